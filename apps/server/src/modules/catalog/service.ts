import { and, eq, isNull } from 'drizzle-orm';
import { catalogMessages, type CategoryNode, type Suggestion, type ToolDetail } from '@tools-bd/contract';
import type { Database } from '../../db/client.ts';
import { tools } from '../../db/schema.ts';
import { notFound } from '../../lib/http-errors.ts';
import { toCachedJson, type CachedJson } from '../../lib/etag.ts';
import { createDependentCache } from '../../lib/dependent-cache.ts';
import { countTools, findSuggestions, findToolPage, nearestToolName, toSearchTerms, type SearchTerms, type ToolListing } from './search.ts';
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

type Answer = CachedJson | ToolPage | number | SearchTerms | null;

/** The listing's cache key: every field that changes the answer, in a fixed order. */
const listingKey = (listing: ToolListing) => `page:${JSON.stringify(listing)}`;
/** The total depends on the search and filters, not on the page or the order. */
const countKey = (listing: ToolListing) => `count:${JSON.stringify({ ...listing, sort: null, page: null, limit: null })}`;

export function createCatalogService(db: Database, options: { cacheMilliseconds?: number } = {}) {
  const cache = createDependentCache<Answer>({ timeToLiveMilliseconds: options.cacheMilliseconds ?? CACHE_MILLISECONDS, maxEntries: CACHE_ENTRIES });

  async function totalOf(listing: ToolListing, terms: SearchTerms | null): Promise<number> {
    return (await cache.get(countKey(listing), async () => ({ value: await countTools(db, listing, terms), dependsOn: [] }))) as number;
  }

  /** The search text's words and their near spellings, kept like any answer. */
  async function termsOf(q: string | null): Promise<SearchTerms | null> {
    if (!q) return null;
    return (await cache.get(`terms:${q}`, async () => ({ value: await toSearchTerms(db, q), dependsOn: [] }))) as SearchTerms | null;
  }

  return {
    /**
     * A page of tools on sale. The answer is kept per listing and dropped as soon as one of its
     * tools changes on this instance; the total is kept per search and filters.
     */
    async listTools(listing: ToolListing): Promise<ToolPage> {
      return (await cache.get(listingKey(listing), async () => {
        const terms = await termsOf(listing.q);
        const [rows, total] = await Promise.all([findToolPage(db, listing, terms), totalOf(listing, terms)]);
        const didYouMean = listing.q && total === 0 ? await nearestToolName(db, listing.q) : null;
        return {
          value: { json: toCachedJson(rows.map(toToolResponse)), total, didYouMean },
          dependsOn: rows.map((row) => row.id),
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

    /** At most eight suggestions for a type-ahead; none for an empty text. */
    async suggest(q: string): Promise<CachedJson> {
      const text = q.toLowerCase();
      return (await cache.get(`suggest:${text}`, async () => {
        const suggestions: Suggestion[] = text ? await findSuggestions(db, text) : [];
        return { value: toCachedJson(suggestions), dependsOn: [] };
      })) as CachedJson;
    },

    /** Call after this instance changed one tool's stock (an order, a cancellation). */
    invalidateTool(id: string): void {
      cache.invalidate(id);
    },

    /** Call after a change that adds, removes or re-prices tools (admin changes): lists and counts move. */
    invalidate(): void {
      cache.clear();
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
