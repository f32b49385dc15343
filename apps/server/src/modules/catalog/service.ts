import { and, asc, eq, isNull } from 'drizzle-orm';
import { catalogMessages, centsToDollars, priceBreakInDollars, type Tool } from '@tools-bd/contract';
import type { Database } from '../../db/client.ts';
import { tools } from '../../db/schema.ts';
import { notFound } from '../../lib/http-errors.ts';
import { toCachedJson, type CachedJson } from '../../lib/etag.ts';
import { createSnapshotCache } from '../../lib/snapshot-cache.ts';

export type ToolRow = typeof tools.$inferSelect;

/** Maps a stored tool to the sketch's wire shape (dollars, `minPurse`, `availableItem`). */
export function toToolResponse(row: ToolRow): Tool {
  return {
    _id: row.id,
    name: row.name,
    img: row.imageUrl,
    description: row.description,
    price: centsToDollars(row.priceCents),
    availableItem: row.availableQuantity,
    minPurse: row.minimumPurchase,
    sku: row.sku,
    packSize: row.packSize,
    maxPerOrder: row.maxPerOrder,
    priceBreaks: row.priceBreaks.map(priceBreakInDollars),
  };
}

/**
 * How long one instance may answer from memory. Short, because stock changes with every order
 * on any instance; writes on this instance clear it at once.
 */
const SNAPSHOT_MILLISECONDS = 1_000;

/** The tools on sale, serialised once: the list and each tool, ready to send. */
interface CatalogSnapshot {
  list: CachedJson;
  byId: Map<string, CachedJson>;
}

export function createCatalogService(db: Database) {
  const snapshot = createSnapshotCache<CatalogSnapshot>(async () => {
    const rows = await db.select().from(tools).where(isNull(tools.archivedAt)).orderBy(asc(tools.createdAt), asc(tools.id));
    const list = rows.map(toToolResponse);
    return { list: toCachedJson(list), byId: new Map(list.map((tool) => [tool._id, toCachedJson(tool)])) };
  }, SNAPSHOT_MILLISECONDS);

  return {
    /** Every tool on sale, oldest first (the home page shows the first four). */
    async listTools(): Promise<CachedJson> {
      return (await snapshot.get()).list;
    },

    /** One tool on sale; a tool too new for this instance's snapshot is read from the database. */
    async getTool(id: string): Promise<CachedJson> {
      const cached = (await snapshot.get()).byId.get(id);
      if (cached) return cached;
      const [row] = await db
        .select()
        .from(tools)
        .where(and(eq(tools.id, id), isNull(tools.archivedAt)))
        .limit(1);
      if (!row) throw notFound(catalogMessages.toolNotFound);
      return toCachedJson(toToolResponse(row));
    },

    /** Call after any change to tools or stock made by this instance. */
    invalidate: snapshot.invalidate,
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
