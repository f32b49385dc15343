import { desc } from 'drizzle-orm';
import type { Review } from '@tools-bd/contract';
import type { Database } from '../../db/client.ts';
import { reviews } from '../../db/schema.ts';
import { toCachedJson, type CachedJson } from '../../lib/etag.ts';

export const PUBLIC_REVIEW_LIMIT = 50;

export function toReviewResponse(row: typeof reviews.$inferSelect): Review {
  return { _id: row.id, itemName: row.itemName, review: row.body, ratings: row.rating };
}

export function createReviewsService(db: Database) {
  return {
    /** The newest reviews first, as the home page shows them. */
    async listPublic(): Promise<CachedJson> {
      const rows = await db.select().from(reviews).orderBy(desc(reviews.createdAt), desc(reviews.id)).limit(PUBLIC_REVIEW_LIMIT);
      return toCachedJson(rows.map(toReviewResponse));
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
