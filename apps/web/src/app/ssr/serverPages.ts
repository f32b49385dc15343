import type { QueryClient } from '@tanstack/react-query';
import { matchPath, matchRoutes } from 'react-router';
import type { PageDataSource } from '@tools-bd/contract';
import { catalogMessages, descriptionIn, nameIn, shareableImageOf } from '@tools-bd/contract/messages';
import {
  brandsQueryKey,
  categoriesQueryKey,
  findCategory,
  homeToolsQueryKey,
  toolBySlugQueryKey,
  toolListParamsFromUrl,
  toolListPath,
  toolListQueryKey,
} from '../../features/catalog/index.ts';
import { HOME_REVIEW_COUNT, reviewsQueryKey, toolReviewsQueryKey } from '../../features/reviews/index.ts';
import { productJsonLd, shortDescription } from './productJsonLd.ts';
import { storeRefusal } from './pageState.ts';
import { routes } from '../routes.tsx';
import { SHOP_DESCRIPTION, SHOP_IMAGE, type PageHead } from './pageHead.ts';
import type { Language } from '@tools-bd/contract/messages';
import { textsIn } from '../i18n/banglaStore.ts';
import { headTexts } from './headTexts.ts';

export interface ServerPageContext {
  params: Record<string, string | undefined>;
  /** The query string's parameters (filters and pages of the catalogue). */
  search: URLSearchParams;
  data: PageDataSource;
  /** The browser's cache-to-be: fill it under the keys the page's hooks read. */
  queryClient: QueryClient;
  /** The shop's address without a trailing slash. */
  origin: string;
  /** The page's language (its URL's): the head is written in it. */
  language: Language;
}

/**
 * /shop and /shop/{categorySlug}: the page of results the URL asks for, the category tree and
 * the brands, under the keys ShopPage's hooks read. A category that does not exist is a 404.
 */
async function loadShopPage({ params, search, data, queryClient, language }: ServerPageContext): Promise<PageHead> {
  const t = textsIn(headTexts, language);
  const { categorySlug } = params;
  const listParams = toolListParamsFromUrl(categorySlug, search);
  const [page, categories, brands] = await Promise.all([
    data.toolPage(toolListPath(listParams).replace(/^\/tools\?/, '')),
    data.categoryTree(),
    data.brands(),
  ]);
  // A bad filter (a price like "abc"): the browser asks and shows the API's message.
  if (page) queryClient.setQueryData(toolListQueryKey(listParams), page);
  queryClient.setQueryData(categoriesQueryKey(), categories);
  queryClient.setQueryData(brandsQueryKey(), brands);
  const category = categorySlug ? findCategory(categories, categorySlug, language) : null;
  if (categorySlug && !category) {
    return {
      title: t.categoryNotFound,
      description: t.notFoundDescription,
      path: `/shop/${categorySlug}`,
      notFound: true,
    };
  }
  const path = category ? `/shop/${category.slug}` : '/shop';
  const where = category ? t.categoryAt(category.name) : t.theCatalogue;
  return {
    // As ShopPage names itself.
    title: listParams.q ? t.resultsFor(listParams.q) : (category?.name ?? t.shop),
    description: t.shopDescriptionOf(where, page ? page.total : null),
    // Each page of results is a page of its own; filters and searches are views of it.
    path: listParams.page > 1 ? `${path}?page=${listParams.page}` : path,
  };
}

/**
 * A public page rendered on the server: its path (React Router's syntax, as in routes.tsx) and
 * what it needs before it can render — the data its hooks will ask for, put in the cache under
 * their keys, and its head. `load` answers null when the page does not exist (404).
 */
export interface ServerPage {
  path: string;
  load(context: ServerPageContext): Promise<PageHead | null>;
}

/** The public pages. Every other page (sign-in, dashboard, cart) is rendered in the browser only. */
export const serverPages: ServerPage[] = [
  {
    path: '/',
    async load({ data, queryClient, language }) {
      const [tools, reviews] = await Promise.all([data.homeTools(), data.publicReviews()]);
      queryClient.setQueryData(homeToolsQueryKey, tools);
      // Only the reviews the page shows: GET /api/reviews lists up to 50, which would make the
      // page's size depend on how much buyers wrote (the home page must stay under 50 kB).
      queryClient.setQueryData(reviewsQueryKey, reviews.slice(0, HOME_REVIEW_COUNT));
      return {
        title: '',
        description: language === 'en' ? SHOP_DESCRIPTION : textsIn(headTexts, language).shopDescription,
        path: '/',
        preloadImage: SHOP_IMAGE,
      };
    },
  },
  { path: '/shop', load: loadShopPage },
  { path: '/shop/:categorySlug', load: loadShopPage },
  {
    path: '/tools/:slug',
    async load({ params, data, queryClient, origin, language }) {
      const slug = params.slug ?? '';
      const [tool, reviews, settings] = await Promise.all([
        data.toolBySlug(slug),
        data.toolReviews(slug),
        data.publicSettings(),
      ]);
      if (!tool) {
        // The product page then says "This tool does not exist" itself, on the server as in the browser.
        await storeRefusal(queryClient, toolBySlugQueryKey(slug), 404, catalogMessages.toolNotFound);
        const t = textsIn(headTexts, language);
        return { title: t.toolNotFound, description: t.notFoundDescription, path: `/tools/${slug}`, notFound: true };
      }
      queryClient.setQueryData(toolBySlugQueryKey(slug), tool);
      if (reviews) queryClient.setQueryData(toolReviewsQueryKey(slug), reviews);
      return {
        title: nameIn(tool, language),
        description: shortDescription(descriptionIn(tool, language)),
        path: `/tools/${tool.slug}`,
        image: shareableImageOf(tool.img),
        type: 'product',
        jsonLd: productJsonLd(tool, reviews, { origin, currency: settings.currency, language }),
      };
    },
  },
  {
    path: '/blogs',
    load: async ({ language }) => ({
      title: textsIn(headTexts, language).blogs,
      description: textsIn(headTexts, language).blogsDescription,
      path: '/blogs',
    }),
  },
  {
    path: '/portfolio',
    load: async ({ language }) => ({
      title: textsIn(headTexts, language).portfolio,
      description: textsIn(headTexts, language).portfolioDescription,
      path: '/portfolio',
    }),
  },
];

/** The head of the not-found page, answered with status 404. */
export const notFoundHead: PageHead = {
  title: headTexts.english.notFound,
  description: headTexts.english.notFoundDescription,
  path: '/',
};

/** The not-found page's head in a language. */
export function notFoundHeadIn(language: Language): PageHead {
  const t = textsIn(headTexts, language);
  return { ...notFoundHead, title: t.notFound, description: t.notFoundDescription };
}

export type ServerPageMatch = { page: ServerPage; params: Record<string, string | undefined> } | { page: null };

/**
 * The server page for a path; `{ page: null }` when the path is no page of the shop at all
 * (the not-found page, rendered on the server with 404); undefined when the path is a page
 * rendered in the browser only.
 */
export function findServerPage(path: string): ServerPageMatch | undefined {
  for (const page of serverPages) {
    const match = matchPath({ path: page.path, end: true }, path);
    if (match) return { page, params: match.params };
  }
  const matches = matchRoutes(routes, path);
  const leaf = matches?.[matches.length - 1]?.route;
  return !leaf || leaf.path === '*' ? { page: null } : undefined;
}
