import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminOrderList, Order } from '@tools-bd/contract';
import { mockApi, renderWithApp } from '../../../test/render.tsx';
import AllOrdersPage from './AllOrdersPage.tsx';

const baseOrder: Order = {
  _id: '',
  toolId: '11111111-1111-4111-8111-111111111111',
  itemName: 'Circular Saw',
  customerName: 'Rahim Uddin',
  email: 'rahim@example.com',
  phone: '+880 1711-000000',
  address: 'Dhaka',
  district: null,
  deliveryFee: 0,
  price: 229.95,
  net: 229.95,
  vat: 0,
  cart: 5,
  paid: false,
  transactionId: null,
  testPayment: false,
  status: 'pending',
  createdAt: '2026-03-01T10:00:00.000Z',
  invoiceNumber: null,
  invoiceIssuedAt: null,
  creditNoteNumber: null,
  creditNoteIssuedAt: null,
  lines: [
    {
      toolId: '11111111-1111-4111-8111-111111111111',
      sku: 'TBD-000001',
      name: 'Circular Saw',
      quantity: 5,
      unitPrice: 45.99,
      lineTotal: 229.95,
      net: 229.95,
      vatRate: 0,
      vat: 0,
    },
  ],
  paymentMethod: 'card',
  paymentStatus: 'unpaid',
  balanceDue: 229.95,
  reservedUntil: null,
  companyId: null,
  placedBy: null,
  poNumber: null,
  dueDate: null,
  shipment: null,
};
const unpaid: Order = { ...baseOrder, _id: 'aaaaaaaa-0000-4000-8000-000000000001' };
const paid: Order = {
  ...baseOrder,
  _id: 'aaaaaaaa-0000-4000-8000-000000000002',
  itemName: 'Claw Hammer',
  customerName: 'Karim Ahmed',
  price: 259.8,
  net: 259.8,
  vat: 0,
  cart: 20,
  paid: true,
  paymentStatus: 'paid',
  balanceDue: 0,
  transactionId: 'pi_3Abc',
};

function renderAllOrders(pages: Record<string, AdminOrderList> = {}, path = '/dashboard/allOrder') {
  const calls = mockApi({
    'GET /api/order': (url) => ({
      body: pages[url.search] ?? { orders: [paid, unpaid], page: 1, limit: 20, total: 2 },
    }),
    [`PATCH /api/orders/${paid._id}/status`]: { body: { ...paid, status: 'confirmed' } },
    [`DELETE /api/orders/${unpaid._id}`]: { body: { acknowledged: true, deletedCount: 1 } },
  });
  const view = renderWithApp([{ path: '/dashboard/allOrder', element: <AllOrdersPage /> }], { path });
  return { ...view, calls, user: userEvent.setup({ delay: null }) };
}

const rowOf = async (item: string) => (await screen.findByText(item)).closest('tr') as HTMLElement;

