import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CartView, Company } from '@tools-bd/contract';
import { mockApi, renderWithApp } from '../../../test/render.tsx';
import { tokenStorage } from '../../../lib/api.ts';
import { hammerLine, testCustomer, unpaidOrder } from '../../../test/fixtures.ts';
import { inBangla } from '../../../test/bangla.tsx';
import { setShopCurrency } from '../../../lib/money.ts';
import CheckoutPage from './CheckoutPage.tsx';

const cart: CartView = { lines: [hammerLine], itemCount: 42, subtotal: 10_500 };
type Answer = { status: number; body: unknown };

/** An approved company on net 30; `onAccount` as the server's credit check answers it. */
const companyOnAccount = (onAccount: Company['onAccount']): Company => ({
  _id: 'c1',
  name: 'Karim Hardware',
  bin: null,
  phone: '01711000000',
  address: '12 Nawabpur Road',
  district: 'Dhaka',
  tradeLicense: null,
  status: 'approved',
  priceListId: null,
  requirePoNumber: false,
  paymentTerms: 'net_30',
  creditLimit: 50_000,
  balance: 50_000 - onAccount.available,
  available: onAccount.available,
  onAccount,
  members: [],
});

/** Checkout answers one after another from `answers`; each request's Idempotency-Key is kept. */
function renderCheckout(
  answers: Answer[],
  {
    quote = { zone: 'Outside Dhaka', weightGrams: 42_000, fee: 1_170 },
    bangla = false,
    company,
  }: { quote?: object; bangla?: boolean; company?: Company } = {},
) {
  tokenStorage.set('token');
  const keys: (string | undefined)[] = [];
  const calls = mockApi({
    '/api/auth/me': { body: testCustomer },
    'GET /api/cart': { body: cart },
    'GET /api/shipping/quote': { body: quote },
    ...(company ? { 'GET /api/companies/mine': { body: company } } : {}),
    'POST /api/checkout': (_url, init) => {
      keys.push((init?.headers as Record<string, string>)['idempotency-key']);
      return answers.shift();
    },
  });
  const view = renderWithApp(
    [
      { path: '/checkout', element: bangla ? inBangla(<CheckoutPage />) : <CheckoutPage /> },
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
    // The zone has no free-delivery threshold: nothing said about one.
    expect(screen.queryByText(/Free delivery above/)).toBeNull();
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

  it("tells the buyer the zone's free-delivery threshold when it has one", async () => {
    const { user } = renderCheckout([], {
      quote: { zone: 'Outside Dhaka', weightGrams: 42_000, fee: 1_170, freeAbove: 15_000 },
    });
    await fillDelivery(user);
    expect(await screen.findByText('Free delivery above 15000.00$')).toBeInTheDocument();
  });
});

describe('checkout on account', () => {
  const onAccountRadio = () => screen.findByRole('radio', { name: /On account \(net 30\)/ });

  it('offers it with the available credit and places the order on account when the total with delivery fits', async () => {
    const { user, calls } = renderCheckout([{ status: 201, body: { order: unpaidOrder } }], {
      company: companyOnAccount({ available: 11_670, overdueBlocked: false }),
    });
    await fillDelivery(user);
    await screen.findByText('Delivery (Outside Dhaka)');
    const radio = await onAccountRadio();
    // 10500.00 + the fee of 1170.00 is exactly what is available.
    expect(radio).toBeEnabled();
    expect(radio).toHaveAccessibleDescription('Available credit: 11670.00$');
    await user.click(radio);
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await screen.findByRole('heading', { name: 'My Orders page' });
    expect(calls.find((call) => call.path === '/api/checkout')?.body).toMatchObject({ paymentMethod: 'on_account' });
  });

  it('disables it with the reason once the delivery fee takes the order past the available credit, and falls back to card', async () => {
    const { user, calls } = renderCheckout([{ status: 201, body: { order: unpaidOrder } }], {
      company: companyOnAccount({ available: 11_000, overdueBlocked: false }),
    });
    await screen.findByRole('heading', { name: 'Order summary' });
    // The goods alone (10500.00) fit: it can be chosen before the district is known.
    const radio = await onAccountRadio();
    await user.click(radio);
    expect(radio).toBeChecked();
    await fillDelivery(user);
    await waitFor(() => expect(radio).toBeDisabled());
    expect(radio).toHaveAccessibleDescription('This order is more than your available credit (11000.00$).');
    expect(radio).not.toBeChecked();
    expect(screen.getByRole('radio', { name: /card/i })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await screen.findByRole('heading', { name: 'My Orders page' });
    expect(calls.find((call) => call.path === '/api/checkout')?.body).toMatchObject({ paymentMethod: 'card' });
  });

  it('disables it while the account has overdue invoices, whatever the credit left', async () => {
    renderCheckout([], { company: companyOnAccount({ available: 40_000, overdueBlocked: true }) });
    const radio = await onAccountRadio();
    expect(radio).toBeDisabled();
    expect(radio).toHaveAccessibleDescription('Your account has overdue invoices: pay them to buy on account again.');
  });

  it('says why in Bangla', async () => {
    renderCheckout([], { company: companyOnAccount({ available: 40_000, overdueBlocked: true }), bangla: true });
    const radio = await screen.findByRole('radio', { name: /বাকিতে/ });
    expect(radio).toBeDisabled();
    expect(radio).toHaveAccessibleDescription(
      'আপনার অ্যাকাউন্টে মেয়াদ পেরোনো বকেয়া ইনভয়েস আছে: আবার বাকিতে কিনতে আগে সেগুলো পরিশোধ করুন।',
    );
  });
});

describe('the checkout page in Bangla', () => {
  afterEach(() => setShopCurrency('USD'));

  it('shows its words, the fee and the free-delivery threshold in Bangla', async () => {
    setShopCurrency('BDT');
    renderCheckout([], {
      quote: { zone: 'Outside Dhaka', weightGrams: 42_000, fee: 1_170, freeAbove: 15_000 },
      bangla: true,
    });
    await screen.findByRole('heading', { level: 2, name: 'ডেলিভারি' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('চেকআউট');
    expect(screen.getByLabelText('নাম')).toHaveValue('Rahim Uddin');
    expect(screen.getByLabelText('ঠিকানা')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'অর্ডার দিন' })).toBeInTheDocument();
    await userEvent.setup().selectOptions(screen.getByLabelText('জেলা'), 'Chattogram');
    expect(await screen.findByText('১৫,০০০.০০৳-এর বেশি কেনাকাটায় ফ্রি ডেলিভারি')).toBeInTheDocument();
  });
});
