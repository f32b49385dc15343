import { defineTexts } from '../../lib/i18n/texts.ts';

/** The signed-in Review screen: a card per ordered item. */
export const reviewScreenTexts = defineTexts('reviewScreens', {
  review: 'Review',
  loadingOrders: 'Loading your orders…',
  reviewItem: (item: string) => `Review ${item}`,
  ratingFor: (item: string) => `Rating for ${item}`,
  yourReview: 'Your review',
  orderedOn: (quantity: string, date: string) => `${quantity} ordered on ${date}`,
});
