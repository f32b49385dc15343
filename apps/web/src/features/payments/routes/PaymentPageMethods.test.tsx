import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order, PaymentMethod, PublicSettings } from '@tools-bd/contract';
import { tokenStorage } from '../../../lib/api.ts';
import { unpaidOrder as sharedUnpaidOrder } from '../../../test/fixtures.ts';
import { mockApi, renderWithApp } from '../../../test/render.tsx';
import PaymentPage from './PaymentPage.tsx';

const ORDER_ID = '6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
const REFERENCE = 'TBD-6F1C2D3E';
const CEILING_MESSAGE = 'Cash on delivery is available for orders up to 50,000.00 USD';
/** The shared unpaid order, as a 5-unit Circular Saw order with its own id. */
const cardOrder: Order = {
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
const settings: PublicSettings = {
  paymentMethods: ['card', 'cod', 'bank_transfer'],
  codCeiling: 50_000,
  currency: 'USD',
  bankTransferText: 'Dutch-Bangla Bank, account 123-456-789, Tools-BD Ltd',
  pricesIncludeVat: true,
  defaultLanguage: 'en',
  shop: { legalName: 'Tools-BD Ltd', address: 'Dhaka', phone: '', email: '', bin: '' },
};

/**
 * The page against a stand-in API whose PATCH …/payment-method answers `refuse` (a 400 message) or
 * switches the order; `hold` keeps that answer back until released, to see the page while it saves.
 */
function renderPage(order: Order, { refuse, hold = false }: { refuse?: string; hold?: boolean } = {}) {
  tokenStorage.set('test-token');
  let stored = order;
  const calls = mockApi({
    '/api/auth/me': { body: { email: 'rahim@example.com', name: 'Rahim Uddin', role: 'user', emailVerified: true } },
    '/api/settings': { body: settings },
    [`GET /api/orders/${ORDER_ID}`]: () => ({ body: stored }),
    '/api/payments/config': { body: { provider: 'simulator' } },
    'POST /api/create-payment-intent': { body: { clientSecret: 'pi_abc_secret_xyz' } },
    [`PATCH /api/orders/${ORDER_ID}/payment-method`]: (_url, init) => {
      if (refuse) return { status: 400, body: { message: refuse } };
      stored = {
        ...stored,
        paymentMethod: (JSON.parse(String(init?.body)) as { paymentMethod: PaymentMethod }).paymentMethod,
      };
      return { body: stored };
    },
  });
  let release = () => {};
  if (hold) {
    const answer = globalThis.fetch;
    const gate = new Promise<void>((resolve) => (release = resolve));
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'PATCH') await gate;
      return answer(input, init);
    }) as typeof fetch;
  }
  renderWithApp([{ path: '/dashboard/payment/:id', element: <PaymentPage /> }], {
    path: `/dashboard/payment/${ORDER_ID}`,
  });
  return { calls, release, user: userEvent.setup() };
}

const methodGroup = () => screen.findByRole('group', { name: 'How would you like to pay?' });

afterEach(() => vi.restoreAllMocks());

describe('switching the payment method on the payment screen', () => {
  it("offers the shop's enabled methods with the order's own checked, and switches a card order to bank transfer", async () => {
    const { calls, release, user } = renderPage(cardOrder, { hold: true });
    const group = await methodGroup();
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => (radio as HTMLInputElement).value)).toEqual(['card', 'cod', 'bank_transfer']);
    expect(within(group).getByRole('radio', { name: /Card \(Stripe\)/ })).toBeChecked();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay' })).toBeEnabled());

    await user.click(within(group).getByRole('radio', { name: /Bank transfer/ }));
    // While saving: the choice shows, the group is locked and a spinner says so.
    expect(await screen.findByText('Saving your payment method…')).toBeVisible();
    expect(within(group).getByRole('radio', { name: /Bank transfer/ })).toBeChecked();
    expect(within(group).getByRole('radio', { name: /Cash on delivery/ })).toBeDisabled();
    release();

    expect(await screen.findByRole('heading', { name: 'Pay by bank transfer' })).toBeVisible();
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([
      { method: 'PATCH', path: `/api/orders/${ORDER_ID}/payment-method`, body: { paymentMethod: 'bank_transfer' } },
    ]);
    expect(screen.getByText(REFERENCE)).toBeVisible();
    expect(await screen.findByText(settings.bankTransferText)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
    expect(screen.queryByText('Saving your payment method…')).not.toBeInTheDocument();
    expect(within(group).getByRole('radio', { name: /Bank transfer/ })).toBeEnabled();
  });

  it("shows the server's refusal of cash on delivery above the ceiling in an alert and keeps the card", async () => {
    const { user } = renderPage(cardOrder, { refuse: CEILING_MESSAGE });
    const group = await methodGroup();
    await user.click(within(group).getByRole('radio', { name: /Cash on delivery/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CEILING_MESSAGE);
    expect(within(group).getByRole('radio', { name: /Card \(Stripe\)/ })).toBeChecked();
    expect(within(group).getByRole('radio', { name: /Cash on delivery/ })).not.toBeChecked();
    expect(screen.getByRole('heading', { name: 'Card details' })).toBeVisible();
    expect(group).toHaveAttribute('aria-describedby', 'payment-method-error');
  });

  it('tells a cash-on-delivery buyer there is nothing to pay now, and asks for no card payment', async () => {
    const { calls } = renderPage({ ...cardOrder, paymentMethod: 'cod', status: 'confirmed' });
    expect(await screen.findByRole('heading', { name: 'Cash on delivery' })).toBeVisible();
    expect(screen.getByText(/You pay 229.95\$ in cash when the order is delivered/)).toBeVisible();
    expect(within(await methodGroup()).getByRole('radio', { name: /Cash on delivery/ })).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/create-payment-intent')).toBe(false);
  });

  it('tells the buyer until when the unpaid order is held: the time today, the time and day later', async () => {
    const today = new Date();
    today.setHours(14, 30, 0, 0);
    renderPage({ ...cardOrder, reservedUntil: today.toISOString() });
    expect(await screen.findByText('Held for you until 14:30')).toBeVisible();
  });

  it('names the day when the order is held beyond today', async () => {
    const later = new Date();
    later.setDate(later.getDate() + 3);
    later.setHours(9, 5, 0, 0);
    const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
    renderPage({ ...cardOrder, paymentMethod: 'bank_transfer', reservedUntil: later.toISOString() });
    expect(
      await screen.findByText(
        `Held for you until 09:05 on ${months[later.getMonth()]} ${later.getDate()}, ${later.getFullYear()}`,
      ),
    ).toBeVisible();
  });

  it('offers no switch for a paid order', async () => {
    renderPage({ ...cardOrder, paid: true, paymentStatus: 'paid', balanceDue: 0, transactionId: 'pi_done' });
    expect(await screen.findByText('This order is already paid')).toBeVisible();
    expect(screen.queryByRole('group', { name: 'How would you like to pay?' })).not.toBeInTheDocument();
  });
});
