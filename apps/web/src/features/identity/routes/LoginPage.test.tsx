import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithApp } from '../../../test/render.tsx';
import { SIGN_IN_PROVIDERS_META } from '@tools-bd/contract/messages';
import { tokenStorage } from '../../../lib/api.ts';
import { RequireAuth } from '../components/RequireAuth.tsx';
import LoginPage from './LoginPage.tsx';

const account = { email: 'rahim@example.com', name: 'Rahim Uddin', role: 'user', emailVerified: true };

function renderLogin({
  google = false,
  login,
}: {
  google?: boolean;
  login?: (body: { email: string; password: string }) => { status?: number; body: unknown };
} = {}) {
  const calls = mockApi({
    '/api/auth/providers': { body: { google } },
    'POST /api/auth/login': (_url, init) =>
      login?.(JSON.parse(String(init?.body))) ?? { status: 401, body: { message: 'Invalid Email or Password' } },
    '/api/auth/me': { body: account },
  });
  // Start on a protected page: RequireAuth sends the person to /login, remembering where they were.
  const view = renderWithApp(
    [
      { path: '/login', element: <LoginPage /> },
      {
        path: '/dashboard/myOrders',
        element: (
          <RequireAuth>
            <h1>My orders screen</h1>
          </RequireAuth>
        ),
      },
      { path: '/forgot-password', element: <h1>Forgot password screen</h1> },
      { path: '/', element: <h1>Home screen</h1> },
    ],
    { path: '/dashboard/myOrders' },
  );
  return { ...view, calls, user: userEvent.setup() };
}

describe('Login page', () => {
  it('shows the sign-in form with a link to sign up and one to reset a forgotten password', async () => {
    const { user, router } = renderLogin();
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Create New Account' })).toHaveAttribute('href', '/signup');
    await user.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByRole('heading', { name: 'Forgot password screen' })).toBeInTheDocument();
  });

  it("says 'Input Valid Email' and sends nothing for a malformed e-mail", async () => {
    const { user, calls } = renderLogin();
    await user.type(await screen.findByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Input Valid Email')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/auth/login')).toBe(false);
  });

  it("shows 'Invalid Email or Password' when the server refuses, and stores no token", async () => {
    const { user } = renderLogin();
    await user.type(await screen.findByLabelText('Email'), 'rahim@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid Email or Password');
    expect(tokenStorage.get()).toBeNull();
  });

  it("shows the server's message when there were too many attempts", async () => {
    const { user } = renderLogin({
      login: () => ({ status: 429, body: { message: 'Too many failed sign-in attempts, please try again later' } }),
    });
    await user.type(await screen.findByLabelText('Email'), 'rahim@example.com');
    await user.type(screen.getByLabelText('Password'), 'whatever');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many failed sign-in attempts');
  });

  it('stores the token as accessToken and returns to the page that asked for a sign-in', async () => {
    const { user, calls, router } = renderLogin({ login: () => ({ body: { token: 'fresh-token', user: account } }) });
    await user.type(await screen.findByLabelText('Email'), 'Rahim@Example.com');
    await user.type(screen.getByLabelText('Password'), 'right-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { name: 'My orders screen' })).toBeInTheDocument();
    // And stays there: the protected page must not see a stale "signed out" and bounce back to /login.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.pathname).toBe('/dashboard/myOrders');
    expect(localStorage.getItem('accessToken')).toBe('fresh-token');
    expect(calls.find((call) => call.path === '/api/auth/login')?.body).toEqual({
      email: 'rahim@example.com',
      password: 'right-password',
    });
  });

  it("offers 'With Google' only when the shop has it, starting from the remembered page", async () => {
    renderLogin({ google: true });
    const google = await screen.findByRole('link', { name: 'With Google' });
    expect(google).toHaveAttribute('href', '/api/auth/google?from=%2Fdashboard%2FmyOrders');
  });

  it("hides 'With Google' when the shop has no Google sign-in", async () => {
    const { calls } = renderLogin({ google: false });
    await screen.findByRole('heading', { name: 'Login' });
    await waitFor(() => expect(calls.some((call) => call.path === '/api/auth/providers')).toBe(true));
    await waitFor(() => expect(screen.queryByText('or')).not.toBeInTheDocument());
    expect(screen.queryByRole('link', { name: 'With Google' })).not.toBeInTheDocument();
  });

  it('knows from the page the server sent whether Google is offered: no request, and the card never changes size', async () => {
    for (const [content, offered] of [
      ['google', true],
      ['', false],
    ] as const) {
      const meta = document.createElement('meta');
      meta.name = SIGN_IN_PROVIDERS_META;
      meta.content = content;
      document.head.append(meta);
      try {
        const { calls, unmount } = renderLogin({ google: !offered });
        await screen.findByRole('heading', { name: 'Login' });
        // Right from the first paint: the button, or nothing (no placeholder that goes away later).
        expect(Boolean(screen.queryByRole('link', { name: 'With Google' }))).toBe(offered);
        expect(document.querySelector('[aria-hidden="true"].h-\\[4\\.75rem\\]')).toBeNull();
        expect(calls.some((call) => call.path === '/api/auth/providers')).toBe(false);
        unmount();
      } finally {
        meta.remove();
      }
    }
  });
});
