import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithApp } from '../../../test/render.tsx';
import SignupPage from './SignupPage.tsx';

function renderSignup(answer: { status?: number; body: unknown }) {
  const calls = mockApi({ 'POST /api/auth/signup': answer });
  const view = renderWithApp(
    [
      { path: '/signup', element: <SignupPage /> },
      { path: '/', element: <h1>Home screen</h1> },
    ],
    { path: '/signup' },
  );
  return { ...view, calls, user: userEvent.setup() };
}

describe('Sign-up page', () => {
  it("shows the shop's messages: 'Password is required' for an empty password, the rest as the rules say", async () => {
    const { user, calls } = renderSignup({ status: 500, body: {} });
    await user.type(screen.getByLabelText('Email'), 'nope');
    await user.type(screen.getByLabelText('Confirm Password'), 'tool-shed-42');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Input Valid Email')).toBeInTheDocument();
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.queryByText('Password is mendatory')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Password', { exact: true }), 'ab');
    await user.tab();
    expect(await screen.findByText('Password must be at least 8 characters long')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password', { exact: true }), 'c-longer');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Passwords does not match')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/auth/signup')).toBe(false);
  });

  it('creates the account, stores the token and goes home', async () => {
    const account = { email: 'new@example.com', name: 'New Person', role: 'user', emailVerified: false };
    const { user, calls } = renderSignup({ status: 201, body: { token: 'signup-token', user: account } });
    await user.type(screen.getByLabelText('Name'), 'New Person');
    await user.type(screen.getByLabelText('Email'), 'new@example.com');
    await user.type(screen.getByLabelText('Password', { exact: true }), 'tool-shed-42');
    await user.type(screen.getByLabelText('Confirm Password'), 'tool-shed-42');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeInTheDocument();
    expect(localStorage.getItem('accessToken')).toBe('signup-token');
    expect(calls.find((call) => call.path === '/api/auth/signup')?.body).toEqual({
      name: 'New Person',
      email: 'new@example.com',
      password: 'tool-shed-42',
      confirmPassword: 'tool-shed-42',
    });
  });

  it("shows the server's refusal, e.g. an e-mail that already has an account", async () => {
    const { user } = renderSignup({ status: 409, body: { message: 'An account with this e-mail already exists' } });
    await user.type(screen.getByLabelText('Name'), 'Again');
    await user.type(screen.getByLabelText('Email'), 'taken@example.com');
    await user.type(screen.getByLabelText('Password', { exact: true }), 'tool-shed-42');
    await user.type(screen.getByLabelText('Confirm Password'), 'tool-shed-42');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this e-mail already exists');
    expect(localStorage.getItem('accessToken')).toBeNull();
  });
});
