import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { mockApi, renderWithApp } from '../../../test/render.tsx';
import GoogleCallbackPage from './GoogleCallbackPage.tsx';

const account = { email: 'grace@example.com', name: 'Grace Google', role: 'user', emailVerified: true };

const CODE = 'c'.repeat(43);

function renderCallback(hash: string) {
  const calls = mockApi({
    'POST /api/auth/google/exchange': (_url, init) =>
      JSON.parse(String(init?.body)).code === CODE
        ? { body: { token: 'google-token', user: account } }
        : { status: 400, body: { message: 'This sign-in code is invalid or has expired, please sign in again' } },
  });
  const view = renderWithApp(
    [
      { path: '/auth/callback', element: <GoogleCallbackPage /> },
      { path: '/dashboard/myOrders', element: <h1>My orders screen</h1> },
      { path: '/', element: <h1>Home screen</h1> },
      { path: '/login', element: <h1>Login screen</h1> },
    ],
    { path: `/auth/callback${hash}` },
  );
  return { ...view, calls };
}

describe('Google sign-in callback screen', () => {
  it('trades the code for a token, keeps it as accessToken and returns to the page the person came from', async () => {
    const { router, queryClient, calls } = renderCallback(`#code=${CODE}&from=%2Fdashboard%2FmyOrders`);
    expect(await screen.findByRole('heading', { name: 'My orders screen' })).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/auth/google/exchange')).toEqual([
      { method: 'POST', path: '/api/auth/google/exchange', body: { code: CODE } },
    ]);
    expect(localStorage.getItem('accessToken')).toBe('google-token');
    expect(queryClient.getQueryData(['session'])).toEqual(account);
    expect(router.state.location.hash).toBe('');
  });

  it('never returns to another site', async () => {
    renderCallback(`#code=${CODE}&from=%2F%2Fevil.example`);
    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeInTheDocument();
  });

  it("shows the provider's refusal with a way back to Login", async () => {
    const { router } = renderCallback(
      '#error=Your%20Google%20account%20has%20no%20verified%20e-mail%20address&from=%2Fdashboard',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Your Google account has no verified e-mail address');
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(router.state.location.hash).toBe('');
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  });

  it("shows the shop's refusal of a spent, expired or foreign code, and keeps no token", async () => {
    const { router } = renderCallback(`#code=${'x'.repeat(43)}&from=%2F`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This sign-in code is invalid or has expired, please sign in again',
    );
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(router.state.location.hash).toBe('');
  });

  it('takes no token from the address', async () => {
    const { calls } = renderCallback('#token=google-token&from=%2F');
    expect(await screen.findByRole('alert')).toHaveTextContent('Google sign-in did not complete, please try again');
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(calls).toEqual([]);
  });
});
