import {
  SUGGESTION_LIMIT,
  catalogMessages,
  type CategoryNode,
  type Suggestion,
  type Tool,
  type ToolDetail,
} from '@tools-bd/contract';
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { tools } from '../../../db/schema.ts';
import { notFound } from '../../../lib/http-errors.ts';
import { toCachedJson, withBytes, type CachedJson } from '../../../lib/etag.ts';
import { createDependentCache } from '../../../lib/dependent-cache.ts';
import {
  nearestToolName,
  normaliseSearchTerms,
  searchGroups,
  toSearchTerms,
  type ToolListing,
} from '../search/search.ts';
import { createCatalogSnapshots } from './snapshot.ts';
import { decodeStockNews, type StockNewsSender } from './stock-news.ts';
import type { CatalogSnapshot, StockLevel } from './snapshot-rows.ts';
import { selectPage } from './snapshot-listing.ts';
import { hashedJson, jsonArrayOf, jsonOfOne } from './tool-json.ts';
import { createPageBodies, type PageBodies } from './page-bodies.ts';
import { createToolAnswers } from './tool-answers.ts';
import { repriced, repricedObject, type PriceOverlay } from './price-overlay.ts';
import { buildWordIndex, type WordIndex } from '../search/word-index.ts';
import { buildSkuIndex, withSkuMatches, type SkuIndex } from '../search/sku-index.ts';
import { rankMatches } from '../search/lexeme-index.ts';
import { loadCategoryTree } from '../categories/category-tree.ts';
import { loadBrands } from '../categories/brands.ts';
import { findToolView, toToolResponse, type ToolView } from './tool-views.ts';

export { toToolResponse } from './tool-views.ts';
export type { PriceOverlay } from './price-overlay.ts';

/**
 * How long one instance may answer a product page, the category tree or the brands from memory.
 * Short, because stock changes with every order on any instance; this instance's own changes drop
 * the answers they touch at once.
 */
const CACHE_MILLISECONDS = 1_000;
/** Bounds the number of answers kept (product pages, the category tree, the brands). */
const CACHE_ENTRIES = 1_000;
/** Bounds their memory, whatever their size: what a process grows to, it keeps. */
const CACHE_BYTES = 4 * 1024 * 1024;

/** What every product slug looks like (a CHECK of migration 0006). */
const SLUG_FORMAT = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Pages up to this one of a listing without a search are kept (page-bodies.ts); a search's pages all are. */
const KEPT_PAGES = 3;

/** A type-ahead shows at most this many categories before its tools. */
const SUGGESTED_CATEGORIES = 3;

/** One page of GET /api/tools, serialised once, with what the headers say. */
export interface ToolPage {
  json: CachedJson;
  total: number;
  /** When a search found nothing: the nearest product name. */
  didYouMean: string | null;
}

/** The listed tools' positions in name order, and each position's rank in it. */
interface NameOrder {
  byName: Int32Array;
  ranks: Int32Array;
}

/**
 * A long sorted list with a few more merged in, in `compare`'s order (the long list's first on a
 * tie): each of the few found by a binary search, the runs between copied as they are.
 */
function mergeSorted(long: Int32Array, few: Int32Array, compare: (x: number, y: number) => number): Int32Array {
  const out = new Int32Array(long.length + few.length);
  let from = 0;
  let written = 0;
  for (const added of few) {
    let low = from;
    let high = long.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (compare(long[middle]!, added) <= 0) low = middle + 1;
      else high = middle;
    }
    out.set(long.subarray(from, low), written);
    written += low - from;
    out[written++] = added;
    from = low;
  }
  out.set(long.subarray(from), written);
  return out;
}

/** PostgreSQL's order of text under the C collation (code points), as the sort orders of the snapshot. */
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** After a patch, how long the indexes wait before they are carried over (see onPatched). */
const CARRY_OVER_DELAY_MS = 100;

/**
 * `stockWrittenElsewhere`: other processes may change stock (a PostgreSQL shared by instances);
 * see snapshot.ts.
 */
