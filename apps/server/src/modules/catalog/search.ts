import { and, asc, isNull, sql, type SQL } from 'drizzle-orm';
import { TOOL_PAGE, type ToolListQuery } from '@tools-bd/contract';
import type { Database } from '../../db/client.ts';
import { tools } from '../../db/schema.ts';

/**
 * Catalogue search in SQL (filters, sort orders and pages are applied to the in-memory catalogue,
 * snapshot-listing.ts), each query answered from an index whatever the size of the catalogue: full text over the weighted document (name, brand, category, description) with
 * prefixes ("ham" finds hammers), where each word may also be one of its near spellings found by
 * trigrams in the small table of name words ("hamer" finds Claw Hammer); GIN indexes of 0006.
 *
 * SKUs (the wholesale issue) join here: an exact SKU match goes first in `relevanceOrder` and in
 * `searchMatch` (`or tools.sku = upper(q)`, a unique b-tree index), and the SKU joins the
 * document in the trigger of 0006 so SKU prefixes match too.
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

/** The words of a search text: letters and digits only, two or more, at most ten. */
function searchWords(q: string): string[] {
  return (q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) => word.length >= 2).slice(0, 10);
}

/**
 * A search text turned into two full-text queries: `exact` ("claw:* & hamer:*") and `expanded`,
 * where each word may also be one of the nearest words of the catalogue's names
 * ("(claw:* | claws:*) & (hamer:* | hammer:*)"). Only letters and digits reach to_tsquery, so
 * no input can make it fail. Null when the text has no usable word (it then matches nothing).
 */
export interface SearchTerms {
  exact: string;
  expanded: string;
}

/**
 * `correct` gives the near spellings of the typed words (word-index.ts: trigram similarity over
 * the words of the catalogue's names, in memory).
 */
export function toSearchTerms(q: string, correct: (typed: string[]) => Map<string, string[]>): SearchTerms | null {
  const words = searchWords(q);
  if (words.length === 0) return null;
  const corrections = correct(words);
  return {
    exact: words.map((word) => `${word}:*`).join(' & '),
    expanded: words.map((word) => `(${[word, ...(corrections.get(word) ?? [])].map((each) => `${each}:*`).join(' | ')})`).join(' & '),
  };
}

function fullTextMatch(tsquery: string): SQL {
  return sql`${tools.searchDocument} @@ to_tsquery('english', ${tsquery})`;
}

/** Every word matches, as typed (by prefix) or as a near spelling; one GIN index answers. */
function searchMatch(terms: SearchTerms | null): SQL {
  return terms ? fullTextMatch(terms.expanded) : sql`false`;
}

/** Products matching the words as typed first, then by weighted rank (name above brand, category, description). */
function relevanceOrder(terms: SearchTerms): SQL {
  return sql`((case when ${fullTextMatch(terms.exact)} then 1 else 0 end) + ts_rank(${tools.searchDocument}, to_tsquery('english', ${terms.expanded}))) desc`;
}

/** How close a name must come to count as "Did you mean …": lower than search's own 0.6. */
const DID_YOU_MEAN_SIMILARITY = 0.3;

/**
 * For a search that found nothing: the name of the product on sale whose names come closest to
 * the text, or null. The lowered threshold lives only in this transaction (`set local`), so the
 * trigram index still answers the `<%`.
 */
export async function nearestToolName(db: Database, q: string): Promise<string | null> {
  // Two letters say too little to be near anything in particular.
  if (q.replace(/[^\p{L}\p{N}]/gu, '').length < 3) return null;
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

/**
 * Every tool on sale matching the search, best first (the relevance order of a page), ids only.
 * Kept by the catalogue snapshot until the catalogue changes: stock never moves a match or its rank.
 */
export async function findRankedToolIds(db: Database, terms: SearchTerms): Promise<string[]> {
  const rows = await db
    .select({ id: tools.id })
    .from(tools)
    .where(and(isNull(tools.archivedAt), searchMatch(terms)))
    .orderBy(relevanceOrder(terms), asc(tools.name), asc(tools.id));
  return rows.map((row) => row.id);
}
