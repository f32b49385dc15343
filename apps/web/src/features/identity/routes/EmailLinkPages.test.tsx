import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithApp } from '../../../test/render.tsx';
import { tokenStorage } from '../../../lib/api.ts';
import VerifyEmailPage from './VerifyEmailPage.tsx';
import ForgotPasswordPage from './ForgotPasswordPage.tsx';
import ResetPasswordPage from './ResetPasswordPage.tsx';

const account = { email: 'rahim@example.com', name: 'Rahim Uddin', role: 'user', emailVerified: false };
const TOKEN = 'kEpWHsJ13MW6yZZKosBvtzNwJ_j0gOcXuRS0IGHlGzo';

describe('Verify e-mail page', () => {
  it('spends the link once and says the address is verified', async () => {
    const calls = mockApi({ 'POST /api/auth/verify-email': { body: { message: 'Your e-mail address is verified' } } });
    renderWithApp([{ path: '/verify-email', element: <VerifyEmailPage /> }], { path: `/verify-email?token=${TOKEN}` });
    expect(await screen.findByText('Your e-mail address is verified')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    const posts = calls.filter((call) => call.path === '/api/auth/verify-email');
    expect(posts).toEqual([{ method: 'POST', path: '/api/auth/verify-email', body: { token: TOKEN } }]);
  });

  it('refreshes the signed-in session so the profile shows the verified state', async () => {
    tokenStorage.set('token');
    let verified = false;
    mockApi({
      '/api/auth/me': () => ({ body: { ...account, emailVerified: verified } }),
      'POST /api/auth/verify-email': () => {
        verified = true;
        return { body: { message: 'Your e-mail address is verified' } };
      },
    });
    const { queryClient } = renderWithApp([{ path: '/verify-email', element: <VerifyEmailPage /> }], {
      path: `/verify-email?token=${TOKEN}`,
    });
    expect(await screen.findByRole('link', { name: 'Go to my profile' })).toBeInTheDocument();
    await waitFor(() => expect(queryClient.getQueryData(['session'])).toMatchObject({ emailVerified: true }));
  });

  it('explains an invalid or spent link', async () => {
    mockApi({
      'POST /api/auth/verify-email': {
        status: 400,
        body: { message: 'This verification link is invalid or has expired' },
      },
    });
    renderWithApp([{ path: '/verify-email', element: <VerifyEmailPage /> }], { path: `/verify-email?token=${TOKEN}` });
    expect(await screen.findByRole('alert')).toHaveTextContent('This verification link is invalid or has expired');
  });

  it('says so at once when the link has no token', async () => {
    const calls = mockApi({});
    renderWithApp([{ path: '/verify-email', element: <VerifyEmailPage /> }], { path: '/verify-email' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This verification link is invalid or has expired');
    expect(calls).toHaveLength(0);
  });
});

describe('Forgot password page', () => {
  it('asks for the e-mail and shows the same answer whatever the server knows', async () => {
    const calls = mockApi({
      'POST /api/auth/forgot-password': {
        status: 202,
        body: { message: 'If an account exists for this e-mail, we have sent a link to reset its password' },
      },
    });
    renderWithApp([{ path: '/forgot-password', element: <ForgotPasswordPage /> }], { path: '/forgot-password' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'bad');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Input Valid Email')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'rahim@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(
      await screen.findByText('If an account exists for this e-mail, we have sent a link to reset its password'),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/auth/forgot-password').map((call) => call.body)).toEqual([
      { email: 'rahim@example.com' },
    ]);
  });

  it('shows a refusal such as too many requests', async () => {
    mockApi({
      'POST /api/auth/forgot-password': {
        status: 429,
        body: { message: 'Too many e-mails requested, please try again later' },
      },
    });
    renderWithApp([{ path: '/forgot-password', element: <ForgotPasswordPage /> }], { path: '/forgot-password' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'rahim@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many e-mails requested');
  });
});

describe('Reset password page', () => {
  it('sets the new password with the token of the link and signs the person in', async () => {
    const calls = mockApi({
      'POST /api/auth/reset-password': { body: { token: 'after-reset', user: { ...account, emailVerified: true } } },
    });
    renderWithApp([{ path: '/reset-password', element: <ResetPasswordPage /> }], {
      path: `/reset-password?token=${TOKEN}`,
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), 'brand-new');
    await user.type(screen.getByLabelText('Confirm new password'), 'brand-neu');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('Passwords does not match')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'brand-new');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText(/Your password has been changed/)).toBeInTheDocument();
    expect(localStorage.getItem('accessToken')).toBe('after-reset');
    expect(calls.find((call) => call.path === '/api/auth/reset-password')?.body).toEqual({
      token: TOKEN,
      password: 'brand-new',
      confirmPassword: 'brand-new',
    });
  });

  it("displays 'Password is required' for an empty password", async () => {
    mockApi({});
    renderWithApp([{ path: '/reset-password', element: <ResetPasswordPage /> }], {
      path: `/reset-password?token=${TOKEN}`,
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
  });

  it('offers a new link when this one is spent or expired', async () => {
    mockApi({
      'POST /api/auth/reset-password': {
        status: 400,
        body: { message: 'This password reset link is invalid or has expired' },
      },
    });
    renderWithApp([{ path: '/reset-password', element: <ResetPasswordPage /> }], {
      path: `/reset-password?token=${TOKEN}`,
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), 'brand-new');
    await user.type(screen.getByLabelText('Confirm new password'), 'brand-new');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This password reset link is invalid or has expired');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it('without a token in the link, sends the person to ask for a new one', async () => {
    mockApi({});
    renderWithApp([{ path: '/reset-password', element: <ResetPasswordPage /> }], { path: '/reset-password' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This password reset link is invalid or has expired');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });
});