export function createCatalogService(
  db: Database,
  options: {
    cacheMilliseconds?: number;
    stockWrittenElsewhere?: boolean;
    /** Told of each copy of the catalogue installed: loaded whole, or patched (snapshot-patch.ts). */
    onCopy?: (kind: 'load' | 'patch') => void;
    /** How many tools keep their answer's JSON in memory (snapshot.ts, ANSWERS_KEPT). */
    answersKept?: number;
    /** How many tools past those hold their answer as bytes (snapshot.ts, ANSWERS_HELD). */
    answersHeld?: number;
    /** From how many tools the copy is held column-wise (snapshot.ts, COLUMNS_FROM). */
    columnsFrom?: number;
    /** Tells the other instances the stock this one changes (stock-news.ts). */
    stockNews?: StockNewsSender;
    /** While their stock news arrives, how often a look still scans for it (snapshot.ts, STOCK_SCAN_FALLBACK_MS). */
    stockScanFallbackMs?: number;
    /** PostgreSQL with two connections or more: a load reads the orders on a second one (snapshot.ts). */
    readOrdersAlongside?: boolean;
  } = {},
) {
  const cacheMilliseconds = options.cacheMilliseconds ?? CACHE_MILLISECONDS;
  const cache = createDependentCache<CachedJson>({
    timeToLiveMilliseconds: cacheMilliseconds,
    maxEntries: CACHE_ENTRIES,
    maxBytes: CACHE_BYTES,
    sizeOf: (answer) => answer.body.length,
  });
  // Product pages are kept here; lists, searches and suggestions are computed from the in-memory
  // catalogue. What it finds changed (here or, within `cacheMilliseconds`, on another instance)
  // drops the product page built on it.
  function stockChanged(id: string) {
    cache.invalidate(id);
  }
  const pageBodies = createPageBodies();
  // A price list's members ask for the same pages as everyone: theirs are kept alike, per list.
  let memberBodies = new WeakMap<PriceOverlay, PageBodies>();
  const bodiesFor = (overlay: PriceOverlay | null): PageBodies => {
    if (!overlay) return pageBodies;
    let bodies = memberBodies.get(overlay);
    if (!bodies) memberBodies.set(overlay, (bodies = createPageBodies()));
    return bodies;
  };
  // The answers the copy does not keep, read by id.
  const answers = createToolAnswers(db);
  const snapshots = createCatalogSnapshots(db, {
    pollMilliseconds: cacheMilliseconds,
    stockWrittenElsewhere: options.stockWrittenElsewhere ?? true,
    answersKept: options.answersKept,
    answersHeld: options.answersHeld,
    columnsFrom: options.columnsFrom,
    stockScanFallbackMs: options.stockScanFallbackMs,
    readOrdersAlongside: options.readOrdersAlongside,
    onCopy: options.onCopy,
    onReload: () => {
      cache.clear();
      answers.clear();
      pageBodies.clear();
      memberBodies = new WeakMap();
    },
    // The indexes of the copy it was patched from are carried over (not rebuilt on the first
    // search), and then that copy is let go; a moment later, so that the reads waiting for the
    // patch are answered first: they may read a changed tool's answer by id, and at a million
    // tools the carrying over holds the thread for half a second. A search meanwhile carries
    // them over itself.
    onPatched: (next) => {
      const release = () => {
        next.previous = null;
      };
      setTimeout(() => {
        Promise.all([wordsOf(next), nameRanksOf(next), skusOf(next)]).then(release, release);
      }, CARRY_OVER_DELAY_MS);
    },
    onStockChanged: stockChanged,
  });

  /**
   * A tool on sale the snapshot does not hold (yet): one added since it was read, by another
   * instance or behind this one's back. Unknown ids and slugs end here too, as before: 404.
   */
  async function findUnlistedTool(where: SQL): Promise<ToolView> {
    const view = await findToolView(db, and(where, isNull(tools.archivedAt))!);
    if (!view) throw notFound(catalogMessages.toolNotFound);
    return view;
  }

  /** The words of the snapshot's names, built on first use (or carried over from the copy it was patched from). */
  function wordsOf(snapshot: CatalogSnapshot): Promise<WordIndex> {
    const { previous } = snapshot;
    return snapshot.keep('words', async () => {
      const before = previous?.snapshot.kept<WordIndex>('words');
      return before ? (await before).patched(snapshot, previous!.changed) : buildWordIndex(snapshot);
    });
  }

  /**
   * Each tool's place in name order (then id), built on first use: a search's ties are ranked by
   * it, comparing two numbers where comparing the names of thousands of matches took most of a
   * new search's time (~10 ms for 'ham' at 20,000 tools).
   */
  async function nameRanksOf(snapshot: CatalogSnapshot): Promise<Int32Array> {
    return (await nameOrderOf(snapshot)).ranks;
  }

  async function nameOrderOf(snapshot: CatalogSnapshot): Promise<NameOrder> {
    const { previous } = snapshot;
    const { tools: all, unlisted } = snapshot;
    const compare = (a: number, b: number) =>
      compareText(all[a]!.view.name, all[b]!.view.name) || compareText(all[a]!.id, all[b]!.id);
    return snapshot.keep('name-order', async () => {
      const before = previous?.snapshot.kept<NameOrder>('name-order');
      let byName: Int32Array;
      if (before) {
        // The unchanged keep their order; the changed ones still listed, sorted, are merged in.
        const kept = (await before).byName.filter((position) => !previous!.changed.has(position));
        const added = Int32Array.from([...previous!.changed.keys()].filter((position) => !unlisted.has(position))).sort(
          compare,
        );
        byName = mergeSorted(kept, added, compare);
      } else {
        // PostgreSQL's name order (the copy's `name` order) is this one under a C collation:
        // checked in one pass, it spares a sort of every name (seconds at a million tools).
        const fromDatabase = snapshot.orders.name;
        let sorted = fromDatabase.length === all.length - unlisted.size;
        for (let index = 1; sorted && index < fromDatabase.length; index++)
          sorted = compare(fromDatabase[index - 1]!, fromDatabase[index]!) < 0;
        if (sorted) byName = fromDatabase;
        else {
          const listed: number[] = [];
          for (const tool of all) if (!unlisted.has(tool.position)) listed.push(tool.position);
          byName = Int32Array.from(listed).sort(compare);
        }
      }
      const ranks = new Int32Array(all.length);
      for (const [rank, position] of byName.entries()) ranks[position] = rank;
      return { byName, ranks };
    });
  }

  /** The snapshot's SKUs, sorted for prefix lookups (sku-index.ts), built on first use (or carried over). */
  function skusOf(snapshot: CatalogSnapshot): Promise<SkuIndex> {
    const { previous } = snapshot;
    return snapshot.keep('skus', async () => {
      const before = previous?.snapshot.kept<SkuIndex>('skus');
      if (!before) {
        return buildSkuIndex(
          snapshot.tools.map((tool) => (snapshot.unlisted.has(tool.position) ? null : tool.view.sku)),
        );
      }
      const changes = new Map<number, string | null>();
      for (const position of previous!.changed.keys())
        changes.set(position, snapshot.unlisted.has(position) ? null : snapshot.tools[position]!.view.sku);
      return (await before).patched(changes);
    });
  }

  /**
   * Positions of the tools matching a search, best first: the text's matches, with a SKU equal to
   * the text before them and the SKUs starting with it after them. Stock never changes them, so
   * they stay with the snapshot.
   */
  async function matchesOf(snapshot: CatalogSnapshot, q: string): Promise<Int32Array> {
    const matches = await textMatchesOf(snapshot, q);
    // A binary search: a text that is no SKU's beginning costs no more than before.
    const skus = (await skusOf(snapshot)).find(q);
    if (skus.positions.length === 0) return matches;
    return snapshot.memo(`sku-matches:${q}`, async () => withSkuMatches(matches, skus, snapshot.tools.length));
  }

  /** Positions of the tools whose words match a search (full text, near spellings), best first. */
  async function textMatchesOf(snapshot: CatalogSnapshot, q: string): Promise<Int32Array> {
    const words = await wordsOf(snapshot);
    // The typed words' corrections compare their trigrams with every name word's (some 10% of a
    // repeated search's time at 20,000 tools): computed once per text and snapshot.
    const terms = await snapshot.memo(`terms:${q}`, async () => toSearchTerms(q, words.corrections));
    if (!terms) return new Int32Array(0);
    return snapshot.memo(`matches:${terms.expanded}|${terms.bangla.join(' ')}`, async () => {
      const normalised = await normaliseSearchTerms(db, terms);
      const groups = searchGroups(normalised, 'expanded');
      if (groups.length === 0) return new Int32Array(0);
      const { byName, ranks } = await nameOrderOf(snapshot);
      // Matching the words as typed first, then the weight of what matched, then by name.
      return rankMatches(snapshot.lexemes, searchGroups(normalised, 'exact'), groups, byName, ranks);
    });
  }

  /** One tool on sale by slug, with its category path (top-level first), from the snapshot like getTool; kept briefly. */
  async function publicToolBySlug(slug: string): Promise<CachedJson> {
    // Not a slug at all (spaces, capitals, NUL…): no tool has it, no need to look.
    if (!SLUG_FORMAT.test(slug)) throw notFound(catalogMessages.toolNotFound);
    return (await cache.get(`slug:${slug}`, async () => {
      const id = (await snapshots.current(() => false)).bySlug.get(slug)?.id;
      const snapshot = await snapshots.current((changed) => id !== undefined && changed.has(id));
      const tool = snapshot.bySlug.get(slug);
      const pathOf = (categorySlug: string | null) =>
        categorySlug ? (snapshot.categoryPaths.get(categorySlug) ?? []) : [];
      if (tool) {
        const [answer] = await answers.answersOf([tool], snapshot.arena);
        const detail: ToolDetail = {
          ...(JSON.parse(answer!.text) as Tool),
          categoryPath: pathOf(tool.view.categorySlug),
        };
        return { value: toCachedJson(detail), dependsOn: [tool.id] };
      }
      const view = await findUnlistedTool(eq(tools.slug, slug));
      const detail: ToolDetail = { ...toToolResponse(view), categoryPath: pathOf(view.categorySlug) };
      return { value: toCachedJson(detail), dependsOn: [view.id] };
    })) as CachedJson;
  }

  return {
    /**
     * A page of tools on sale, computed from the snapshot on every request (a slice of a list kept
     * with it, see snapshot-listing.ts: tens of microseconds), so nothing about it needs dropping
     * when stock changes; the total counts every match in the snapshot, so it is exact for it.
     */
    async listTools(listing: ToolListing, overlay: PriceOverlay | null = null): Promise<ToolPage> {
      // Stock changes still on their way matter only to a page showing those tools, or filtered on stock.
      let snapshot = await snapshots.current(() => false);
      let matches = listing.q ? await matchesOf(snapshot, listing.q) : null;
      const { page: shown } = await selectPage(snapshot, listing, matches);
      const latest = await snapshots.current(
        (changed) => listing.inStock || shown.some((tool) => changed.has(tool.id)),
      );
      if (latest !== snapshot) {
        snapshot = latest;
        matches = listing.q ? await matchesOf(snapshot, listing.q) : null;
      }
      const { total, page } = await selectPage(snapshot, listing, matches);
      const q = listing.q;
      const didYouMean = q && total === 0 ? await snapshot.memo(`near:${q}`, () => nearestToolName(db, q)) : null;
      const items = async () => {
        const json = await answers.answersOf(page, snapshot.arena, q !== null);
        // Only answers the copy keeps keep their re-priced text (price-overlay.ts).
        return overlay ? json.map((item, index) => repriced(item, overlay, page[index]!.json === item)) : json;
      };
      // The pages asked for again and again: kept, with their bytes; the others built each time.
      if (q === null && listing.page > KEPT_PAGES) return { json: jsonArrayOf(await items()), total, didYouMean };
      const sources = page.map((tool) => tool.view);
      return { json: await bodiesFor(overlay).bodyOf(JSON.stringify(listing), sources, items), total, didYouMean };
    },

    /**
     * One tool on sale by id, from the snapshot: no database, so a buyer's read never queues
     * behind the orders the embedded database is busy with. Waits only for a stock change
     * reported for this very tool.
     */
    async getTool(id: string, overlay: PriceOverlay | null = null): Promise<CachedJson> {
      const snapshot = await snapshots.current((changed) => changed.has(id));
      const tool = snapshot.byId.get(id);
      if (tool) {
        const [answer] = await answers.answersOf([tool], snapshot.arena);
        return jsonOfOne(overlay ? repriced(answer!, overlay, tool.json === answer) : answer!);
      }
      const view = await findUnlistedTool(eq(tools.id, id));
      if (!overlay) return toCachedJson(toToolResponse(view));
      return jsonOfOne(hashedJson(JSON.stringify(repricedObject(toToolResponse(view), overlay))));
    },

    /** One tool on sale by slug, with its category path (top-level first), from the snapshot like getTool. */
    async getToolBySlug(slug: string, overlay: PriceOverlay | null = null): Promise<CachedJson> {
      const detail = await publicToolBySlug(slug);
      if (!overlay) return detail;
      return toCachedJson(repricedObject(JSON.parse(detail.body) as ToolDetail, overlay));
    },

    /** The category tree with counts of products on sale. */
    async categoryTree(): Promise<CachedJson> {
      return (await cache.get('categories', async () => {
        const tree: CategoryNode[] = await loadCategoryTree(db);
        return { value: toCachedJson(tree), dependsOn: [] };
      })) as CachedJson;
    },

    /** The brands with products on sale, by name, with their counts (the shop's brand filter). */
    async brandList(): Promise<CachedJson> {
      return (await cache.get('brands', async () => ({
        value: toCachedJson(await loadBrands(db)),
        dependsOn: [],
      }))) as CachedJson;
    },

    /**
     * At most eight suggestions for a type-ahead (categories, then tools), from the words of the
     * snapshot's names and its SKUs, without the database; none for an empty text. Names, slugs
     * and SKUs only, so stock never changes them: kept with the snapshot.
     */
    async suggest(q: string): Promise<CachedJson> {
      const text = q.normalize('NFC').toLowerCase();
      if (!text) return toCachedJson([]);
      const snapshot = await snapshots.current();
      return snapshot.memo(`suggest:${text}`, async () => {
        const words = await wordsOf(snapshot);
        const categoryRows = words.suggestCategories(text, SUGGESTED_CATEGORIES);
        const toolLimit = SUGGESTION_LIMIT - categoryRows.length;
        // Ranked as a search ranks them: a SKU equal to the text, the names' matches, the SKUs starting with it.
        const named = words.suggestTools(text, toolLimit).map((tool) => tool.position);
        const positions = withSkuMatches(named, (await skusOf(snapshot)).find(text), snapshot.tools.length, toolLimit);
        const toolRows = Array.from(positions, (position) => snapshot.tools[position]!.view);
        const suggestions: Suggestion[] = [
          // The Bangla name only when there is one, last: the English answer stays as it was.
          ...categoryRows.map((row) => ({
            type: 'category' as const,
            name: row.name,
            slug: row.slug,
            sku: null,
            ...(row.nameBn !== undefined ? { nameBn: row.nameBn } : {}),
          })),
          ...toolRows.map((row) => ({
            type: 'tool' as const,
            name: row.name,
            slug: row.slug,
            sku: row.sku,
            ...(row.nameBn !== null ? { nameBn: row.nameBn } : {}),
          })),
        ];
        // Kept with the snapshot and sent many times: with its bytes (a Bangla name is encoded once).
        return withBytes(toCachedJson(suggestions));
      });
    },

    /**
     * Reads the catalogue into memory and indexes its words, so the first visitors do not wait
     * for it (a second or so at 20,000 products on the embedded database). Call before listening.
     */
    async warm(): Promise<void> {
      const snapshot = await snapshots.current();
      await wordsOf(snapshot);
      await nameRanksOf(snapshot);
      await skusOf(snapshot);
    },

    /** Call after this instance changed one tool's stock (a cancellation, an admin's edit): it is read again. */
    invalidateTool(id: string): void {
      snapshots.markStockChanged(id);
      stockChanged(id);
      options.stockNews?.reread(id);
    },

    /**
     * Call after a transaction of this instance committed these stock levels (orders placed):
     * lists and searches show them at once, with no re-read waiting behind the next orders.
     */
    stockTaken(levels: StockLevel[]): void {
      snapshots.stockTaken(levels);
      // Every told tool's product page, also of a tool the snapshot does not hold.
      for (const { id } of levels) stockChanged(id);
      options.stockNews?.levels(levels);
    },

    /** A message on the stock news channel (stock-news.ts): another instance's stock, applied now. */
    stockNewsHeard(payload: string): void {
      const news = decodeStockNews(payload);
      if (!news || news.from === options.stockNews?.instance) return;
      snapshots.stockToldElsewhere(news.levels);
      for (const { id } of news.levels) stockChanged(id);
      for (const id of news.reread) {
        snapshots.markStockChanged(id);
        stockChanged(id);
      }
    },

    /** Whether other instances' stock news arrives: while it does, looks scan the stock column only rarely. */
    stockNewsListening(listening: boolean): void {
      snapshots.newsListening(listening);
    },

    /** Call after a change that adds, removes or re-prices tools (admin changes): lists and counts move. */
    invalidate(): void {
      snapshots.markStale();
      cache.clear();
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
