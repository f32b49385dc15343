import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CartView } from '@tools-bd/contract';
import { mockApi, renderWithApp } from '../../../test/render.tsx';
import { tokenStorage } from '../../../lib/api.ts';
import { hammerLine, testCustomer, unpaidOrder } from '../../../test/fixtures.ts';
import CheckoutPage from './CheckoutPage.tsx';

const cart: CartView = { lines: [hammerLine], itemCount: 42, subtotal: 10_500 };
type Answer = { status: number; body: unknown };

/** Checkout answers one after another from `answers`; each request's Idempotency-Key is kept. */
function renderCheckout(answers: Answer[]) {
  tokenStorage.set('token');
  const keys: (string | undefined)[] = [];
  const calls = mockApi({
    '/api/auth/me': { body: testCustomer },
    'GET /api/cart': { body: cart },
    'GET /api/shipping/quote': { body: { zone: 'Outside Dhaka', weightGrams: 42_000, fee: 1_170 } },
    'POST /api/checkout': (_url, init) => {
      keys.push((init?.headers as Record<string, string>)['idempotency-key']);
      return answers.shift();
    },
  });
  const view = renderWithApp(
    [
      { path: '/checkout', element: <CheckoutPage /> },
      { path: '/dashboard/myOrders', element: <h1>My Orders page</h1> },
    ],
    { path: '/checkout' },
  );
  return { ...view, calls, keys, user: userEvent.setup() };
}

async function fillDelivery(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('heading', { name: 'Order summary' });
  expect(screen.getByLabelText('Name')).toHaveValue('Rahim Uddin');
  await user.type(screen.getByLabelText('Phone'), '+880 1711-000000');
  await user.type(screen.getByLabelText('Address'), '12 Station Road');
  await user.selectOptions(screen.getByLabelText('District'), 'Chattogram');
}

describe('the checkout page', () => {
  it('shows the order summary and sends the delivery details with an Idempotency-Key, then opens My Orders', async () => {
    const { user, calls, keys } = renderCheckout([{ status: 201, body: { order: { ...unpaidOrder, lines: [] } } }]);
    await fillDelivery(user);
    expect(screen.getByText('42 × 250.00$')).toBeInTheDocument();
    expect(screen.getByText('Total (42 items)')).toBeInTheDocument();
    // The fee of the cart to the district, and the total with it: 10500.00 + 1170.00.
    expect(await screen.findByText('Delivery (Outside Dhaka)')).toBeInTheDocument();
    expect(screen.getByText('Total with delivery').nextSibling).toHaveTextContent('11670.00$');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('heading', { name: 'My Orders page' })).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/checkout')?.body).toEqual({
      customerName: 'Rahim Uddin',
      phone: '+8801711000000',
      address: '12 Station Road',
      district: 'Chattogram',
      paymentMethod: 'card',
    });
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
  });

  it('retries a failed attempt with the same key, and starts a new attempt (new key) after a refusal', async () => {
    const { user, keys } = renderCheckout([
      { status: 503, body: { message: 'The shop is busy, try again' } },
      { status: 409, body: { message: 'Some lines of your cart can not be ordered as they are', lines: [] } },
      { status: 201, body: { order: unpaidOrder } },
    ]);
    await fillDelivery(user);
    const placeOrder = screen.getByRole('button', { name: 'Place order' });
    await user.click(placeOrder);
    expect(await screen.findByText('The shop is busy, try again')).toBeInTheDocument();
    await user.click(placeOrder);
    expect(await screen.findByText('Some lines of your cart can not be ordered as they are')).toBeInTheDocument();
    await waitFor(() => expect(placeOrder).toBeEnabled());
    await user.click(placeOrder);
    expect(await screen.findByRole('heading', { name: 'My Orders page' })).toBeInTheDocument();
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('checks the form with the contract before sending', async () => {
    const { user, calls } = renderCheckout([]);
    await screen.findByRole('heading', { name: 'Order summary' });
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('Phone is required')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });
});
