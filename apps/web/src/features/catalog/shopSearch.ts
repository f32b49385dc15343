import { TOOL_SORTS } from '@tools-bd/contract/messages';

/** The shop shows this many tools a page: a whole number of rows at 1, 2, 3 and 4 columns. */
export const SHOP_PAGE_SIZE = 24;

export type ToolSort = (typeof TOOL_SORTS)[number];

/**
 * One page of GET /api/tools as the shop asks for it. Every field but page and limit is left
 * out when not set, so the same page always has the same query key (and the same cached data,
 * whether the browser fetched it or the server rendered it).
 */
export interface ToolListParams {
  q?: string;
  category?: string;
  brand?: string;
  /** Dollars as typed (the server checks them: at most 2 decimals, min ≤ max). */
  minPrice?: string;
  maxPrice?: string;
  inStock?: true;
  sort?: ToolSort;
  page: number;
  limit: number;
}

/** The URL search parameters the shop keeps its state in (the category is the path: /shop/{categorySlug}). */
export const SHOP_SEARCH_KEYS = ['q', 'brand', 'minPrice', 'maxPrice', 'inStock', 'sort', 'page'] as const;
export type ShopSearchKey = (typeof SHOP_SEARCH_KEYS)[number];

const isSort = (value: string): value is ToolSort => (TOOL_SORTS as readonly string[]).includes(value);

/** A search parameter's text, trimmed; empty counts as not set. */
function textParameter(search: URLSearchParams, key: ShopSearchKey): string | undefined {
  const value = search.get(key)?.trim();
  return value ? value : undefined;
}

/**
 * The API request for a shop URL. A page that is not a whole number ≥ 1, or an unknown sort,
 * falls back to the default (a hand-edited link still shows the shop); prices go to the server
 * as typed, which answers a clear message for a bad one.
 */
export function toolListParamsFromUrl(categorySlug: string | undefined, search: URLSearchParams): ToolListParams {
  const params: ToolListParams = { page: 1, limit: SHOP_PAGE_SIZE };
  const q = textParameter(search, 'q');
  if (q) params.q = q;
  if (categorySlug) params.category = categorySlug;
  const brand = textParameter(search, 'brand');
  if (brand) params.brand = brand;
  const minPrice = textParameter(search, 'minPrice');
  if (minPrice) params.minPrice = minPrice;
  const maxPrice = textParameter(search, 'maxPrice');
  if (maxPrice) params.maxPrice = maxPrice;
  if (search.get('inStock') === 'true') params.inStock = true;
  const sort = textParameter(search, 'sort');
  // Relevance means nothing without a search text: leave it to the server's default (newest).
  if (sort && isSort(sort) && (sort !== 'relevance' || q)) params.sort = sort;
  const page = textParameter(search, 'page');
  if (page && /^\d{1,5}$/.test(page) && Number(page) >= 1) params.page = Number(page);
  return params;
}

/** GET /api/tools?… for these parameters, always in the same order. */
export function toolListPath(params: ToolListParams): string {
  const query = new URLSearchParams();
  if (params.q) query.set('q', params.q);
  if (params.category) query.set('category', params.category);
  if (params.brand) query.set('brand', params.brand);
  if (params.minPrice) query.set('minPrice', params.minPrice);
  if (params.maxPrice) query.set('maxPrice', params.maxPrice);
  if (params.inStock) query.set('inStock', 'true');
  if (params.sort) query.set('sort', params.sort);
  query.set('page', String(params.page));
  query.set('limit', String(params.limit));
  return `/tools?${query.toString()}`;
}

/**
 * The shop's URL search after a change: empty values are removed, and any change but the page's
 * goes back to page 1 (page 3 of the old results means nothing for the new ones).
 */
export function changeShopSearch(
  search: URLSearchParams,
  change: Partial<Record<ShopSearchKey, string | undefined>>,
): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const [key, value] of Object.entries(change)) {
    if (value === undefined || value.trim() === '') next.delete(key);
    else next.set(key, value.trim());
  }
  if (!('page' in change)) next.delete('page');
  if (next.get('page') === '1') next.delete('page');
  return next;
}

/** The shop's address for a search text (the navbar's search box submits here). */
export function shopSearchHref(q: string): string {
  const text = q.trim();
  return text ? `/shop?${new URLSearchParams({ q: text }).toString()}` : '/shop';
}

/** A category's shop page, keeping the other filters but starting again at page 1. */
export function categoryHref(categorySlug: string | undefined, search: URLSearchParams): string {
  const next = changeShopSearch(search, {});
  const query = next.toString();
  return `${categorySlug ? `/shop/${categorySlug}` : '/shop'}${query ? `?${query}` : ''}`;
}
