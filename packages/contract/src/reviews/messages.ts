/** Star ratings run from 0 to 5 in whole stars; a review gives 1 to 5. */
export const RATING_SCALE = { start: 0, stop: 5, step: 1 } as const;

export const REVIEW_LIMITS = {
  ratingMin: 1,
  ratingMax: 5,
  textMin: 3,
  textMax: 1000,
} as const;

export const reviewMessages = {
  heading: 'Customers Review',
  ratingRequired: 'Choose a rating from 1 to 5 stars',
  reviewRequired: 'Write a few words about the item',
  reviewTooShort: 'The review must be at least 3 characters long',
  reviewTooLong: 'The review must be at most 1000 characters long',
  alreadyReviewed: 'You have already reviewed this order',
  onlyBuyerReviews: 'Only the buyer of an order can review it',
  orderNotYetReviewable: 'You can review an order once it is paid',
  orderNotFound: 'Order not found',
  posted: 'Thank you for your review!',
  submit: 'Post review',
} as const;
