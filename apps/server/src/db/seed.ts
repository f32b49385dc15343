import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { selectRows, type Database } from './client.ts';
import { reviews, tools } from './schema.ts';
import { seedReviews, seedTools } from './seed-data.ts';

export const TOOL_IMAGE_PATH = '/images/tools/';

/**
 * Fills an empty shop with the demo catalogue and reviews, once: a catalogue that already
 * has tools (or once had them) is left alone, so a second start keeps the owner's data.
 */
export async function seedDemoData(db: Database, log?: Pick<FastifyBaseLogger, 'info'>): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [existing] = await selectRows<{ count: number }>(tx as unknown as Database, sql`select count(*)::int as count from tools`);
    if ((existing?.count ?? 0) > 0) return false;
    // Staggered timestamps keep the catalogue order and "newest review first" meaningful.
    const start = Date.now() - seedTools.length * 60_000;
    await tx.insert(tools).values(
      seedTools.map((tool, index) => ({
        name: tool.name,
        description: tool.description,
        imageUrl: `${TOOL_IMAGE_PATH}${tool.image}`,
        priceCents: tool.priceCents,
        availableQuantity: tool.stock,
        minimumPurchase: tool.minimumPurchase,
        listedQuantity: tool.stock,
        sku: tool.sku,
        packSize: tool.packSize ?? 1,
        maxPerOrder: tool.maxPerOrder ?? null,
        priceBreaks: tool.priceBreaks ?? [],
        createdAt: new Date(start + index * 60_000),
      })),
    );
    await tx.insert(reviews).values(
      seedReviews.map((review, index) => ({
        itemName: review.itemName,
        body: review.body,
        rating: review.rating,
        createdAt: new Date(start + index * 60_000),
      })),
    );
    log?.info({ tools: seedTools.length, reviews: seedReviews.length }, 'seeded the demo catalogue');
    return true;
  });
}
