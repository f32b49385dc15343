import {
  HOME_TOOL_COUNT,
  toolListQuerySchema,
  type Brand,
  type CategoryNode,
  type PageDataSource,
  type Review,
  type Tool,
  type ToolDetail,
} from '@tools-bd/contract';
import type { CachedJson } from '../../lib/etag.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { toToolListing, type CatalogService, type PriceOverlay } from '../catalog/index.ts';
import type { ReviewsService } from '../reviews/index.ts';
import type { SettingsService } from '../settings/index.ts';

export interface PageDataServices {
  catalog: CatalogService;
  reviews: ReviewsService;
  settings: SettingsService;
}

/** The JSON body of an answer the services keep serialised for the API. */
const parsed = <T>(cached: CachedJson): T => JSON.parse(cached.body) as T;

/** The home page's listing: GET /api/tools?sort=oldest&limit=HOME_TOOL_COUNT, as the browser asks for it. */
const HOME_LISTING = toToolListing(toolListQuerySchema.parse({ sort: 'oldest', limit: String(HOME_TOOL_COUNT) }));

/**
 * The pages are a guest's view: while the shop hides prices from guests, their tools carry none
 * (as GET /api/tools answers a guest), and the page's data, so its cache key, changes with it.
 */
const NO_PRICES: PriceOverlay = { price: () => null };

/** The answer, or null where the API route answers 404. */
async function nullWhenNotFound<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) return null;
    throw error;
  }
}

/**
 * The data server-rendered pages are built from: the same services (and their caches) as the
 * API routes, so a page holds exactly what the browser would have fetched.
 */
export function createPageDataSource({ catalog, reviews, settings }: PageDataServices): PageDataSource {
  const guestOverlay = async () => ((await settings.guestPrices()) === 'hide' ? NO_PRICES : null);
  return {
    homeTools: async () => parsed<Tool[]>((await catalog.listTools(HOME_LISTING, await guestOverlay())).json),
    publicReviews: async () => parsed<Review[]>(await reviews.listPublic()),
    async toolPage(query) {
      const request = toolListQuerySchema.safeParse(Object.fromEntries(new URLSearchParams(query)));
      if (!request.success) return null;
      const page = await catalog.listTools(toToolListing(request.data), await guestOverlay());
      return { tools: parsed<Tool[]>(page.json), total: page.total, didYouMean: page.didYouMean };
    },
    toolBySlug: (slug) =>
      nullWhenNotFound(async () => parsed<ToolDetail>(await catalog.getToolBySlug(slug, await guestOverlay()))),
    toolReviews: (slug) => nullWhenNotFound(() => reviews.listForTool(slug)),
    categoryTree: async () => parsed<CategoryNode[]>(await catalog.categoryTree()),
    brands: async () => parsed<Brand[]>(await catalog.brandList()),
    publicSettings: () => settings.forPublic(),
  };
}
