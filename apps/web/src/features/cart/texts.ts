import { cartMessages } from '@tools-bd/contract/messages';
import { defineTexts } from '../../lib/i18n/texts.ts';

/** The cart's texts on every page: the navbar's cart link. */
export const cartTexts = defineTexts('cart', {
  cart: 'Cart',
  cartWithCount: (count: number) => `Cart, ${count} ${count === 1 ? 'item' : 'items'}`,
  // Add to cart, on the cards and the product page. The numbers come formatted in the page's language.
  addToCart: cartMessages.addToCart,
  addedToCart: (count: string) => `${count} added to your cart`,
  nextBreak: (more: string, price: string) => `Add ${more} more to pay ${price} each`,
});
