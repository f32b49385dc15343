import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithApp } from '../../../test/render.tsx';
import { tokenStorage } from '../../../lib/api.ts';
import AllUsersPage from './AllUsersPage.tsx';

const admin = { email: 'ada@example.com', name: 'Ada Admin', role: 'admin' as const, codTrusted: false };
const customer = { email: 'carl@example.com', name: 'Carl Customer', role: 'user' as const, codTrusted: false };

function renderUsers(makeAdmin: { status?: number; body: unknown }) {
  tokenStorage.set('token');
  let list = [admin, customer];
  const calls = mockApi({
    '/api/auth/me': { body: { ...admin, emailVerified: true } },
    'GET /api/user': () => ({ body: list }),
    [`PUT /api/user/admin/${encodeURIComponent(customer.email)}`]: () => {
      if ((makeAdmin.status ?? 200) < 300) list = [admin, { ...customer, role: 'admin' }];
      return makeAdmin;
    },
  });
  renderWithApp(<AllUsersPage />);
  return { calls, user: userEvent.setup() };
}

const rowOf = (email: string) => screen.getByText(email).closest('tr') as HTMLElement;

afterEach(() => vi.restoreAllMocks());

describe('All users (Make Admin)', () => {
  it('lists everyone, with Make Admin only for those who are not admins', async () => {
    renderUsers({ body: { acknowledged: true, modifiedCount: 1 } });
    await screen.findByRole('table');
    expect(within(rowOf(customer.email)).getByRole('button', { name: /Make Admin/ })).toBeInTheDocument();
    expect(within(rowOf(customer.email)).getByText('Carl Customer')).toBeInTheDocument();
    expect(within(rowOf(admin.email)).queryByRole('button', { name: /Make Admin/ })).not.toBeInTheDocument();
    expect(within(rowOf(admin.email)).getByText('Admin')).toBeInTheDocument();
  });

  it("shows 'Admin added sucessfully!' and refreshes the list", async () => {
    const { user, calls } = renderUsers({ body: { acknowledged: true, modifiedCount: 1 } });
    await user.click(within(await waitFor(() => rowOf(customer.email))).getByRole('button', { name: /Make Admin/ }));
    expect(await screen.findByText('Admin added sucessfully!')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(rowOf(customer.email)).queryByRole('button', { name: /Make Admin/ })).not.toBeInTheDocument(),
    );
    expect(calls.filter((call) => call.method === 'GET' && call.path === '/api/user')).toHaveLength(2);
  });

  it('shows a warning when the server answers 403', async () => {
    const { user } = renderUsers({ status: 403, body: { message: 'You are not allowed to do that' } });
    await user.click(within(await waitFor(() => rowOf(customer.email))).getByRole('button', { name: /Make Admin/ }));
    expect(await screen.findByText('You are not allowed to make an admin')).toBeInTheDocument();
    expect(screen.queryByText('Admin added sucessfully!')).not.toBeInTheDocument();
    expect(within(rowOf(customer.email)).getByRole('button', { name: /Make Admin/ })).toBeInTheDocument();
  });

  it('shows and switches whether a customer is trusted for cash on delivery', async () => {
    tokenStorage.set('token');
    let list = [admin, customer];
    const calls = mockApi({
      '/api/auth/me': { body: { ...admin, emailVerified: true } },
      'GET /api/user': () => ({ body: list }),
      [`PATCH /api/user/admin/${encodeURIComponent(customer.email)}`]: () => {
        list = [admin, { ...customer, codTrusted: true }];
        return { body: list[1] };
      },
    });
    renderWithApp(<AllUsersPage />);
    const user = userEvent.setup();
    const trusted = within(await waitFor(() => rowOf(customer.email))).getByRole('checkbox', {
      name: `Trusted for cash on delivery: ${customer.email}`,
    });
    expect(trusted).not.toBeChecked();
    await user.click(trusted);
    expect(
      await screen.findByText(`${customer.email}: Cash on delivery orders from this customer are confirmed at once`),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf(customer.email)).getByRole('checkbox')).toBeChecked());
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ codTrusted: true });
  });

  it('asks before taking admin rights away, and shows a refusal for the last admin', async () => {
    tokenStorage.set('token');
    const calls = mockApi({
      '/api/auth/me': { body: { ...admin, emailVerified: true } },
      'GET /api/user': { body: [admin, customer] },
      [`DELETE /api/user/admin/${encodeURIComponent(admin.email)}`]: {
        status: 409,
        body: { message: 'The shop needs at least one admin: make someone else admin first' },
      },
    });
    renderWithApp(<AllUsersPage />);
    const user = userEvent.setup();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const remove = within(await waitFor(() => rowOf(admin.email))).getByRole('button', { name: /Remove Admin/ });
    await user.click(remove);
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(remove);
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(await screen.findByRole('alert')).toHaveTextContent('The shop needs at least one admin');
  });
});
