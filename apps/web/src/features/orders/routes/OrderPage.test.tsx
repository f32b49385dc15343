import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order, OrderEvent } from '@tools-bd/contract';
import { tokenStorage } from '../../../lib/api.ts';
import { mockApi, renderWithApp } from '../../../test/render.tsx';
import { testCustomer, unpaidOrder } from '../../../test/fixtures.ts';
import { inBangla } from '../../../test/bangla.tsx';
import OrderPage from './OrderPage.tsx';

const bankOrder: Order = { ...unpaidOrder, paymentMethod: 'bank_transfer' };
const events: OrderEvent[] = [
  {
    at: '2026-05-01T10:00:00.000Z',
    actor: 'customer',
    type: 'placed',
    from: null,
    to: 'pending',
    note: 'bank_transfer',
  },
];

function renderOrder(
  account: typeof testCustomer,
  order: Order = bankOrder,
  wrap: (page: React.ReactElement) => React.ReactElement = (page) => page,
) {
  tokenStorage.set('token');
  const calls = mockApi({
    '/api/auth/me': { body: account },
    [`GET /api/orders/${order._id}`]: { body: order },
    [`GET /api/orders/${order._id}/events`]: { body: events },
    'GET /api/settings': {
      body: {
        paymentMethods: ['card', 'bank_transfer'],
        codCeiling: 50_000,
        currency: 'USD',
        bankTransferText: 'Dutch-Bangla Bank, account 123-456',
        pricesIncludeVat: true,
        shop: { legalName: 'Tools-BD', address: '', phone: '', email: '', bin: '' },
      },
    },
    [`POST /api/orders/${order._id}/payments`]: { body: { ...order, paymentStatus: 'partially_paid', balanceDue: 40 } },
  });
  const view = renderWithApp([{ path: '/dashboard/orders/:id', element: wrap(<OrderPage />) }], {
    path: `/dashboard/orders/${order._id}`,
  });
  return { ...view, calls, user: userEvent.setup() };
}

describe('the order page', () => {
  afterEach(() => {
    tokenStorage.clear();
    vi.restoreAllMocks();
  });

  it('shows the buyer the bank account, the reference to quote and the timeline, without the admin actions', async () => {
    renderOrder(testCustomer);
    expect(await screen.findByRole('heading', { name: 'Order TBD-AAAAAAAA' })).toBeInTheDocument();
    const bank = await screen.findByRole('region', { name: 'How to pay by bank transfer' });
    expect(within(bank).getByText('TBD-AAAAAAAA')).toBeInTheDocument();
    expect(await within(bank).findByText('Dutch-Bangla Bank, account 123-456')).toBeInTheDocument();
    const timeline = await screen.findByRole('list', { name: 'Order timeline' });
    expect(within(timeline).getByText('Order placed: Pending')).toBeInTheDocument();
    expect(within(timeline).getByText('Bank transfer')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('shows the buyer a pending cash on delivery order as awaiting confirmation; the admin can confirm it', async () => {
    const codOrder: Order = { ...unpaidOrder, paymentMethod: 'cod' };
    const view = renderOrder(testCustomer, codOrder);
    expect(await screen.findByText('Awaiting confirmation')).toBeInTheDocument();
    view.unmount();
    renderOrder({ ...testCustomer, email: 'admin@example.com', role: 'admin' }, codOrder);
    const form = await screen.findByRole('form', { name: 'Change the status' });
    expect(within(form).getByText(/call the buyer, then confirm/)).toBeInTheDocument();
    expect(
      within(form)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose…', 'Confirmed', 'Cancelled']);
  });

  it('lets an admin record part of a bank transfer', async () => {
    const { user, calls } = renderOrder({ ...testCustomer, email: 'admin@example.com', role: 'admin' });
    const form = await screen.findByRole('form', { name: 'Record a payment' });
    await user.clear(within(form).getByLabelText('Amount'));
    await user.type(within(form).getByLabelText('Amount'), '39.96');
    await user.type(within(form).getByLabelText('Reference (bank or receipt)'), 'DBBL-1');
    await user.click(within(form).getByRole('button', { name: 'Record payment' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'POST',
        path: `/api/orders/${bankOrder._id}/payments`,
        body: { amount: 39.96, reference: 'DBBL-1' },
      }),
    );
  });
  it('on a Bangla screen names the customer on the timeline in Bangla and takes a payment in Bengali digits', async () => {
    const admin = { ...testCustomer, email: 'admin@example.com', role: 'admin' as const };
    const { user, calls } = renderOrder(admin, bankOrder, inBangla);
    const timeline = await screen.findByRole('list', { name: 'অর্ডারের টাইমলাইন' });
    expect(within(timeline).getByText(/· ক্রেতা$/)).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'পেমেন্ট জমা করুন' });
    const amount = within(form).getByRole('spinbutton', { name: 'টাকার পরিমাণ' });
    await user.clear(amount);
    await user.type(amount, '৩৯.৯৬');
    await user.click(within(form).getByRole('button', { name: 'পেমেন্ট জমা করুন' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'POST',
        path: `/api/orders/${bankOrder._id}/payments`,
        body: { amount: 39.96, reference: '' },
      }),
    );
  });

  it('links the invoice and the credit note once issued, and shows net and VAT', async () => {
    const credited: Order = {
      ...bankOrder,
      status: 'cancelled',
      net: 69.53,
      vat: 10.43,
      invoiceNumber: 'INV-2026-27-000007',
      invoiceIssuedAt: '2026-05-01T11:00:00.000Z',
      creditNoteNumber: 'CN-2026-27-000002',
      creditNoteIssuedAt: '2026-05-02T11:00:00.000Z',
    };
    renderOrder(testCustomer, credited);
    expect(
      await screen.findByRole('button', { name: 'Download tax invoice INV-2026-27-000007 (PDF)' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download credit note CN-2026-27-000002 (PDF)' })).toBeInTheDocument();
    expect(screen.getByText('69.53$ · 10.43$')).toBeInTheDocument();
  });

  it('offers no document before the invoice is issued', async () => {
    renderOrder(testCustomer);
    expect(await screen.findByRole('heading', { name: 'Order TBD-AAAAAAAA' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Download tax invoice/ })).not.toBeInTheDocument();
  });
});