// Typing is slow on a busy machine: a timed-out test must not keep typing into the next one.
describe('the all orders screen', { timeout: 20_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows customer, item, quantity, price, payment, transaction id and status of every order', async () => {
    renderAllOrders();
    const paidRow = await rowOf('Claw Hammer');
    expect(paidRow).toHaveTextContent('Karim Ahmed');
    expect(paidRow).toHaveTextContent('20');
    expect(paidRow).toHaveTextContent('259.80$');
    expect(paidRow).toHaveTextContent('Paid');
    expect(paidRow).toHaveTextContent('pi_3Abc');
    expect(within(paidRow).getByRole('combobox', { name: /Status of the order of Claw Hammer/ })).toHaveValue(
      'pending',
    );
    expect(within(paidRow).queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();

    const unpaidRow = await rowOf('Circular Saw');
    expect(unpaidRow).toHaveTextContent('unpaid');
    expect(within(unpaidRow).getByRole('button', { name: /Cancel the order of Circular Saw/ })).toBeEnabled();
    expect(within(unpaidRow).queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1 · 2 orders')).toBeInTheDocument();
    expect(paidRow).not.toHaveTextContent('Test payment');
  });

  it("shows a company order's PO number and who placed it beside the item", async () => {
    renderAllOrders({
      '?page=1&limit=20': {
        orders: [
          { ...paid, companyId: 'c1', poNumber: 'PO-88', placedBy: { userId: 'u2', name: 'Buyer Bina' } },
          unpaid,
        ],
        page: 1,
        limit: 20,
        total: 2,
      },
    });
    const row = await rowOf('Claw Hammer');
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers.slice(0, 4)).toEqual(['Customer', 'Item', 'PO number', 'Placed by']);
    const cells = within(row).getAllByRole('cell');
    expect(cells[1]).toHaveTextContent('PO-88');
    expect(cells[2]).toHaveTextContent('Buyer Bina');
    expect(within(await rowOf('Circular Saw')).getAllByLabelText('none').length).toBeGreaterThanOrEqual(2);
  });

  it("marks an order the test-mode simulator paid as 'Test payment'", async () => {
    renderAllOrders({ '?page=1&limit=20': { orders: [{ ...paid, testPayment: true }], page: 1, limit: 20, total: 1 } });
    expect(await rowOf('Claw Hammer')).toHaveTextContent('Test payment');
  });

  it('shows a payment SSLCommerz reported wrongly as in review, not as unpaid', async () => {
    renderAllOrders({
      '?page=1&limit=20': {
        orders: [{ ...unpaid, paymentMethod: 'sslcommerz', paymentStatus: 'in_review' }],
        page: 1,
        limit: 20,
        total: 1,
      },
    });
    const row = await rowOf('Circular Saw');
    expect(row).toHaveTextContent('Payment in review');
    expect(row).not.toHaveTextContent('Not paid');
  });

  it('saves a new status of a paid order on the server', async () => {
    const { user, calls } = renderAllOrders();
    const select = within(await rowOf('Claw Hammer')).getByRole('combobox');
    await user.selectOptions(select, 'confirmed');
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'PATCH',
        path: `/api/orders/${paid._id}/status`,
        body: { status: 'confirmed' },
      }),
    );
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  });

  it('cancels an unpaid order after the confirm dialog and says "Deleted!"', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { user, calls } = renderAllOrders();
    await user.click(within(await rowOf('Circular Saw')).getByRole('button', { name: /Cancel/ }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Deleted!'));
    expect(calls.some((call) => call.method === 'DELETE' && call.path === `/api/orders/${unpaid._id}`)).toBe(true);
  });

  it('refreshes the page after a cancel, through the same cancel hook as My Orders', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    vi.spyOn(window, 'alert').mockImplementation(() => {});
    let orders = [paid, unpaid];
    const calls = mockApi({
      'GET /api/order': () => ({ body: { orders, page: 1, limit: 20, total: orders.length } }),
      [`DELETE /api/orders/${unpaid._id}`]: () => {
        orders = [paid];
        return { body: { acknowledged: true, deletedCount: 1 } };
      },
    });
    renderWithApp(<AllOrdersPage />);
    const user = userEvent.setup({ delay: null });
    await user.click(within(await rowOf('Circular Saw')).getByRole('button', { name: /Cancel/ }));
    await waitFor(() => expect(screen.queryByText('Circular Saw')).not.toBeInTheDocument());
    expect(screen.getByText('Page 1 of 1 · 1 order')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'GET' && call.path.startsWith('/api/order?'))).toHaveLength(2);
  });

  it('keeps the order when the dialog is declined: "Your data file is safe!"', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(false);
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { user, calls } = renderAllOrders();
    await user.click(within(await rowOf('Circular Saw')).getByRole('button', { name: /Cancel/ }));
    expect(alert).toHaveBeenCalledWith('Your data file is safe!');
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
  });

  it('filters by state and pages through the list', async () => {
    const { user, calls } = renderAllOrders({
      '?page=1&limit=20&state=unpaid': { orders: [unpaid], page: 1, limit: 20, total: 41 },
      '?page=2&limit=20&state=unpaid': {
        orders: [{ ...unpaid, _id: 'aaaaaaaa-0000-4000-8000-000000000003', itemName: 'Hand Saw' }],
        page: 2,
        limit: 20,
        total: 41,
      },
    });
    await rowOf('Claw Hammer');
    await user.selectOptions(screen.getByLabelText('Show'), 'unpaid');
    expect(await screen.findByText('Page 1 of 3 · 41 orders')).toBeInTheDocument();
    expect(screen.queryByText('Claw Hammer')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Hand Saw')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3 · 41 orders')).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual(
      expect.arrayContaining(['/api/order?page=1&limit=20&state=unpaid', '/api/order?page=2&limit=20&state=unpaid']),
    );
  });

  it('says so when there are no orders, and shows a refusal as an alert', async () => {
    mockApi({ 'GET /api/order': { body: { orders: [], page: 1, limit: 20, total: 0 } } });
    const empty = renderWithApp(<AllOrdersPage />);
    expect(await screen.findByText('No orders here yet')).toBeInTheDocument();
    empty.unmount();
    mockApi({ 'GET /api/order': { status: 403, body: { message: 'You are not allowed to do that' } } });
    renderWithApp(<AllOrdersPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('You are not allowed to do that');
  });
});
