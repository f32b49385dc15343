import { and, eq, isNull } from 'drizzle-orm';
import { SUGGESTION_LIMIT, catalogMessages, type CategoryNode, type Suggestion, type ToolDetail } from '@tools-bd/contract';
import type { Database } from '../../db/client.ts';
import { tools } from '../../db/schema.ts';
import { notFound } from '../../lib/http-errors.ts';
import { cachedJsonOfText, toCachedJson, type CachedJson } from '../../lib/etag.ts';
import { createDependentCache } from '../../lib/dependent-cache.ts';
import { findCategorySuggestions, findRankedToolIds, nearestToolName, toSearchTerms, type SearchTerms, type ToolListing } from './search.ts';
import { createCatalogSnapshots, type CatalogSnapshot } from './snapshot.ts';
import { selectPage } from './snapshot-listing.ts';
import { loadCategoryPath, loadCategoryTree } from './categories.ts';
import { loadBrands } from './brands.ts';
import { findToolView, toToolResponse } from './tool-views.ts';

export { toToolResponse } from './tool-views.ts';

/**
 * How long one instance may answer from memory. Short, because stock changes with every order
 * on any instance; this instance's own changes drop the answers they touch at once.
 */
const CACHE_MILLISECONDS = 1_000;
/** Bounds the memory: a page of 60 tools is about 25 kB serialised. */
const CACHE_ENTRIES = 1_000;

/** What every product slug looks like (a CHECK of migration 0006). */
const SLUG_FORMAT = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** One page of GET /api/tools, serialised once, with what the headers say. */
export interface ToolPage {
  json: CachedJson;
  total: number;
  /** When a search found nothing: the nearest product name. */
  didYouMean: string | null;
}

type Answer = CachedJson | ToolPage;

/** The listing's cache key: every field that changes the answer, in a fixed order. */
const listingKey = (listing: ToolListing) => `page:${JSON.stringify(listing)}`;

export function createCatalogService(db: Database, options: { cacheMilliseconds?: number } = {}) {
  const cacheMilliseconds = options.cacheMilliseconds ?? CACHE_MILLISECONDS;
  const cache = createDependentCache<Answer>({ timeToLiveMilliseconds: cacheMilliseconds, maxEntries: CACHE_ENTRIES });
  // Lists, searches and suggestions are computed from the in-memory catalogue; what it finds
  // changed (here or, within `cacheMilliseconds`, on another instance) drops the answers built on it.
  const snapshots = createCatalogSnapshots(db, {
    pollMilliseconds: cacheMilliseconds,
    onReload: () => cache.clear(),
    onStockChanged: (id) => cache.invalidate(id),
  });

  /** The search text's words and their near spellings; kept with the snapshot (the word list changes only with products). */
  function termsOf(snapshot: CatalogSnapshot, q: string): Promise<SearchTerms | null> {
    return snapshot.memo(`terms:${q}`, () => toSearchTerms(db, q));
  }

  /** Positions of the tools matching a search, best first; stock never changes them. */
  async function matchesOf(snapshot: CatalogSnapshot, q: string): Promise<Int32Array> {
    const terms = await termsOf(snapshot, q);
    if (!terms) return new Int32Array(0);
    return snapshot.memo(`matches:${terms.expanded}`, async () => {
      const ids = await findRankedToolIds(db, terms);
      // A tool added since the snapshot was read is not in it: it shows once the snapshot reloads.
      return Int32Array.from(ids.flatMap((id) => snapshot.byId.get(id)?.position ?? []));
    });
  }

  return {
    /**
     * A page of tools on sale. The answer is kept per listing and dropped as soon as one of its
     * tools changes; the total counts every match in the snapshot, so it is exact for it.
     */
    async listTools(listing: ToolListing): Promise<ToolPage> {
      return (await cache.get(listingKey(listing), async () => {
        const snapshot = await snapshots.current();
        const matches = listing.q ? await matchesOf(snapshot, listing.q) : null;
        const { total, page } = selectPage(snapshot, listing, matches);
        const q = listing.q;
        const didYouMean = q && total === 0 ? await snapshot.memo(`near:${q}`, () => nearestToolName(db, q)) : null;
        return {
          value: { json: cachedJsonOfText(`[${page.map((tool) => tool.json).join(',')}]`), total, didYouMean },
          dependsOn: page.map((tool) => tool.id),
        };
      })) as ToolPage;
    },

    /** One tool on sale by id. */
    async getTool(id: string): Promise<CachedJson> {
      return (await cache.get(`id:${id}`, async () => {
        const view = await findToolView(db, and(eq(tools.id, id), isNull(tools.archivedAt))!);
        if (!view) throw notFound(catalogMessages.toolNotFound);
        return { value: toCachedJson(toToolResponse(view)), dependsOn: [view.id] };
      })) as CachedJson;
    },

    /** One tool on sale by slug, with its category path (top-level first). */
    async getToolBySlug(slug: string): Promise<CachedJson> {
      // Not a slug at all (spaces, capitals, NUL…): no tool has it, no need to ask the database.
      if (!SLUG_FORMAT.test(slug)) throw notFound(catalogMessages.toolNotFound);
      return (await cache.get(`slug:${slug}`, async () => {
        const view = await findToolView(db, and(eq(tools.slug, slug), isNull(tools.archivedAt))!);
        if (!view) throw notFound(catalogMessages.toolNotFound);
        const categoryPath = view.categorySlug ? await loadCategoryPath(db, view.categorySlug) : [];
        const detail: ToolDetail = { ...toToolResponse(view), categoryPath };
        return { value: toCachedJson(detail), dependsOn: [view.id] };
      })) as CachedJson;
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
      return (await cache.get('brands', async () => ({ value: toCachedJson(await loadBrands(db)), dependsOn: [] }))) as CachedJson;
    },

    /**
     * At most eight suggestions for a type-ahead (categories, then tools by relevance); none for
     * an empty text. Names and slugs only, so stock never changes them: kept with the snapshot.
     */
    async suggest(q: string): Promise<CachedJson> {
      const text = q.toLowerCase();
      if (!text) return toCachedJson([]);
      const snapshot = await snapshots.current();
      return snapshot.memo(`suggest:${text}`, async () => {
        const [categoryRows, matches] = await Promise.all([findCategorySuggestions(db, text), matchesOf(snapshot, text)]);
        const toolRows = [...matches.subarray(0, SUGGESTION_LIMIT - categoryRows.length)].map((position) => snapshot.tools[position]!.view);
        const suggestions: Suggestion[] = [
          ...categoryRows.map((row) => ({ type: 'category' as const, name: row.name, slug: row.slug, sku: null })),
          // sku: the product's SKU once the catalogue has them.
          ...toolRows.map((row) => ({ type: 'tool' as const, name: row.name, slug: row.slug, sku: null })),
        ];
        return toCachedJson(suggestions);
      });
    },

    /** Call after this instance changed one tool's stock (an order, a cancellation). */
    invalidateTool(id: string): void {
      snapshots.markStockChanged(id);
      cache.invalidate(id);
    },

    /** Call after a change that adds, removes or re-prices tools (admin changes): lists and counts move. */
    invalidate(): void {
      snapshots.markStale();
      cache.clear();
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
