import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  ADMIN_TOOL_PAGE,
  LOW_STOCK_MINIMUM_ORDERS,
  type AdminTool,
  type AdminToolListQuery,
  type AdminToolSort,
} from '@tools-bd/contract';
import type { Database } from '../../../db/client.ts';
import { categories, orderLines, tools } from '../../../db/schema.ts';
import { selectToolViews, toToolResponse, type ToolView } from '../listing/tool-views.ts';

/** The admin list's filters with their defaults filled in. */
export interface AdminToolListing {
  q: string | null;
  category: string | null;
  stock: 'in' | 'low' | 'out' | null;
  sort: AdminToolSort;
  page: number;
  limit: number;
}

/** Defaults: oldest first (the shop's original order, so the screen reads as before), 25 a page. */
export function toAdminToolListing(query: AdminToolListQuery): AdminToolListing {
  return {
    q: query.q ? query.q : null,
    category: query.category ?? null,
    stock: query.stock ?? null,
    sort: query.sort ?? 'oldest',
    page: query.page ?? 1,
    limit: query.limit ?? ADMIN_TOOL_PAGE.defaultLimit,
  };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * Archived products are listed too (they are flagged); the stock filters speak of what a buyer
 * could order: `out` can not fill one minimum order.
 */
function conditions(listing: AdminToolListing): SQL | undefined {
  const where: SQL[] = [];
  if (listing.q) {
    const pattern = `%${escapeLike(listing.q.toLowerCase())}%`;
    where.push(sql`(lower(${tools.name}) like ${pattern} or lower(${tools.sku}) like ${pattern})`);
  }
  if (listing.category) {
    where.push(sql`${tools.categoryId} in (
      select c.id from ${categories} c
      where c.slug = ${listing.category} or c.parent_id = (select p.id from ${categories} p where p.slug = ${listing.category}))`);
  }
  if (listing.stock === 'out') where.push(sql`${tools.availableQuantity} < ${tools.minimumPurchase}`);
  if (listing.stock === 'in') where.push(sql`${tools.availableQuantity} >= ${tools.minimumPurchase}`);
  if (listing.stock === 'low') {
    where.push(
      sql`${tools.availableQuantity} >= ${tools.minimumPurchase} and ${tools.availableQuantity} < ${tools.minimumPurchase} * ${LOW_STOCK_MINIMUM_ORDERS}`,
    );
  }
  return where.length > 0 ? and(...where) : undefined;
}

function order(sort: AdminToolSort): SQL[] {
  switch (sort) {
    case 'oldest':
      return [asc(tools.createdAt), asc(tools.id)];
    case 'newest':
      return [desc(tools.createdAt), desc(tools.id)];
    case 'name':
      return [asc(tools.name), asc(tools.id)];
    case '-name':
      return [desc(tools.name), desc(tools.id)];
    case 'sku':
      return [asc(tools.sku)];
    case 'price':
      return [asc(tools.priceCents), asc(tools.id)];
    case '-price':
      return [desc(tools.priceCents), desc(tools.id)];
    case 'stock':
      return [asc(tools.availableQuantity), asc(tools.id)];
    case '-stock':
      return [desc(tools.availableQuantity), desc(tools.id)];
  }
}

/**
 * One page of the admin product list and the number of matches. An exact SKU comes first
 * whatever the order (the admin typed a code from a shelf label). The page's ids are found on
 * the narrow rows first; only they are joined with brand and category and get their order counts.
 */
export async function findAdminToolPage(
  db: Database,
  listing: AdminToolListing,
): Promise<{ tools: AdminTool[]; total: number }> {
  const where = conditions(listing);
  const sorting = order(listing.sort);
  if (listing.q) sorting.unshift(sql`(${tools.sku} = ${listing.q.toUpperCase()}) desc`);
  const page = db
    .select({ pageId: sql<string>`${tools.id}`.as('page_id') })
    .from(tools)
    .where(where)
    .orderBy(...sorting)
    .limit(listing.limit)
    .offset((listing.page - 1) * listing.limit)
    .as('page');
  // Counted per row of the page only (an index on order_lines.tool_id answers each).
  const orderCount = sql<number>`(select count(distinct ${orderLines.orderId})::int from ${orderLines} where ${orderLines.toolId} = ${tools.id})`;
  const [rows, [counted]] = await Promise.all([
    selectToolViews(db, { orderCount })
      .innerJoin(page, eq(page.pageId, tools.id))
      .orderBy(...sorting),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(tools)
      .where(where),
  ]);
  return {
    tools: rows.map((row) => toAdminToolResponse(row, Number(row.orderCount ?? 0))),
    total: Number(counted?.total ?? 0),
  };
}

/** Maps a stored tool to the manage screen's shape: the shop's fields plus archive and order facts. */
export function toAdminToolResponse(row: ToolView, orderCount: number): AdminTool {
  return {
    ...toToolResponse(row),
    quentity: row.listedQuantity,
    archived: row.archivedAt !== null,
    orderCount,
  };
}
