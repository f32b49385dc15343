import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order, Tool } from '@tools-bd/contract';
import { mockApi, renderWithApp } from '../../../test/render.tsx';
import { tokenStorage } from '../../../lib/api.ts';
import { setShopPricesIncludeVat } from '../../../lib/money.ts';
import { wholesaleTool } from '../../../test/fixtures.ts';
import { inBangla } from '../../../test/bangla.tsx';
import PurchasePage from './PurchasePage.tsx';

const tool: Tool = {
  _id: '11111111-1111-4111-8111-111111111111',
  name: 'Circular Saw',
  img: '/images/tools/circular-saw.svg',
  imgVariants: [],
  description: 'A saw',
  price: 45.99,
  availableItem: 8,
  minPurse: 5,
  slug: 'circular-saw',
  brand: { name: 'Bosch', slug: 'bosch' },
  category: { name: 'Power Saws', slug: 'power-saws' },
  sku: 'PT-CSAW-185',
  packSize: 1,
  maxPerOrder: null,
  priceBreaks: [],
  vatRate: 15,
  weightGrams: 3_200,
};
const account = { email: 'rahim@example.com', name: 'Rahim Uddin', role: 'user', emailVerified: true };

function renderPurchase(
  overrides: Partial<Tool> = {},
  orderAnswer: { status: number; body: unknown } = { status: 201, body: {} as Order },
  wrap: (page: React.ReactElement) => React.ReactElement = (page) => page,
) {
  tokenStorage.set('token');
  const calls = mockApi({
    '/api/auth/me': { body: account },
    [`/api/tools/${tool._id}`]: { body: { ...tool, ...overrides } },
    'POST /api/orders': orderAnswer,
    'GET /api/cart': { body: { lines: [], itemCount: 0, subtotal: 0 } },
    [`PUT /api/cart/lines/${tool._id}`]: { body: { lines: [], itemCount: 0, subtotal: 0 } },
  });
  const view = renderWithApp(
    [
      { path: '/purchases/:Id', element: wrap(<PurchasePage />) },
      { path: '/dashboard/myOrders', element: <h1>My Orders page</h1> },
    ],
    { path: `/purchases/${tool._id}` },
  );
  return { ...view, calls, user: userEvent.setup() };
}

/** Types a new quantity over the old one, as a buyer would. */
async function retype(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.type(field, text);
}

