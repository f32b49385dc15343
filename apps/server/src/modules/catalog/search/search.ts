import { and, asc, isNull, sql } from 'drizzle-orm';
import { TOOL_PAGE, type ToolListQuery } from '@tools-bd/contract';
import { selectRows, type Database } from '../../../db/client.ts';
import { isBanglaWord, wordsOfText } from './bangla-words.ts';
import { parseTsquery } from './lexeme-index.ts';
import { tools } from '../../../db/schema.ts';

/**
 * Catalogue search: full text over the weighted document (name, brand, category, description;
 * kept by the trigger of 0006) with prefixes ("ham" finds hammers), where each word may
 * also be one of its near spellings ("hamer" finds Claw Hammer; word-index.ts), and SKUs typed
 * whole or in part, with or without hyphens (sku-index.ts). The matching and
 * ranking run over the in-memory catalogue (lexeme-index.ts, snapshot-listing.ts); PostgreSQL
 * normalises the words and finds "Did you mean …".
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

/** The words of a search text: letters (with their marks: Bangla vowel signs) and digits only, two or more, at most ten. */
function searchWords(q: string): string[] {
  return wordsOfText(q)
    .filter((word) => word.length >= 2)
    .slice(0, 10);
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
  /** The Bangla words, matched in memory as typed prefixes (bangla-words.ts); not in `exact` or `expanded`. */
  bangla: string[];
}

/**
 * `correct` gives the near spellings of the typed words (word-index.ts: trigram similarity over
 * the words of the catalogue's names, in memory).
 */
export function toSearchTerms(q: string, correct: (typed: string[]) => Map<string, string[]>): SearchTerms | null {
  const all = searchWords(q);
  if (all.length === 0) return null;
  const words = all.filter((word) => !isBanglaWord(word));
  const corrections = correct(words);
  return {
    exact: words.map((word) => `${word}:*`).join(' & '),
    expanded: words
      .map((word) => `(${[word, ...(corrections.get(word) ?? [])].map((each) => `${each}:*`).join(' | ')})`)
      .join(' & '),
    bangla: all.filter(isBanglaWord),
  };
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
 * The search's two tsqueries as PostgreSQL normalises them (english stemming, stop words left
 * out), e.g. `( 'hamer':* | 'hammer':* ) & 'claw':*`; lexeme-index.ts matches them in memory.
 * Reads no table.
 */
export async function normaliseSearchTerms(db: Database, terms: SearchTerms): Promise<SearchTerms> {
  // Only Bangla words: nothing for PostgreSQL to normalise.
  if (terms.expanded === '') return terms;
  const [row] = await selectRows<{ expanded: string; exact: string }>(
    db,
    sql`select to_tsquery('english', ${terms.expanded})::text as expanded, to_tsquery('english', ${terms.exact})::text as exact`,
  );
  return { ...(row ?? { expanded: '', exact: '' }), bangla: terms.bangla };
}

/**
 * The AND-ed groups of prefixes a search's normalised terms match (lexeme-index.ts): the
 * english tsquery's groups, then one per Bangla word. None: the search matches nothing (only
 * stop words were typed).
 */
export function searchGroups(terms: SearchTerms, which: 'exact' | 'expanded'): string[][] {
  return [...parseTsquery(terms[which]), ...terms.bangla.map((word) => [word])];
}
