import { reviewMessages } from '@tools-bd/contract/messages';
import { defineTexts } from '../../lib/i18n/texts.ts';

/** The reviews' public texts. */
export const reviewTexts = defineTexts('reviews', {
  heading: reviewMessages.heading,
});
