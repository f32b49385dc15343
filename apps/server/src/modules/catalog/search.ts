import { and, asc, desc, gte, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { SUGGESTION_LIMIT, TOOL_PAGE, type Suggestion, type ToolListQuery } from '@tools-bd/contract';
import { selectRows, type Database } from '../../db/client.ts';
import { categories, tools } from '../../db/schema.ts';
import { selectToolViews, type ToolView } from './tool-views.ts';

/**
 * Catalogue search and listing in SQL, each query answered from an index whatever the size of
 * the catalogue: full text over the weighted document (name, brand, category, description) with
 * prefixes ("ham" finds hammers), and trigram word similarity over the names ("hamer" finds
 * Claw Hammer), both GIN indexes of migration 0006.
 *
 * SKUs (the wholesale issue) join here: an exact SKU match goes first in `relevanceOrder` and in
 * `searchMatch` (`or tools.sku = upper(q)`, a unique b-tree index), and the SKU joins
 * `search_names` in the trigger of 0006 so partial SKUs match by trigrams.
 */

/** A listing with its filters resolved: what the service caches and the SQL reads. */
export interface ToolListing {
  q: string | null;
  category: string | null;
  brand: string | null;
  minPriceCents: number | null;
  maxPriceCents: number | null;
  inStock: boolean;
  sort: 'relevance' | 'newest' | 'oldest' | 'name' | 'price' | '-price';
  page: number;
  limit: number;
}

/** Defaults of GET /api/tools: relevance when searching, else newest; page 1 of 60. */
export function toToolListing(query: ToolListQuery): ToolListing {
  const q = query.q ? query.q.toLowerCase() : null;
  const sort = query.sort === 'relevance' && !q ? 'newest' : (query.sort ?? (q ? 'relevance' : 'newest'));
  return {
    q,
    category: query.category ?? null,
    brand: query.brand ?? null,
    minPriceCents: query.minPrice ?? null,
    maxPriceCents: query.maxPrice ?? null,
    inStock: query.inStock === 'true',
    sort,
    page: query.page ?? 1,
    limit: query.limit ?? TOOL_PAGE.defaultLimit,
  };
}

/**
 * The search text as a prefix full-text query: "claw ham" -> "claw:* & ham:*". Only letters and
 * digits reach to_tsquery, so no input can make it fail; null when nothing is left.
 */
export function toPrefixQuery(q: string): string | null {
  const words = searchWords(q);
  return words.length > 0 ? words.map((word) => `${word}:*`).join(' & ') : null;
}

function fullTextMatch(prefixQuery: string): SQL {
  return sql`${tools.searchDocument} @@ to_tsquery('english', ${prefixQuery})`;
}

/** The words of a search text: letters and digits only, at most ten. */
function searchWords(q: string): string[] {
  return (q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 10);
}

/**
 * Every word must match: by full-text prefix, or as a near word of the names (a typo); `<%`
 * uses the trigram index. "claw hamer" finds Claw Hammer. Text without words matches nothing.
 */
function searchMatch(q: string): SQL {
  const words = searchWords(q);
  if (words.length === 0) return sql`false`;
  return and(...words.map((word) => sql`(${fullTextMatch(`${word}:*`)} or ${word} <% ${tools.searchNames})`)) as SQL;
}

/** Full-text matches first (by their weighted rank), then by how close the names come to the text. */
function relevanceOrder(q: string): SQL {
  const prefixQuery = toPrefixQuery(q);
  const fullText = prefixQuery
    ? sql`case when ${fullTextMatch(prefixQuery)} then 1 + ts_rank_cd(${tools.searchDocument}, to_tsquery('english', ${prefixQuery})) else 0 end`
    : sql`0`;
  return sql`(${fullText} + word_similarity(${q}, ${tools.searchNames})) desc`;
}

/** The category and its sub-categories. */
function inCategory(slug: string): SQL {
  return sql`${tools.categoryId} in (
    select c.id from ${categories} c
    where c.slug = ${slug} or c.parent_id = (select p.id from ${categories} p where p.slug = ${slug}))`;
}

function listingConditions(listing: ToolListing): SQL {
  const conditions: (SQL | undefined)[] = [isNull(tools.archivedAt)];
  if (listing.q) conditions.push(searchMatch(listing.q));
  if (listing.category) conditions.push(inCategory(listing.category));
  if (listing.brand) conditions.push(sql`${tools.brandId} = (select b.id from brands b where b.slug = ${listing.brand})`);
  if (listing.minPriceCents !== null) conditions.push(gte(tools.priceCents, listing.minPriceCents));
  if (listing.maxPriceCents !== null) conditions.push(lte(tools.priceCents, listing.maxPriceCents));
  // In stock means orderable: at least the minimum order is available.
  if (listing.inStock) conditions.push(sql`${tools.availableQuantity} >= ${tools.minimumPurchase}`);
  return and(...conditions) as SQL;
}

function listingOrder(listing: ToolListing): SQL[] {
  switch (listing.sort) {
    case 'relevance':
      return listing.q ? [relevanceOrder(listing.q), asc(tools.name), asc(tools.id)] : [desc(tools.createdAt), desc(tools.id)];
    case 'oldest':
      return [asc(tools.createdAt), asc(tools.id)];
    case 'name':
      return [asc(tools.name), asc(tools.id)];
    case 'price':
      return [asc(tools.priceCents), asc(tools.id)];
    case '-price':
      return [desc(tools.priceCents), desc(tools.id)];
    case 'newest':
      return [desc(tools.createdAt), desc(tools.id)];
  }
}

/** One page of tools on sale, in the listing's order. */
export function findToolPage(db: Database, listing: ToolListing): Promise<ToolView[]> {
  return selectToolViews(db)
    .where(listingConditions(listing))
    .orderBy(...listingOrder(listing))
    .limit(listing.limit)
    .offset((listing.page - 1) * listing.limit);
}

/** How many tools on sale match the listing's search and filters (all pages). */
export async function countTools(db: Database, listing: ToolListing): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(tools)
    .where(listingConditions(listing));
  return Number(row?.total ?? 0);
}

