import { defineTexts } from '../../lib/i18n/texts.ts';

/** The home page's banner and the not-found page. */
export const contentTexts = defineTexts('content', {
  heroHeading: 'Hello there',
  heroSlogan: "Choose our product to make easier your life.It's safe and long lasting.",
  getStarted: 'Get Started',
  notFoundTitle: 'Page not found',
  notFoundHeading: 'This page does not exist',
  notFoundText: 'The link may be broken, or the page may have moved.',
  backToShop: 'Back to the shop',
});
