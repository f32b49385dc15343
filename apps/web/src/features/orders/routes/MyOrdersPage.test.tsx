import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order } from '@tools-bd/contract';
import { mockApi, renderWithApp } from '../../../test/render.tsx';
import { tokenStorage } from '../../../lib/api.ts';
import { testCustomer, unpaidOrder } from '../../../test/fixtures.ts';
import MyOrdersPage from './MyOrdersPage.tsx';

const account = testCustomer;
const unpaid = unpaidOrder;
const paid: Order = { ...unpaid, _id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', itemName: 'Pipe Wrench', paid: true, transactionId: 'pi_3Abc123', status: 'shipped' };

function renderOrders(list: { status?: number; body: unknown } = { body: [unpaid, paid] }) {
  tokenStorage.set('token');
  let orders = list;
  const calls = mockApi({
    '/api/auth/me': { body: account },
    '/api/orders': () => orders,
    [`DELETE /api/orders/${unpaid._id}`]: () => {
      orders = { body: [paid] };
      return { body: { acknowledged: true, deletedCount: 1 } };
    },
  });
  const view = renderWithApp(
    [
      { path: '/dashboard/myOrders', element: <MyOrdersPage /> },
      { path: '/', element: <h1>Home page</h1> },
      { path: '/dashboard/payment/:id', element: <h1>Payment page</h1> },
    ],
    { path: '/dashboard/myOrders' },
  );
  return { ...view, calls, user: userEvent.setup() };
}

const rowOf = (itemName: string) => screen.getByRole('rowheader', { name: new RegExp(itemName) }).closest('tr') as HTMLElement;

afterEach(() => vi.restoreAllMocks());

describe('My Orders', () => {
  it("lists the person's orders with quantity, price, the admin's status and the payment state", async () => {
    const { calls } = renderOrders();
    await screen.findByRole('table');
    expect(calls.some((call) => call.path === '/api/orders?email=rahim%40example.com')).toBe(true);

    const open = within(rowOf('Claw Hammer'));
    expect(open.getByText('79.96$')).toBeInTheDocument();
    expect(open.getByText('4')).toBeInTheDocument();
    expect(open.getByText('Pending')).toBeInTheDocument();
    expect(open.getByRole('link', { name: /Pay/ })).toHaveAttribute('href', `/dashboard/payment/${unpaid._id}`);
    expect(open.getByRole('button', { name: /Cancel/ })).toBeEnabled();

    const done = within(rowOf('Pipe Wrench'));
    expect(done.getByText('Paid')).toBeInTheDocument();
    expect(done.getByText('pi_3Abc123')).toBeInTheDocument();
    expect(done.getByText('Shipped')).toBeInTheDocument();
    expect(done.queryByRole('link', { name: /Pay/ })).not.toBeInTheDocument();
    expect(done.getByRole('button', { name: /Cancel/ })).toBeDisabled();
  });

  it("cancels after the confirm dialog and says 'Deleted!'", async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { user, calls } = renderOrders();
    await screen.findByRole('table');
    await user.click(within(rowOf('Claw Hammer')).getByRole('button', { name: /Cancel/ }));
    expect(confirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Deleted!'));
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([`/api/orders/${unpaid._id}`]);
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: /Claw Hammer/ })).not.toBeInTheDocument());
  });

  it("keeps the order when the dialog is dismissed, saying 'Your data file is safe!'", async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(false);
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { user, calls } = renderOrders();
    await screen.findByRole('table');
    await user.click(within(rowOf('Claw Hammer')).getByRole('button', { name: /Cancel/ }));
    expect(alert).toHaveBeenCalledWith('Your data file is safe!');
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);
    expect(rowOf('Claw Hammer')).toBeInTheDocument();
  });

  it.each([401, 403])('signs the person out and goes home on %i', async (status) => {
    renderOrders({ status, body: { message: 'nope' } });
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(tokenStorage.get()).toBeNull();
  });

  it('says so when there are no orders yet', async () => {
    renderOrders({ body: [] });
    expect(await screen.findByText('You have not ordered anything yet')).toBeInTheDocument();
  });
});
