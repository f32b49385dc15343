import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order } from '@tools-bd/contract';
import { tokenStorage } from '../../../lib/api.ts';
import { unpaidOrder as sharedUnpaidOrder } from '../../../test/fixtures.ts';
import { mockApi, renderWithApp } from '../../../test/render.tsx';
import PaymentPage from './PaymentPage.tsx';

const ORDER_ID = '6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
/** The shared unpaid order, as a 5-unit Circular Saw order with its own id. */
const unpaidOrder: Order = {
  ...sharedUnpaidOrder,
  _id: ORDER_ID,
  toolId: '1f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f',
  itemName: 'Circular Saw',
  address: '12 Test Road, Dhaka',
  price: 229.95,
  net: 229.95,
  cart: 5,
  createdAt: '2026-01-02T03:04:05.000Z',
  lines: [
    {
      toolId: '1f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f',
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
  balanceDue: 229.95,
};

function renderPage(order: Order, confirmAnswers: unknown[] = []) {
  tokenStorage.set('test-token');
  let stored = order;
  const answers = [...confirmAnswers];
  const calls = mockApi({
    '/api/auth/me': { body: { email: 'rahim@example.com', name: 'Rahim Uddin', role: 'user', emailVerified: true } },
    [`GET /api/orders/${ORDER_ID}`]: () => ({ body: stored }),
    '/api/payments/config': { body: { provider: 'simulator' } },
    'POST /api/create-payment-intent': { body: { clientSecret: 'pi_abc_secret_xyz' } },
    'POST /api/payments/simulator/confirm': () => ({ body: answers.shift() }),
    [`PATCH /api/orders/${ORDER_ID}`]: () => {
      stored = { ...stored, paid: true, paymentStatus: 'paid', balanceDue: 0, transactionId: 'pi_abc' };
      return { body: stored };
    },
  });
  const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
  renderWithApp([{ path: '/dashboard/payment/:id', element: <PaymentPage /> }], {
    path: `/dashboard/payment/${ORDER_ID}`,
  });
  return { calls, alert, user: userEvent.setup() };
}

async function fillCard(user: ReturnType<typeof userEvent.setup>, number: string) {
  const field = screen.getByLabelText('Card number');
  await user.clear(field);
  await user.type(field, number);
  const expiry = screen.getByLabelText('Expiry (MM/YY)');
  await user.clear(expiry);
  await user.type(expiry, '1230');
  const cvc = screen.getByLabelText('CVC');
  await user.clear(cvc);
  await user.type(cvc, '123');
}

afterEach(() => vi.restoreAllMocks());

describe('the payment screen', () => {
  it('shows the order, refuses a declined card in red, then takes a good card and records the payment', async () => {
    const { calls, alert, user } = renderPage(unpaidOrder, [
      {
        error: {
          type: 'card_error',
          code: 'card_declined',
          decline_code: 'generic_decline',
          message: 'Your card was declined.',
        },
      },
      { paymentIntent: { id: 'pi_abc', status: 'succeeded' } },
    ]);

    expect(await screen.findByRole('heading', { name: 'Please pay for Circular Saw' })).toBeVisible();
    expect(screen.getByText('229.95$')).toBeVisible();
    expect(screen.getByText('5')).toBeVisible();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay' })).toBeEnabled());
    expect(calls.find((call) => call.path === '/api/create-payment-intent')?.body).toEqual({ orderId: ORDER_ID });

    await fillCard(user, '4000 0000 0000 0002');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Your card was declined.');
    expect(failure).toHaveClass('text-danger');
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);

    await fillCard(user, '4242 4242 4242 4242');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('Congrats, Your payment is compelete')).toBeVisible();
    expect(screen.getByText('pi_abc')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Congratulations! Your payment is done'));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
        orders: ORDER_ID,
        transactionId: 'pi_abc',
      }),
    );
    expect(await screen.findByText('Your order is marked as paid.')).toBeVisible();
    expect(alert).toHaveBeenCalledTimes(1);
    expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Go to My Orders' })).toHaveAttribute('href', '/dashboard/myOrders');
  });

  it('asks for no payment intent and shows no card form for an order already paid', async () => {
    const { calls } = renderPage({
      ...unpaidOrder,
      paid: true,
      paymentStatus: 'paid',
      balanceDue: 0,
      transactionId: 'pi_done',
    });
    expect(await screen.findByText('This order is already paid')).toBeVisible();
    expect(screen.getByText('pi_done')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/create-payment-intent')).toBe(false);
  });
});
