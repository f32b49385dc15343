import { HOME_TOOL_COUNT, toolListQuerySchema, type CategoryNode, type PageDataSource, type Review, type Tool, type ToolDetail } from '@tools-bd/contract';
import type { CachedJson } from '../../lib/etag.ts';
import { HttpError } from '../../lib/http-errors.ts';
import type { CatalogService } from '../catalog/service.ts';
import { toToolListing } from '../catalog/search.ts';
import type { ReviewsService } from '../reviews/service.ts';
import type { SettingsService } from '../settings/service.ts';

export interface PageDataServices {
  catalog: CatalogService;
  reviews: ReviewsService;
  settings: SettingsService;
}

/** The JSON body of an answer the services keep serialised for the API. */
const parsed = <T>(cached: CachedJson): T => JSON.parse(cached.body.toString('utf8')) as T;

/** The home page's listing: GET /api/tools?sort=oldest&limit=HOME_TOOL_COUNT, as the browser asks for it. */
const HOME_LISTING = toToolListing(toolListQuerySchema.parse({ sort: 'oldest', limit: String(HOME_TOOL_COUNT) }));

/**
 * The data server-rendered pages are built from: the same services (and their caches) as the
 * API routes, so a page holds exactly what the browser would have fetched.
 */
export function createPageDataSource({ catalog, reviews, settings }: PageDataServices): PageDataSource {
  return {
    homeTools: async () => parsed<Tool[]>((await catalog.listTools(HOME_LISTING)).json),
    publicReviews: async () => parsed<Review[]>(await reviews.listPublic()),
    async toolBySlug(slug) {
      try {
        return parsed<ToolDetail>(await catalog.getToolBySlug(slug));
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 404) return null;
        throw error;
      }
    },
    categoryTree: async () => parsed<CategoryNode[]>(await catalog.categoryTree()),
    publicSettings: () => settings.forPublic(),
  };
}