describe('the purchase page', () => {
  it('starts at the minimum purchase and blocks − there and + at the stock, with the sketch messages', async () => {
    const { user } = renderPurchase();
    const quantity = await screen.findByLabelText('Quantity');
    expect(quantity).toHaveValue(5);
    expect(screen.getByText('Item you selected is Avialable')).toBeInTheDocument();
    expect(screen.getByText('229.95$')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    expect(quantity).toHaveValue(5);
    expect(screen.getByText('Follow the minimum order')).toBeInTheDocument();

    for (let step = 0; step < 3; step += 1) await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(quantity).toHaveValue(8);
    expect(screen.queryByText('Follow the minimum order')).not.toBeInTheDocument();
    expect(screen.getByText('367.92$')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(quantity).toHaveValue(8);
    expect(screen.getByRole('alert')).toHaveTextContent('You can not select more then available');
    expect(screen.getByRole('button', { name: 'Purchase' })).toBeEnabled();
  });

  it('disables Purchase for a typed quantity outside minPurse..availableItem', async () => {
    const { user } = renderPurchase();
    const quantity = await screen.findByLabelText('Quantity');
    const purchase = screen.getByRole('button', { name: 'Purchase' });

    await retype(user, quantity, '4');
    expect(screen.getByText('Follow the minimum quantity')).toBeInTheDocument();
    expect(purchase).toBeDisabled();

    await retype(user, quantity, '9');
    expect(screen.getByText('You can not select more then available')).toBeInTheDocument();
    expect(purchase).toBeDisabled();

    await user.clear(quantity);
    expect(purchase).toBeDisabled();

    await user.type(quantity, '6');
    expect(screen.getByText('Item you selected is Avialable')).toBeInTheDocument();
    expect(purchase).toBeEnabled();
  });

  it("refuses before sending what the server's rule refuses: a fraction, a total one order cannot carry", async () => {
    const { user } = renderPurchase({ price: 1_000_000, availableItem: 5_000, minPurse: 1 });
    const quantity = await screen.findByLabelText('Quantity');
    const purchase = screen.getByRole('button', { name: 'Purchase' });

    const refusals = [
      ['2.5', 'Quantity must be a whole number'],
      // 22 × 1,000,000.00$ is more cents than an order's 32-bit total holds.
      ['22', 'This order is too large, please order a smaller quantity'],
    ] as const;
    for (const [typed, message] of refusals) {
      await retype(user, quantity, typed);
      expect(screen.getByText(message)).toBeInTheDocument();
      expect(purchase).toBeDisabled();
    }

    await retype(user, quantity, '21');
    expect(screen.getByText('21000000.00$')).toBeInTheDocument();
    expect(purchase).toBeEnabled();
  });

  it('sends the tool, quantity and form (never a price) and then opens My Orders', async () => {
    const { user, calls } = renderPurchase();
    await screen.findByLabelText('Quantity');
    expect(screen.getByLabelText('Name')).toHaveValue('Rahim Uddin');
    expect(screen.getByLabelText('Email')).toHaveValue('rahim@example.com');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');

    await user.click(screen.getByRole('button', { name: 'Purchase' }));
    expect(await screen.findByText('Phone is required')).toBeInTheDocument();
    expect(screen.getByText('Address is required')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.type(screen.getByLabelText('Phone'), '+880 1711-000000');
    await user.type(screen.getByLabelText('Address'), '12 Test Road, Dhaka');
    await user.selectOptions(screen.getByLabelText('District'), 'Dhaka');
    await user.click(screen.getByRole('button', { name: 'Purchase' }));

    expect(await screen.findByRole('heading', { name: 'My Orders page' })).toBeInTheDocument();
    const order = calls.find((call) => call.method === 'POST' && call.path === '/api/orders');
    expect(order?.body).toEqual({
      toolId: tool._id,
      cart: 6,
      customerName: 'Rahim Uddin',
      email: 'rahim@example.com',
      phone: '+8801711000000',
      address: '12 Test Road, Dhaka',
      district: 'Dhaka',
    });
  });

  it('on a Bangla page sends a quantity and a phone typed in Bengali digits as numbers', async () => {
    const { user, calls } = renderPurchase({}, undefined, inBangla);
    const quantity = await screen.findByRole('spinbutton', { name: 'পরিমাণ' });
    await retype(user, quantity, '৭');
    await user.type(screen.getByLabelText('ফোন'), '০১৭১১-০০০০০০');
    await user.type(screen.getByLabelText('ঠিকানা'), '১২ টেস্ট রোড, ঢাকা');
    await user.selectOptions(screen.getByLabelText('জেলা'), 'Dhaka');
    await user.click(screen.getByRole('button', { name: 'কিনুন' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ cart: 7, phone: '+8801711000000' });
  });

  it("shows the server's refusal and stays on the page", async () => {
    // Someone else bought the last units between loading the page and pressing Purchase.
    const { user } = renderPurchase({}, { status: 409, body: { message: 'Sorry, this item is sold out' } });
    await screen.findByLabelText('Quantity');
    await user.type(screen.getByLabelText('Phone'), '+880 1711-000000');
    await user.type(screen.getByLabelText('Address'), '12 Test Road, Dhaka');
    await user.selectOptions(screen.getByLabelText('District'), 'Dhaka');
    await user.click(screen.getByRole('button', { name: 'Purchase' }));
    expect(await screen.findByText('Sorry, this item is sold out')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'My Orders page' })).not.toBeInTheDocument();
  });

  it('says a sold-out tool is sold out and offers no purchase', async () => {
    renderPurchase({ availableItem: 3 });
    expect(await screen.findByText('Sorry, this item is sold out')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Purchase' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  });

  it('names the tab after the tool', async () => {
    renderPurchase();
    await waitFor(() => expect(document.title).toBe('Purchase Circular Saw | Tools-BD'));
  });

  describe('a wholesale tool (the issue example)', () => {
    const wholesale = { ...wholesaleTool, _id: tool._id };
    const unitPrice = () => screen.getByText('Unit price:').querySelector('output');
    const totalPrice = () => screen.getByText('Total price:').querySelector('output');

    it('starts at the minimum, steps by whole packs, and prices each quantity by its break', async () => {
      const { user } = renderPurchase(wholesale);
      const quantity = await screen.findByLabelText('Quantity');
      expect(quantity).toHaveValue(12);
      expect(totalPrice()).toHaveTextContent('3000.00$');
      expect(screen.getByText('Add 36 more to pay 235.00$ each')).toBeInTheDocument();
      const prices = screen.getByRole('table', { name: 'Volume prices' });
      expect(prices).toHaveTextContent('12+ (your price)250.00$');
      expect(prices).toHaveTextContent('48+235.00$');
      expect(prices).toHaveTextContent('144+220.00$');

      await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
      expect(quantity).toHaveValue(18);
      await retype(user, quantity, '42');
      expect(totalPrice()).toHaveTextContent('10500.00$');
      expect(unitPrice()).toHaveTextContent('250.00$');
      expect(screen.getByText('Add 6 more to pay 235.00$ each')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
      expect(quantity).toHaveValue(48);
      expect(unitPrice()).toHaveTextContent('235.00$');
      expect(totalPrice()).toHaveTextContent('11280.00$');
      expect(prices).toHaveTextContent('48+ (your price)235.00$');
      await retype(user, quantity, '144');
      expect(totalPrice()).toHaveTextContent('31680.00$');
      expect(screen.queryByText(/^Add \d+ more/)).not.toBeInTheDocument();
    });

    it('refuses 10, 47 and 606 with the shop wording, and + stops at the cap', async () => {
      const { user } = renderPurchase(wholesale);
      const quantity = await screen.findByLabelText('Quantity');
      for (const [typed, message] of [
        ['10', 'Follow the minimum quantity'],
        ['47', 'Order in packs of 6'],
        ['606', 'At most 600 per order'],
      ] as const) {
        await retype(user, quantity, typed);
        expect(screen.getByText(message)).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Purchase' })).toBeDisabled();
        expect(screen.getByRole('button', { name: 'Add to cart: Claw Hammer 16 oz' })).toBeDisabled();
      }
      await retype(user, quantity, '600');
      await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
      expect(quantity).toHaveValue(600);
      expect(screen.getByRole('alert')).toHaveTextContent('At most 600 per order');
    });

    it('adds the chosen quantity to the cart', async () => {
      const { user, calls } = renderPurchase(wholesale);
      const quantity = await screen.findByLabelText('Quantity');
      await retype(user, quantity, '48');
      await user.click(screen.getByRole('button', { name: 'Add to cart: Claw Hammer 16 oz' }));
      expect(await screen.findByText('48 added to your cart')).toBeInTheDocument();
      expect(calls.find((call) => call.method === 'PUT')).toEqual({
        method: 'PUT',
        path: `/api/cart/lines/${tool._id}`,
        body: { quantity: 48 },
      });
    });
  });
});

describe('the purchase page and VAT', () => {
  afterEach(() => setShopPricesIncludeVat(true));

  it('shows the VAT the total holds, or the VAT it adds when the shop lists prices without VAT', async () => {
    renderPurchase({ price: 33.33, minPurse: 7, availableItem: 50, vatRate: 15 });
    // 7 × 33.33 = 233.31, which holds 30.43 at 15 %.
    expect(await screen.findByText('Includes VAT 30.43$ (15 %)')).toBeInTheDocument();
    expect(screen.getByText('233.31$')).toBeInTheDocument();

    act(() => setShopPricesIncludeVat(false));
    // Added on top: 34.9965 → 35.00, total 268.31 (what the order will cost).
    expect(await screen.findByText('With VAT 35.00$ (15 %)')).toBeInTheDocument();
    expect(screen.getByText('268.31$')).toBeInTheDocument();
  });
});
