import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { CartView } from '@tools-bd/contract';
import { setShopPricesIncludeVat } from '../../../lib/money.ts';
import { hammerLine } from '../../../test/fixtures.ts';
import { OrderSummary } from './OrderSummary.tsx';

// The example: 7 × 33.33 at 15 %.
const cart: CartView = {
  lines: [{ ...hammerLine, quantity: 7, unitPrice: 33.33, lineTotal: 233.31, vatRate: 15 }],
  itemCount: 7,
  subtotal: 233.31,
};

afterEach(() => setShopPricesIncludeVat(true));

describe('the checkout summary', () => {
  it('shows the VAT the prices include (the default)', () => {
    render(<OrderSummary cart={cart} />);
    expect(screen.getByText('233.31$', { selector: 'p span' })).toBeInTheDocument();
    // 233.31 × 15 / 115 = 30.43
    expect(screen.getByText('Includes VAT 30.43$')).toBeInTheDocument();
  });

  it('adds the VAT to the total when the shop lists prices without it, as the order will', () => {
    setShopPricesIncludeVat(false);
    render(<OrderSummary cart={cart} />);
    expect(screen.getByText('VAT (added to the prices)').nextSibling).toHaveTextContent('35.00$');
    expect(screen.getByText('Total (7 items)').nextSibling).toHaveTextContent('268.31$');
  });
});
