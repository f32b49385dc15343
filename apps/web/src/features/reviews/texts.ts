import { reviewMessages } from '@tools-bd/contract/messages';
import { defineTexts } from '../../lib/i18n/texts.ts';

/** The reviews' public texts. */
export const reviewTexts = defineTexts('reviews', {
  heading: reviewMessages.heading,
  // A product page's reviews.
  reviews: 'Reviews',
  loadingReviews: 'Loading reviews…',
  reviewsFailed: 'We could not load the reviews. Please refresh the page.',
  noReviews: 'No reviews yet. Buyers can review a tool once their order is paid.',
  outOf: (scale: string) => ` out of ${scale} · `,
  reviewCount: (count: number, shown: string) => `${shown} ${count === 1 ? 'review' : 'reviews'}`,
});
