import { defineTexts } from '../../lib/i18n/texts.ts';

/** The cart's texts on every page: the navbar's cart link. */
export const cartTexts = defineTexts('cart', {
  cart: 'Cart',
  cartWithCount: (count: number) => `Cart, ${count} ${count === 1 ? 'item' : 'items'}`,
});
