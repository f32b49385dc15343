import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { translations } from '@tools-bd/contract/i18n';
import {
  catalogMessages,
  reviewMessages,
  type CreateReviewRequest,
  type OwnReview,
  type Review,
  type ToolReviews,
} from '@tools-bd/contract';
import type { Database } from '../../db/client.ts';
import { orderLines, orders, reviews, tools } from '../../db/schema.ts';
import { toCachedJson, type CachedJson } from '../../lib/etag.ts';
import { createSnapshotCache } from '../../lib/snapshot-cache.ts';
import { conflict, forbidden, notFound } from '../../lib/http-errors.ts';
import type { CurrentUser } from '../../plugins/authentication.ts';
import { requireOwner } from '../../plugins/authorization.ts';
import { isPaid } from '../orders/index.ts';
import { listToolReviews } from './tool-reviews.ts';

const PUBLIC_REVIEW_LIMIT = 50;

type ReviewRow = typeof reviews.$inferSelect;

function toReviewResponse(row: ReviewRow): Review {
  return { _id: row.id, itemName: row.itemName, review: row.body, ratings: row.rating };
}

function toOwnReviewResponse(row: ReviewRow): OwnReview {
  return { ...toReviewResponse(row), orderId: row.orderId, createdAt: row.createdAt.toISOString() };
}

/**
 * Whether the buyer has received what they review: a paid order, or one delivered (cash on
 * delivery is paid at the door, and the admin may record the cash after marking it delivered).
 */
export function isReviewable(order: Pick<typeof orders.$inferSelect, 'paid' | 'status'>): boolean {
  return isPaid(order) || order.status === 'delivered';
}

/** How long one instance may answer the public list from memory; this instance's writes clear it. */
const PUBLIC_LIST_MILLISECONDS = 1_000;

export function createReviewsService(db: Database) {
  const publicList = createSnapshotCache(async () => {
    // The reviewed order's first product's Bangla name, and how many lines came with it, for Bangla pages.
    const rows = await db
      .select({
        review: reviews,
        nameBn: tools.nameBn,
        otherLines: sql<number>`(select count(*)::int - 1 from ${orderLines} where ${orderLines.orderId} = ${orders.id})`,
      })
      .from(reviews)
      .leftJoin(orders, eq(orders.id, reviews.orderId))
      .leftJoin(tools, eq(tools.id, orders.toolId))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(PUBLIC_REVIEW_LIMIT);
    return toCachedJson(
      rows.map(({ review, nameBn, otherLines }) => ({
        ...toReviewResponse(review),
        ...(nameBn
          ? {
              itemNameBn: translations.bn.orders.orderMessagesFor.itemNameOfLines(nameBn, Math.max(0, otherLines ?? 0)),
            }
          : {}),
      })),
    );
  }, PUBLIC_LIST_MILLISECONDS);

  return {
    /** The newest reviews first, as the home page shows them. */
    listPublic: (): Promise<CachedJson> => publicList.get(),

    /** The reviews of a product on sale, by its slug (its product page); 404 for an unknown or archived one. */
    async listForTool(slug: string): Promise<ToolReviews> {
      const [tool] = await db
        .select({ id: tools.id })
        .from(tools)
        .where(and(eq(tools.slug, slug), isNull(tools.archivedAt)))
        .limit(1);
      if (!tool) throw notFound(catalogMessages.toolNotFound);
      return listToolReviews(db, tool.id);
    },

    /** Call after reviews change (a new review, or an order's review removed with it). */
    invalidate: publicList.invalidate,

    /** The signed-in person's own reviews, newest first. */
    async listOwn(viewer: CurrentUser): Promise<OwnReview[]> {
      const rows = await db
        .select()
        .from(reviews)
        .where(eq(reviews.userId, viewer.id))
        .orderBy(desc(reviews.createdAt), desc(reviews.id));
      return rows.map(toOwnReviewResponse);
    },

    /**
     * Reviews an order: only its buyer, once it is paid (isReviewable), once. The item name comes from the order, not the
     * request. The order is share-locked so a cancellation cannot remove it halfway.
     */
    async createReview(viewer: CurrentUser, request: CreateReviewRequest): Promise<OwnReview> {
      return db
        .transaction(async (tx) => {
          const [order] = await tx
            .select({ userId: orders.userId, itemName: orders.itemName, paid: orders.paid, status: orders.status })
            .from(orders)
            .where(eq(orders.id, request.id))
            .limit(1)
            .for('share');
          if (!order) throw notFound(reviewMessages.orderNotFound);
          requireOwner(viewer, { userId: order.userId }, reviewMessages.onlyBuyerReviews);
          if (!isReviewable(order)) throw forbidden(reviewMessages.orderNotYetReviewable);
          const [row] = await tx
            .insert(reviews)
            .values({
              orderId: request.id,
              userId: viewer.id,
              itemName: order.itemName,
              body: request.review,
              rating: request.ratings,
            })
            .onConflictDoNothing({ target: reviews.orderId })
            .returning();
          if (!row) throw conflict(reviewMessages.alreadyReviewed);
          return toOwnReviewResponse(row);
        })
        .finally(publicList.invalidate);
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
