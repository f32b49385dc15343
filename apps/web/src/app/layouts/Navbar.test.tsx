import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithApp } from '../../test/render.tsx';
import { tokenStorage } from '../../lib/api.ts';
import { Navbar } from './Navbar.tsx';

const routes = (element: React.ReactNode) => [
  { path: '/', element: <>{element}<h1>Home screen</h1></> },
  { path: '/dashboard', element: <>{element}<h1>Dashboard screen</h1></> },
];

describe('Top navigation', () => {
  it('offers Login to visitors, and no Dashboard', async () => {
    mockApi({});
    renderWithApp(routes(<Navbar />));
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(nav).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('shows Dashboard, Log out and the display name when signed in; Log out clears accessToken', async () => {
    tokenStorage.set('token');
    mockApi({ '/api/auth/me': { body: { email: 'rahim@example.com', name: 'Rahim Uddin', role: 'user', emailVerified: true } } });
    const { router } = renderWithApp(routes(<Navbar />), { path: '/dashboard' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByText('Rahim Uddin')).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(nav).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    await userEvent.setup().click(within(nav).getByRole('button', { name: 'Log out' }));
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(router.state.location.pathname).toBe('/');
    expect(await within(nav).findByRole('link', { name: 'Login' })).toBeInTheDocument();
  });
});
