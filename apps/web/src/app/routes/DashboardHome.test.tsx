import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { mockApi, renderWithApp } from '../../test/render.tsx';
import { tokenStorage } from '../../lib/api.ts';
import { testCustomer } from '../../test/fixtures.ts';
import DashboardHome from './DashboardHome.tsx';

function renderHome(admin: boolean) {
  tokenStorage.set('token');
  mockApi({
    '/api/auth/me': { body: admin ? { ...testCustomer, role: 'admin' } : testCustomer },
    [`/api/admin/${encodeURIComponent(testCustomer.email)}`]: { body: { admin } },
  });
  renderWithApp(<DashboardHome admin={<h1>Sales overview</h1>} others={<h1>My Profile</h1>} />, { path: '/dashboard' });
}

describe('the dashboard landing page', () => {
  it('is the sales overview for admins', async () => {
    renderHome(true);
    expect(await screen.findByRole('heading', { name: 'Sales overview' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'My Profile' })).not.toBeInTheDocument();
  });

  it('is My Profile for everybody else', async () => {
    renderHome(false);
    expect(await screen.findByRole('heading', { name: 'My Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sales overview' })).not.toBeInTheDocument();
  });
});
