import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { mockApi, renderWithApp } from '../../../test/render.tsx';
import { tokenStorage } from '../../../lib/api.ts';
import { RequireAdmin, RequireAuth } from './RequireAuth.tsx';

const account = { email: 'rahim@example.com', name: 'Rahim Uddin', role: 'user', emailVerified: true };

function renderGuarded(path: string) {
  return renderWithApp(
    [
      {
        path: '/dashboard',
        element: (
          <RequireAuth>
            <h1>Dashboard screen</h1>
          </RequireAuth>
        ),
      },
      {
        path: '/dashboard/allUser',
        element: (
          <RequireAuth>
            <RequireAdmin>
              <h1>All users screen</h1>
            </RequireAdmin>
          </RequireAuth>
        ),
      },
      { path: '/login', element: <h1>Login screen</h1> },
    ],
    { path },
  );
}

describe('route guards', () => {
  it('send a visitor to /login, remembering the page', async () => {
    mockApi({});
    const { router } = renderGuarded('/dashboard?tab=1');
    expect(await screen.findByRole('heading', { name: 'Login screen' })).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: '/dashboard?tab=1' });
  });

  it('show a spinner while the session loads, then the page', async () => {
    tokenStorage.set('token');
    let answer: (value: Response) => void = () => {};
    globalThis.fetch = (() => new Promise<Response>((resolve) => (answer = resolve))) as typeof fetch;
    renderGuarded('/dashboard');
    expect(screen.getByRole('status')).toHaveTextContent('Checking your session…');
    answer(new Response(JSON.stringify(account), { status: 200, headers: { 'content-type': 'application/json' } }));
    expect(await screen.findByRole('heading', { name: 'Dashboard screen' })).toBeInTheDocument();
  });

  it('send a signed-in customer away from admin pages, by the server’s admin check', async () => {
    tokenStorage.set('token');
    const calls = mockApi({
      '/api/auth/me': { body: account },
      [`/api/admin/${encodeURIComponent(account.email)}`]: { body: { admin: false } },
    });
    renderGuarded('/dashboard/allUser');
    expect(await screen.findByRole('heading', { name: 'Login screen' })).toBeInTheDocument();
    expect(calls.some((call) => call.path === `/api/admin/${encodeURIComponent(account.email)}`)).toBe(true);
  });

  it('let an admin in', async () => {
    tokenStorage.set('token');
    mockApi({
      '/api/auth/me': { body: { ...account, role: 'admin' } },
      [`/api/admin/${encodeURIComponent(account.email)}`]: { body: { admin: true } },
    });
    renderGuarded('/dashboard/allUser');
    expect(await screen.findByRole('heading', { name: 'All users screen' })).toBeInTheDocument();
  });
});
