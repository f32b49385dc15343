import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order } from '@tools-bd/contract';
import { tokenStorage } from '../../../lib/api.ts';
import { mockApi, renderWithApp } from '../../../test/render.tsx';
import SslcommerzReturnPage from './SslcommerzReturnPage.tsx';
import { SslcommerzPaymentSection } from '../components/SslcommerzPayment.tsx';

const ORDER_ID = '6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
const order = {
  _id: ORDER_ID,
  toolId: '1f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f',
  itemName: 'Circular Saw',
  customerName: 'Rahim Uddin',
  email: 'rahim@example.com',
  phone: '+880 1711-000000',
  address: '12 Test Road, Dhaka',
  price: 229.95,
  cart: 5,
  paid: false,
  transactionId: null,
  testPayment: false,
  status: 'pending',
  paymentMethod: 'sslcommerz',
  paymentStatus: 'unpaid',
  createdAt: '2026-01-02T03:04:05.000Z',
  lines: [],
} as unknown as Order;

const me = { body: { email: 'rahim@example.com', name: 'Rahim Uddin', role: 'user', emailVerified: true } };

function renderReturn(outcome: string, answers: Partial<Order & { paymentStatus: string }>[]) {
  tokenStorage.set('test-token');
  const queue = [...answers];
  const calls = mockApi({
    '/api/auth/me': me,
    [`GET /api/orders/${ORDER_ID}`]: () => ({ body: { ...order, ...(queue.length > 1 ? queue.shift() : queue[0]) } }),
  });
  renderWithApp([{ path: '/payment/sslcommerz/:outcome', element: <SslcommerzReturnPage /> }], {
    path: `/payment/sslcommerz/${outcome}?order=${ORDER_ID}`,
  });
  return calls;
}

afterEach(() => vi.restoreAllMocks());

describe('the SSLCommerz return pages', () => {
  it('follows the order after success until the shop has recorded the payment', async () => {
    const calls = renderReturn('success', [{}, { paid: true, paymentStatus: 'paid' }]);
    expect(
      await screen.findByText(
        'SSLCommerz has not confirmed the payment to the shop yet. This page refreshes by itself.',
      ),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(
        'SSLCommerz has confirmed your payment. Your order is marked as paid.',
        {},
        { timeout: 5_000 },
      ),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.path === `/api/orders/${ORDER_ID}`).length).toBeGreaterThanOrEqual(2);
    expect(screen.getByRole('link', { name: 'Go to My Orders' })).toHaveAttribute('href', '/dashboard/myOrders');
  });

  it('says so when the payment went to review, and offers no second payment', async () => {
    renderReturn('success', [{ paymentStatus: 'in_review' }]);
    expect(await screen.findByText('Payment in review')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it.each([
    ['fail', 'Payment failed', 'alert'],
    ['cancel', 'Payment cancelled', 'status'],
  ] as const)('after %s: the message, and a way back to the payment page', async (outcome, title, role) => {
    renderReturn(outcome, [{}]);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole(role)).toHaveTextContent(/nothing was charged/);
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', `/dashboard/payment/${ORDER_ID}`);
  });
});

describe("the payment page's SSLCommerz section", () => {
  it('appears when the shop takes SSLCommerz and sends the browser to its page', async () => {
    tokenStorage.set('test-token');
    const calls = mockApi({
      '/api/auth/me': me,
      '/api/settings': {
        body: {
          paymentMethods: ['card', 'sslcommerz'],
          codCeiling: 50_000,
          currency: 'USD',
          bankTransferText: '',
          pricesIncludeVat: true,
          shop: {},
        },
      },
      'POST /api/payments/sslcommerz/session': {
        body: { redirectUrl: 'https://sandbox.sslcommerz.com/gwprocess/v4/gw.php?Q=pay&SESSIONKEY=ABC' },
      },
    });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderWithApp(<SslcommerzPaymentSection order={order} />);
    const pay = await screen.findByRole('button', { name: 'Pay with SSLCommerz' });
    await userEvent.setup().click(pay);
    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://sandbox.sslcommerz.com/gwprocess/v4/gw.php?Q=pay&SESSIONKEY=ABC'),
    );
    expect(calls.find((call) => call.path === '/api/payments/sslcommerz/session')?.body).toEqual({ orderId: ORDER_ID });
    expect(await screen.findByText('Taking you to SSLCommerz…')).toBeInTheDocument();
    vi.unstubAllGlobals();
  });

  it('is absent when the shop does not take SSLCommerz', async () => {
    tokenStorage.set('test-token');
    const calls = mockApi({
      '/api/auth/me': me,
      '/api/settings': {
        body: {
          paymentMethods: ['card', 'cod'],
          codCeiling: 50_000,
          currency: 'USD',
          bankTransferText: '',
          pricesIncludeVat: true,
          shop: {},
        },
      },
    });
    renderWithApp(<SslcommerzPaymentSection order={order} />);
    await vi.waitFor(() => expect(calls.some((call) => call.path === '/api/settings')).toBe(true));
    await vi.waitFor(() => expect(screen.queryByRole('region')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Pay with SSLCommerz' })).not.toBeInTheDocument();
  });
});
