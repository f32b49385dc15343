import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithApp } from '../../test/render.tsx';
import { inBangla } from '../../test/bangla.tsx';
import { tokenStorage } from '../../lib/api.ts';
import { Navbar } from './Navbar.tsx';
import { RootLayout } from './RootLayout.tsx';
import { hammerLine, testCustomer } from '../../test/fixtures.ts';
import indexHtml from '../../../index.html?raw';

const routes = (element: React.ReactNode) => [
  {
    path: '/',
    element: (
      <>
        {element}
        <h1>Home screen</h1>
      </>
    ),
  },
  {
    path: '/dashboard',
    element: (
      <>
        {element}
        <h1>Dashboard screen</h1>
      </>
    ),
  },
];

describe('Top navigation', () => {
  it('offers Login to visitors, and no Dashboard', async () => {
    mockApi({});
    renderWithApp(routes(<Navbar />));
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(nav).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('shows Dashboard, Log out and the display name when signed in; Log out ends the token on the server, then clears accessToken', async () => {
    tokenStorage.set('token');
    let asked: { authorization: string | null; stored: string | null } | undefined;
    const calls = mockApi({
      '/api/auth/me': { body: { email: 'rahim@example.com', name: 'Rahim Uddin', role: 'user', emailVerified: true } },
      'POST /api/auth/logout': (_url, init) => {
        asked = {
          authorization: new Headers(init?.headers).get('authorization'),
          stored: localStorage.getItem('accessToken'),
        };
        return { body: { message: 'You are signed out' } };
      },
    });
    const { router } = renderWithApp(routes(<Navbar />), { path: '/dashboard' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByText('Rahim Uddin')).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(nav).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    await userEvent.setup().click(within(nav).getByRole('button', { name: 'Log out' }));
    expect(await within(nav).findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST' && call.path === '/api/auth/logout')).toHaveLength(1);
    // The server was asked with the token it must end, while this browser still held it.
    expect(asked).toEqual({ authorization: 'Bearer token', stored: 'token' });
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(router.state.location.pathname).toBe('/');
  });

  it('signs out in this browser even when the logout call fails', async () => {
    tokenStorage.set('token');
    mockApi({
      '/api/auth/me': { body: { email: 'rahim@example.com', name: 'Rahim Uddin', role: 'user', emailVerified: true } },
      'POST /api/auth/logout': { status: 500, body: { message: 'Something went wrong' } },
    });
    renderWithApp(routes(<Navbar />), { path: '/dashboard' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await userEvent.setup().click(await within(nav).findByRole('button', { name: 'Log out' }));
    expect(await within(nav).findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it('matches the navigation bar that index.html paints before the JavaScript arrives, so nothing moves', () => {
    mockApi({});
    renderWithApp(routes(<Navbar />));
    const live = screen.getByRole('navigation', { name: 'Main' }).closest('header') as HTMLElement;
    const shell = new DOMParser().parseFromString(indexHtml, 'text/html');
    const painted = shell.querySelector('#root header') as HTMLElement;
    expect(painted.className).toBe(live.className);
    expect(painted.firstElementChild?.className).toBe(live.firstElementChild?.className);
    const liveBrand = within(live).getByRole('link', { name: 'Tools-BD' });
    expect(painted.querySelector('a')?.outerHTML).toBe(
      `<a href="/" class="${liveBrand.className}">${liveBrand.innerHTML}</a>`,
    );
  });

  it("shows a visitor the units of the browser's cart, and the account's units once signed in", async () => {
    localStorage.setItem('tools-bd:visitor-cart', JSON.stringify([{ toolId: 't1', quantity: 12 }]));
    mockApi({});
    renderWithApp(routes(<Navbar />));
    expect(await screen.findByRole('link', { name: 'Cart, 12 items' })).toHaveAttribute('href', '/cart');
  });

  it("names the cart link starting with the words it shows, in Bangla too (label in name: 'কার্ট ১২')", async () => {
    localStorage.setItem('tools-bd:visitor-cart', JSON.stringify([{ toolId: 't1', quantity: 12 }]));
    mockApi({});
    renderWithApp(routes(inBangla(<Navbar />)));
    const link = await screen.findByRole('link', { name: /১২/ });
    // The words as a screen reader's voice control matches them: the visible ones first, in order.
    const words = (text: string) => text.replace(/[,.:]/g, ' ').split(/\s+/).filter(Boolean);
    const visible = words(link.textContent ?? '');
    expect(visible).toEqual(['কার্ট', '১২']);
    expect(words(link.getAttribute('aria-label') ?? '').slice(0, visible.length)).toEqual(visible);
  });

  it("merges the visitor's cart into the account's at sign-in, then forgets it here", async () => {
    localStorage.setItem('tools-bd:visitor-cart', JSON.stringify([{ toolId: hammerLine.toolId, quantity: 12 }]));
    tokenStorage.set('token');
    const merged = { lines: [{ ...hammerLine, quantity: 54 }], itemCount: 54, subtotal: 12_690 };
    const calls = mockApi({
      '/api/auth/me': { body: testCustomer },
      'GET /api/cart': { body: { lines: [{ ...hammerLine }], itemCount: 42, subtotal: 10_500 } },
      'POST /api/cart/merge': { body: merged },
    });
    renderWithApp([{ element: <RootLayout />, children: [{ path: '/', element: <h1>Home screen</h1> }] }]);
    expect(await screen.findByRole('link', { name: 'Cart, 54 items' })).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/cart/merge').map((call) => call.body)).toEqual([
      { lines: [{ toolId: hammerLine.toolId, quantity: 12 }] },
    ]);
    expect(localStorage.getItem('tools-bd:visitor-cart')).toBeNull();
  });
  it('opens the search box under the bar on small screens, and Escape on an empty box closes it again, back on its button', async () => {
    mockApi({ '/api/search/suggest': { body: [] } });
    renderWithApp(routes(<Navbar />));
    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: 'Open search' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const box = screen.getByRole('combobox', { name: 'Search tools' });
    expect(box).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Close search' })).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('ab{Escape}');
    expect(box).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Close search' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open search' })).toHaveFocus();
  });
});
