import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CartView } from '@tools-bd/contract';
import { mockApi, renderWithApp } from '../../../test/render.tsx';
import { tokenStorage } from '../../../lib/api.ts';
import { hammerLine, testCustomer, wholesaleTool } from '../../../test/fixtures.ts';
import { inBangla } from '../../../test/bangla.tsx';
import CartPage from './CartPage.tsx';

const sawLine = {
  ...hammerLine,
  toolId: '33333333-3333-4333-8333-333333333333',
  sku: 'PT-CSAW-185',
  name: 'Circular Saw',
  quantity: 10,
  unitPrice: 45.99,
  lineTotal: 459.9,
  packSize: 1,
  minPurse: 1,
  maxPerOrder: null,
  availableItem: 4,
  nextBreak: null,
  problem: 'You can not select more then available',
};

const cartOf = (lines: CartView['lines']): CartView => ({
  lines,
  itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
  subtotal: lines.reduce((sum, line) => sum + line.lineTotal, 0),
});

function renderAccountCart(initial: CartView, wrap: (page: React.ReactElement) => React.ReactElement = (page) => page) {
  tokenStorage.set('token');
  let cart = initial;
  const calls = mockApi({
    '/api/auth/me': { body: testCustomer },
    'GET /api/cart': () => ({ body: cart }),
    [`PUT /api/cart/lines/${hammerLine.toolId}`]: (_url, init) => {
      const { quantity } = JSON.parse(String(init?.body)) as { quantity: number };
      const changed = {
        ...hammerLine,
        quantity,
        unitPrice: 235,
        lineTotal: quantity * 235,
        nextBreak: { minQuantity: 144, price: 220 },
      };
      cart = cartOf(cart.lines.map((line) => (line.toolId === changed.toolId ? changed : line)));
      return { body: cart };
    },
    [`DELETE /api/cart/lines/${sawLine.toolId}`]: () => {
      cart = cartOf(cart.lines.filter((line) => line.toolId !== sawLine.toolId));
      return { body: cart };
    },
  });
  const view = renderWithApp([{ path: '/cart', element: wrap(<CartPage />) }], { path: '/cart' });
  return { ...view, calls, user: userEvent.setup() };
}

const lineItem = (name: string) => screen.getByRole('heading', { name }).closest('li') as HTMLElement;

describe('the cart page', () => {
  it("shows each line with its price, next break and problem in red, the subtotal, and holds Checkout while a line can't be ordered", async () => {
    renderAccountCart(cartOf([hammerLine, sawLine]));
    expect(await screen.findByRole('heading', { name: 'Claw Hammer 16 oz' })).toBeInTheDocument();
    const hammer = within(lineItem('Claw Hammer 16 oz'));
    expect(hammer.getByLabelText('Quantity of Claw Hammer 16 oz')).toHaveValue(42);
    expect(hammer.getByText('10500.00$')).toBeInTheDocument();
    expect(hammer.getByText('Add 6 more to pay 235.00$ each')).toBeInTheDocument();
    const saw = within(lineItem('Circular Saw'));
    expect(saw.getByText('You can not select more then available')).toHaveClass('text-danger');
    expect(screen.getByText('10959.90$')).toBeInTheDocument();
    expect(screen.getByText('Some lines of your cart can not be ordered as they are')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Checkout' })).not.toBeInTheDocument();
  });

  it('moves a line by whole packs and saves it; Remove takes a line out; then Checkout opens', async () => {
    const { user, calls } = renderAccountCart(cartOf([hammerLine, sawLine]));
    await screen.findByRole('heading', { name: 'Claw Hammer 16 oz' });
    await user.click(
      within(lineItem('Claw Hammer 16 oz')).getByRole('button', { name: 'Increase quantity of Claw Hammer 16 oz' }),
    );
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([{ quantity: 48 }]),
    );
    expect(await within(lineItem('Claw Hammer 16 oz')).findByText('11280.00$')).toBeInTheDocument();
    expect(within(lineItem('Claw Hammer 16 oz')).getByText('Add 96 more to pay 220.00$ each')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Circular Saw' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Circular Saw' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');
  });

  it('tells a typed quantity the rules refuse and does not send it', async () => {
    const { user, calls } = renderAccountCart(cartOf([hammerLine]));
    const quantity = await screen.findByLabelText('Quantity of Claw Hammer 16 oz');
    await user.clear(quantity);
    await user.type(quantity, '47');
    expect(await screen.findByText('Order in packs of 6')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('names a line by its Bangla name on a Bangla page and saves a quantity typed in Bengali digits', async () => {
    const { user, calls } = renderAccountCart(cartOf([{ ...hammerLine, nameBn: 'ক্ল হাতুড়ি' }]), inBangla);
    const line = (await screen.findByRole('heading', { name: 'ক্ল হাতুড়ি' })).closest('li') as HTMLElement;
    const quantity = within(line).getByRole('spinbutton');
    await user.clear(quantity);
    await user.type(quantity, '৪৮');
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ quantity: 48 });
  });

  it("shows a visitor's browser cart priced by today's catalogue", async () => {
    const goneToolId = '99999999-9999-4999-8999-999999999999';
    localStorage.setItem(
      'tools-bd:visitor-cart',
      JSON.stringify([
        { toolId: wholesaleTool._id, quantity: 48 },
        { toolId: goneToolId, quantity: 1 },
      ]),
    );
    // Only the tools in the cart are asked for, never the whole catalogue; a tool gone since is left out.
    const calls = mockApi({
      [`/api/tools/${wholesaleTool._id}`]: { body: wholesaleTool },
      [`/api/tools/${goneToolId}`]: { status: 404, body: { message: 'Not found' } },
    });
    renderWithApp([{ path: '/cart', element: <CartPage /> }], { path: '/cart' });
    const hammer = within(
      (await screen.findByRole('heading', { name: 'Claw Hammer 16 oz' })).closest('li') as HTMLElement,
    );
    expect(hammer.getByText('235.00$ each')).toBeInTheDocument();
    expect(hammer.getByText('Add 96 more to pay 220.00$ each')).toBeInTheDocument();
    expect(screen.getByText('Subtotal (48 items)')).toBeInTheDocument();
    expect(screen.getAllByText('11280.00$')).toHaveLength(2);
    expect(calls.some((call) => call.path.startsWith('/api/tools?') || call.path === '/api/tools')).toBe(false);
  });

  it('says so when the cart is empty', async () => {
    mockApi({});
    renderWithApp([{ path: '/cart', element: <CartPage /> }], { path: '/cart' });
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
  });
});
