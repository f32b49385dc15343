import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order } from '@tools-bd/contract';
import { mockApi, renderWithApp } from '../../../test/render.tsx';
import { tokenStorage } from '../../../lib/api.ts';
import { testCustomer, unpaidOrder } from '../../../test/fixtures.ts';
import { useLocation } from 'react-router';
import MyOrdersPage from './MyOrdersPage.tsx';

const account = testCustomer;
const unpaid = unpaidOrder;
const paid: Order = {
  ...unpaid,
  _id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
  itemName: 'Pipe Wrench + 1 more',
  paid: true,
  paymentStatus: 'paid',
  balanceDue: 0,
  transactionId: 'pi_3Abc123',
  status: 'shipped',
  price: 1_011,
  net: 1_011,
  vat: 0,
  cart: 18,
  lines: [
    {
      toolId: 't8',
      sku: 'HT-PW-14',
      name: 'Pipe Wrench',
      quantity: 6,
      unitPrice: 45.5,
      lineTotal: 273,
      net: 273,
      vatRate: 0,
      vat: 0,
    },
    {
      toolId: 't9',
      sku: 'HT-SAW-22',
      name: 'Hand Saw',
      quantity: 12,
      unitPrice: 61.5,
      lineTotal: 738,
      net: 738,
      vatRate: 0,
      vat: 0,
    },
  ],
};

function renderOrders(list: { status?: number; body: unknown } = { body: [unpaid, paid] }) {
  tokenStorage.set('token');
  let orders = list;
  const calls = mockApi({
    '/api/auth/me': { body: account },
    '/api/orders': () => orders,
    [`POST /api/orders/${paid._id}/reorder`]: {
      body: {
        cart: { lines: [], itemCount: 0, subtotal: 0 },
        changes: [{ toolId: 't9', problem: 'Sorry, this item is sold out' }],
      },
    },
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
      { path: '/cart', element: <CartProbe /> },
    ],
    { path: '/dashboard/myOrders' },
  );
  return { ...view, calls, user: userEvent.setup() };
}

/** Stands in for the cart page: shows what the reorder left for it. */
function CartProbe() {
  const state = useLocation().state as { reorder?: { changes: { name: string; problem: string }[] } } | null;
  return <h1>Cart page: {state?.reorder?.changes.map((change) => `${change.name}: ${change.problem}`).join('; ')}</h1>;
}

const rowOf = (itemName: string) =>
  screen.getByRole('rowheader', { name: new RegExp(itemName) }).closest('tr') as HTMLElement;

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
    expect(done.queryByText('Test payment')).not.toBeInTheDocument();
  });

  it("shows a company order's PO number and who placed it; personal orders keep their columns", async () => {
    const { unmount } = renderOrders();
    await screen.findByRole('table');
    expect(screen.queryByRole('columnheader', { name: 'PO number' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Placed by' })).toBeNull();
    unmount();

    renderOrders({
      body: [
        { ...unpaid, companyId: 'c1', poNumber: 'PO-2026-17', placedBy: { userId: 'u2', name: 'Buyer Bina' } },
        paid,
      ],
    });
    await screen.findByRole('table');
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers.slice(headers.indexOf('Item'), headers.indexOf('Item') + 3)).toEqual([
      'Item',
      'PO number',
      'Placed by',
    ]);
    const company = within(rowOf('Claw Hammer'));
    expect(company.getByText('PO-2026-17')).toBeInTheDocument();
    expect(company.getByText('Buyer Bina')).toBeInTheDocument();
    expect(within(rowOf('Pipe Wrench')).getAllByLabelText('none')).toHaveLength(2);
  });

  it("marks an order the test-mode simulator paid as 'Test payment'", async () => {
    renderOrders({ body: [{ ...paid, testPayment: true }] });
    await screen.findByRole('table');
    const row = within(rowOf('Pipe Wrench'));
    expect(row.getByText('Paid')).toBeInTheDocument();
    expect(row.getByText('Test payment')).toBeInTheDocument();
  });

  it("cancels after the confirm dialog and says 'Deleted!'", async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { user, calls } = renderOrders();
    await screen.findByRole('table');
    await user.click(within(rowOf('Claw Hammer')).getByRole('button', { name: /Cancel/ }));
    expect(confirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Deleted!'));
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      `/api/orders/${unpaid._id}`,
    ]);
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

  it("shows a multi-line order's lines behind a disclosure, and its total", async () => {
    const { user } = renderOrders();
    await screen.findByRole('table');
    const row = within(rowOf('Pipe Wrench'));
    expect(row.getByText('1011.00$')).toBeInTheDocument();
    const disclosure = row.getByText('2 lines');
    expect(row.getByText('Hand Saw').closest('details')).not.toHaveAttribute('open');
    await user.click(disclosure);
    expect(row.getByText('Hand Saw').closest('details')).toHaveAttribute('open');
    expect(row.getByText('HT-SAW-22')).toBeInTheDocument();
    expect(row.getByText('738.00$')).toBeInTheDocument();
  });

  it('reorders a past order into the cart and opens it with what changed', async () => {
    const { user, calls } = renderOrders();
    await screen.findByRole('table');
    await user.click(within(rowOf('Pipe Wrench')).getByRole('button', { name: 'Reorder Pipe Wrench + 1 more' }));
    expect(
      await screen.findByRole('heading', { name: 'Cart page: Hand Saw: Sorry, this item is sold out' }),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      `/api/orders/${paid._id}/reorder`,
    ]);
  });
});
