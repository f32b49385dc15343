import { defineTexts } from '../../lib/i18n/texts.ts';

/** The orders' texts shown on public pages: the product page's volume prices. */
export const orderTexts = defineTexts('orders', {
  volumePrices: 'Volume prices',
  quantity: 'Quantity',
  unitPrice: 'Unit price',
  yourPrice: ' (your price)',
});
