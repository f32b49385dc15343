import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { Order } from '@tools-bd/contract';
import { mockApi, renderWithApp } from '../../../test/render.tsx';
import { unpaidOrder } from '../../../test/fixtures.ts';
import { AdminOrderActions } from './AdminOrderActions.tsx';

const codOrder: Order = { ...unpaidOrder, paymentMethod: 'cod', paymentStatus: 'unpaid', balanceDue: 79.96 };

afterEach(() => vi.restoreAllMocks());

describe('the admin’s payment form on the order page', () => {
  it('offers to record a payment on a shipped cash on delivery order that still owes money', () => {
    mockApi({});
    renderWithApp(<AdminOrderActions order={{ ...codOrder, status: 'shipped' }} />);
    expect(screen.getByRole('form', { name: 'Record a payment' })).toBeInTheDocument();
  });

  it('hides it on a returned order, as on a cancelled one: such an order takes no payments', () => {
    mockApi({});
    const returned = renderWithApp(<AdminOrderActions order={{ ...codOrder, status: 'returned' }} />);
    expect(screen.queryByRole('form', { name: 'Record a payment' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Record payment' })).toBeNull();
    returned.unmount();
    renderWithApp(<AdminOrderActions order={{ ...codOrder, status: 'cancelled' }} />);
    expect(screen.queryByRole('form', { name: 'Record a payment' })).toBeNull();
  });
});

describe('the admin’s refund on the order page', () => {
  it('returns a partly paid order on account to its company’s account rather than paying it out, and takes no payment by hand', async () => {
    const calls = mockApi({ 'POST /api/orders/o1/refund': { body: unpaidOrder } });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const onAccount: Order = {
      ...unpaidOrder,
      _id: 'o1',
      status: 'confirmed',
      paymentMethod: 'on_account',
      paymentStatus: 'partially_paid',
      balanceDue: 50,
    };
    renderWithApp(<AdminOrderActions order={onAccount} />);
    expect(screen.queryByRole('form', { name: 'Record a payment' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Refund and cancel' })).toBeNull();
    expect(screen.getByText(/goes back to the account as credit/)).toBeInTheDocument();
    screen.getByRole('button', { name: 'Return to the account and cancel' }).click();
    await vi.waitFor(() => expect(calls.some((call) => call.path === '/api/orders/o1/refund')).toBe(true));
    expect(window.confirm).toHaveBeenCalledWith(expect.stringContaining('to the account and cancel the order?'));
  });
});
