import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithApp } from '../../../test/render.tsx';
import { tokenStorage } from '../../../lib/api.ts';
import { AccountSecurity } from '../index.ts';

const account = { email: 'rahim@example.com', name: 'Rahim Uddin', role: 'user', emailVerified: false };

function renderPanel(overrides: Parameters<typeof mockApi>[0] = {}, user = account) {
  tokenStorage.set('old-token');
  const calls = mockApi({ '/api/auth/me': { body: user }, ...overrides });
  const view = renderWithApp(<AccountSecurity />);
  return { ...view, calls, user: userEvent.setup() };
}

describe('Account security panel', () => {
  it('shows an unverified address with a button that e-mails a new link', async () => {
    const { user, calls } = renderPanel({
      'POST /api/auth/verify-email/resend': { body: { message: 'We have sent you a new verification e-mail' } },
    });
    expect(await screen.findByText('Not verified')).toBeInTheDocument();
    expect(screen.getByText('rahim@example.com')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend verification e-mail' }));
    expect(await screen.findByText('We have sent you a new verification e-mail')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend verification e-mail' })).toBeDisabled();
    expect(calls.filter((call) => call.path === '/api/auth/verify-email/resend')).toHaveLength(1);
  });

  it("shows the server's refusal of a resend", async () => {
    const { user } = renderPanel({
      'POST /api/auth/verify-email/resend': {
        status: 429,
        body: { message: 'Too many e-mails requested, please try again later' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Resend verification e-mail' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many e-mails requested');
  });

  it('shows a verified address without the resend button', async () => {
    renderPanel({}, { ...account, emailVerified: true });
    expect(await screen.findByText('Verified')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend verification e-mail' })).not.toBeInTheDocument();
  });

  it('changes the password with the current one and keeps the fresh token', async () => {
    const { user, calls } = renderPanel({
      'POST /api/auth/change-password': { body: { token: 'new-token', user: account } },
    });
    await user.type(await screen.findByLabelText('Current password'), 'old-pass');
    await user.type(screen.getByLabelText('New password'), 'ab');
    await user.type(screen.getByLabelText('Confirm new password'), 'ab');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password must be at least 8 characters long')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/auth/change-password')).toBe(false);

    await user.type(screen.getByLabelText('New password'), 'c-new-one');
    await user.type(screen.getByLabelText('Confirm new password'), 'c-new-one');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password has been changed')).toBeInTheDocument();
    expect(tokenStorage.get()).toBe('new-token');
    expect(calls.find((call) => call.path === '/api/auth/change-password')?.body).toEqual({
      currentPassword: 'old-pass',
      password: 'abc-new-one',
      confirmPassword: 'abc-new-one',
    });
    await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveValue(''));
  });

  it('says when the current password is wrong, and keeps the old token', async () => {
    const { user } = renderPanel({
      'POST /api/auth/change-password': { status: 400, body: { message: 'Current password is incorrect' } },
    });
    await user.type(await screen.findByLabelText('Current password'), 'not-it');
    await user.type(screen.getByLabelText('New password'), 'abc-new-one');
    await user.type(screen.getByLabelText('Confirm new password'), 'abc-new-one');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Current password is incorrect');
    expect(tokenStorage.get()).toBe('old-token');
  });

  it("refuses a new password containing the e-mail's name before asking the server", async () => {
    const { user, calls } = renderPanel();
    await user.type(await screen.findByLabelText('Current password'), 'old-pass');
    await user.type(screen.getByLabelText('New password'), 'my-RAHIM-2026');
    await user.type(screen.getByLabelText('Confirm new password'), 'my-RAHIM-2026');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password must not contain your e-mail name')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/auth/change-password')).toBe(false);
  });

  it('"Sign out everywhere" ends every session on the server, then this one, and goes to Login', async () => {
    const { user, calls, router } = renderPanel({
      'POST /api/auth/logout-everywhere': { body: { message: 'You are signed out on every device' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls.filter((call) => call.path === '/api/auth/logout-everywhere')).toHaveLength(1);
    expect(tokenStorage.get()).toBeNull();
  });

  it('stays signed in and says so when "Sign out everywhere" fails', async () => {
    const { user } = renderPanel({
      'POST /api/auth/logout-everywhere': { status: 503, body: { message: 'The shop is unavailable' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The shop is unavailable');
    expect(tokenStorage.get()).toBe('old-token');
  });
});
