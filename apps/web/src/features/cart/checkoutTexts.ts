import { defineTexts } from '../../lib/i18n/texts.ts';

/** The checkout page's own words (its heading and the cart's problems are the contract's messages). */
export const checkoutTexts = defineTexts('checkout', {
  title: 'Checkout',
  loading: 'Loading your cart…',
  cartFailed: 'We could not load your cart.',
  browseTools: 'Browse the tools',
  delivery: 'Delivery',
  name: 'Name',
  phone: 'Phone',
  address: 'Address',
  backToCart: 'Back to the cart',
  placeOrder: 'Place order',
});
