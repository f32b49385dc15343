import { z } from 'zod';
import { idSchema } from '../common/schemas.ts';
import { isPlainText } from '../orders/schemas.ts';
import { orderMessages } from '../orders/messages.ts';
import { REVIEW_LIMITS, reviewMessages } from './messages.ts';

/** A public review as shown on the home page. */
const reviewSchema = z.object({
  _id: z.string(),
  itemName: z.string(),
  /** The item's name on Bangla pages: its product's `nameBn`, only when it has one. */
  itemNameBn: z.string().optional(),
  review: z.string(),
  ratings: z.number().int(),
});
export type Review = z.infer<typeof reviewSchema>;
export const reviewListSchema = z.array(reviewSchema);

/** How many reviews of one tool its product page lists (the newest); count and average cover them all. */
export const TOOL_REVIEW_LIMIT = 20;

/** GET /api/tools/by-slug/{slug}/reviews: reviews of the paid orders that held this tool. */
export const toolReviewsSchema = z.object({
  /** All reviews of the tool, not only those listed. */
  count: z.number().int(),
  /** The mean rating of all of them, rounded to one decimal; null when there are none. */
  averageRating: z.number().nullable(),
  /** The newest TOOL_REVIEW_LIMIT. */
  reviews: z.array(reviewSchema.extend({ createdAt: z.string() })),
});
export type ToolReviews = z.infer<typeof toolReviewsSchema>;

/** The review card's fields; the same schema checks the form and the request. */
export const reviewFormSchema = z.object({
  ratings: z
    .number({ message: reviewMessages.ratingRequired })
    .int(reviewMessages.ratingRequired)
    .min(REVIEW_LIMITS.ratingMin, reviewMessages.ratingRequired)
    .max(REVIEW_LIMITS.ratingMax, reviewMessages.ratingRequired),
  review: z
    .string({ message: reviewMessages.reviewRequired })
    .trim()
    .min(1, reviewMessages.reviewRequired)
    .min(REVIEW_LIMITS.textMin, reviewMessages.reviewTooShort)
    .max(REVIEW_LIMITS.textMax, reviewMessages.reviewTooLong)
    .refine((value) => isPlainText(value, { multiline: true }), orderMessages.controlCharacters),
});
export type ReviewForm = z.infer<typeof reviewFormSchema>;

/**
 * POST /api/reviews: `id` is the order reviewed. `itemName` is the sketch's
 * field, accepted and ignored: the stored name comes from the order.
 */
export const createReviewRequestSchema = reviewFormSchema.extend({
  id: idSchema,
  itemName: z.string().max(500).optional().describe('Ignored: the name comes from the order'),
});
export type CreateReviewRequest = z.infer<typeof createReviewRequestSchema>;

/** One of the signed-in person's own reviews, tied to the order it reviews. */
export const ownReviewSchema = reviewSchema.extend({
  orderId: z.string().nullable(),
  createdAt: z.string(),
});
export type OwnReview = z.infer<typeof ownReviewSchema>;
export const ownReviewListSchema = z.array(ownReviewSchema);
