import { and, asc, eq, isNull } from 'drizzle-orm';
import { catalogMessages, centsToDollars, type Tool } from '@tools-bd/contract';
import type { Database } from '../../db/client.ts';
import { tools } from '../../db/schema.ts';
import { notFound } from '../../lib/http-errors.ts';
import { toCachedJson, type CachedJson } from '../../lib/etag.ts';

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
  };
}

/**
 * How long one instance may answer the tool list from memory. Short, because stock changes
 * with every order on any instance; writes on this instance clear it at once.
 */
const LIST_CACHE_MILLISECONDS = 1_000;

export function createCatalogService(db: Database) {
  let listCache: { value: CachedJson; expiresAt: number } | null = null;

  return {
    /** Every tool on sale, oldest first (the home page shows the first four). */
    async listTools(): Promise<CachedJson> {
      const now = Date.now();
      if (listCache && listCache.expiresAt > now) return listCache.value;
      const rows = await db.select().from(tools).where(isNull(tools.archivedAt)).orderBy(asc(tools.createdAt), asc(tools.id));
      const value = toCachedJson(rows.map(toToolResponse));
      listCache = { value, expiresAt: now + LIST_CACHE_MILLISECONDS };
      return value;
    },

    async getTool(id: string): Promise<Tool> {
      const [row] = await db
        .select()
        .from(tools)
        .where(and(eq(tools.id, id), isNull(tools.archivedAt)))
        .limit(1);
      if (!row) throw notFound(catalogMessages.toolNotFound);
      return toToolResponse(row);
    },

    /** Call after any change to tools or stock made by this instance. */
    invalidate(): void {
      listCache = null;
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