/** How close a name must come to count as "Did you mean …": lower than search's own 0.6. */
const DID_YOU_MEAN_SIMILARITY = 0.3;

/**
 * For a search that found nothing: the name of the product on sale whose names come closest to
 * the text, or null. The lowered threshold lives only in this transaction (`set local`), so the
 * trigram index still answers the `<%`.
 */
export async function nearestToolName(db: Database, q: string): Promise<string | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local pg_trgm.word_similarity_threshold = ${DID_YOU_MEAN_SIMILARITY}`));
    const [row] = await tx
      .select({ name: tools.name })
      .from(tools)
      .where(and(isNull(tools.archivedAt), sql`${q} <% ${tools.searchNames}`))
      .orderBy(sql`word_similarity(${q}, ${tools.searchNames}) desc`, asc(tools.name))
      .limit(1);
    return row?.name ?? null;
  });
}

/** Categories first (their names start with, or come close to, the text), then tools by relevance. */
export async function findSuggestions(db: Database, q: string): Promise<Suggestion[]> {
  const categoryRows = await selectRows<{ name: string; slug: string }>(
    db,
    sql`select name, slug from ${categories}
        where lower(name) like ${`${escapeLike(q)}%`} or ${q} <% lower(name)
        order by (lower(name) like ${`${escapeLike(q)}%`}) desc, word_similarity(${q}, lower(name)) desc, sort_order, name
        limit 3`,
  );
  const toolRows = await db
    .select({ name: tools.name, slug: tools.slug })
    .from(tools)
    .where(and(isNull(tools.archivedAt), searchMatch(q)))
    .orderBy(relevanceOrder(q), asc(tools.name))
    .limit(SUGGESTION_LIMIT - categoryRows.length);
  return [
    ...categoryRows.map((row) => ({ type: 'category' as const, name: row.name, slug: row.slug, sku: null })),
    // sku: the product's SKU once the catalogue has them.
    ...toolRows.map((row) => ({ type: 'tool' as const, name: row.name, slug: row.slug, sku: null })),
  ];
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
