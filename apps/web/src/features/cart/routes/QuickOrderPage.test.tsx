import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CartImportResult } from '@tools-bd/contract';
import { mockApi, renderWithApp } from '../../../test/render.tsx';
import { tokenStorage } from '../../../lib/api.ts';
import { hammerLine, testCustomer } from '../../../test/fixtures.ts';
import QuickOrderPage from './QuickOrderPage.tsx';

const rows: CartImportResult['rows'] = [
  { line: 2, sku: 'HT-HAM-16OZ', quantity: 48, status: 'added', message: null },
  { line: 3, sku: 'NOPE-1', quantity: 5, status: 'unknown_sku', message: 'No product has this SKU' },
  {
    line: 4,
    sku: 'PT-CSAW-185',
    quantity: 7,
    status: 'out_of_stock',
    message: 'You can not select more then available',
  },
];
const emptyCart = { lines: [], itemCount: 0, subtotal: 0 };
const filledCart = { lines: [{ ...hammerLine, quantity: 48 }], itemCount: 48, subtotal: 11_280 };

function renderQuickOrder() {
  tokenStorage.set('token');
  const calls = mockApi({
    '/api/auth/me': { body: testCustomer },
    'POST /api/cart/import': (_url, init) => {
      const { dryRun } = JSON.parse(String(init?.body)) as { dryRun: boolean };
      return { body: { rows, cart: dryRun ? emptyCart : filledCart } };
    },
  });
  const view = renderWithApp(
    [
      { path: '/quick-order', element: <QuickOrderPage /> },
      { path: '/cart', element: <h1>Cart page</h1> },
    ],
    { path: '/quick-order' },
  );
  return { ...view, calls, user: userEvent.setup() };
}

const text = 'sku,quantity\nHT-HAM-16OZ,48\nNOPE-1,5\nPT-CSAW-185,7';

describe('quick order', () => {
  it("previews every row's status without changing the cart, then adds the same text", async () => {
    const { user, calls, queryClient } = renderQuickOrder();
    await user.type(screen.getByLabelText('SKU and quantity lines'), text);
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('rowheader', { name: 'NOPE-1' }).closest('tr')).toHaveTextContent(
      'Unknown SKUNo product has this SKU',
    );
    expect(within(table).getByRole('rowheader', { name: 'PT-CSAW-185' }).closest('tr')).toHaveTextContent(
      'Out of stock',
    );
    expect(screen.getByText('1 row of 3 can be added.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([{ text, dryRun: true }]);

    await user.click(screen.getByRole('button', { name: 'Add 1 row to cart' }));
    expect(await screen.findByRole('heading', { name: 'Cart page' })).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { text, dryRun: true },
      { text, dryRun: false },
    ]);
    expect(queryClient.getQueryData(['cart'])).toEqual(filledCart);
  });

  it('reads a chosen CSV file into the box, and a changed text needs a new preview', async () => {
    const { user } = renderQuickOrder();
    const file = new File([text], 'order.csv', { type: 'text/csv' });
    await user.upload(screen.getByLabelText('Or choose a CSV file'), file);
    await waitFor(() => expect(screen.getByLabelText('SKU and quantity lines')).toHaveValue(text));
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    await user.type(screen.getByLabelText('SKU and quantity lines'), '\nHT-HAM-16OZ,6');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('asks for lines before previewing nothing', async () => {
    const { user, calls } = renderQuickOrder();
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(screen.getByText('Paste or choose a file of SKU and quantity lines')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });
});
