import { z } from 'zod';

/** A public review as shown on the home page. */
export const reviewSchema = z.object({
  _id: z.string(),
  itemName: z.string(),
  review: z.string(),
  ratings: z.number().int(),
});
export type Review = z.infer<typeof reviewSchema>;
export const reviewListSchema = z.array(reviewSchema);

export { RATING_SCALE, reviewMessages } from './messages/reviews.ts';
