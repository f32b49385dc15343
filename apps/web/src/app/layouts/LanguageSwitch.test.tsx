import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithApp } from '../../test/render.tsx';
import { tokenStorage } from '../../lib/api.ts';
import { testCustomer } from '../../test/fixtures.ts';
import { AppRoutes } from '../router.tsx';

const clearCookie = () => {
  document.cookie = 'lang=; Path=/; Max-Age=0';
};

describe('the language switch and the language of a page', () => {
  afterEach(clearCookie);

  it("offers বাংলা on an English page, linking to the page's Bangla twin; a visitor's choice lands in a cookie", async () => {
    mockApi({ '/api/tools': { body: [] }, '/api/reviews': { body: [] } });
    renderWithApp(<AppRoutes />, { path: '/blogs' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const toBangla = within(nav.parentElement!).getByRole('link', { name: 'এই পাতা বাংলায়' });
    expect(toBangla).toHaveAttribute('href', '/bn/blogs');
    expect(toBangla).toHaveTextContent('বাংলা');
    await userEvent.setup().click(toBangla);
    expect(document.cookie).toContain('lang=bn');
  });

  it("saves a signed-in account's choice with PATCH /api/auth/me", async () => {
    tokenStorage.set('token');
    const calls = mockApi({
      '/api/auth/me': { body: { ...testCustomer, language: null } },
      'PATCH /api/auth/me': { body: { ...testCustomer, language: 'bn' } },
    });
    renderWithApp(<AppRoutes />, { path: '/blogs' });
    expect(await screen.findByText(testCustomer.name)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'এই পাতা বাংলায়' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'PATCH')).toEqual([
        { method: 'PATCH', path: '/api/auth/me', body: { language: 'bn' } },
      ]),
    );
  });

  it('shows a page drawn in the browser in the cookie’s language, and keeps a public English URL English', async () => {
    document.cookie = 'lang=bn; Path=/';
    mockApi({});
    const login = renderWithApp(<AppRoutes />, { path: '/login' });
    expect(await screen.findByRole('link', { name: 'This page in English' }, { timeout: 10_000 })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(
      within(screen.getByRole('navigation', { name: 'প্রধান মেনু' })).getByRole('link', { name: 'দোকান' }),
    ).toBeInTheDocument();
    login.unmount();

    renderWithApp(<AppRoutes />, { path: '/portfolio' });
    expect(screen.getByRole('link', { name: 'এই পাতা বাংলায়' })).toHaveAttribute('href', '/bn/portfolio');
    expect(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Shop' }),
    ).toBeInTheDocument();
  });
});
