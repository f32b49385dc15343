import type { QueryClient } from '@tanstack/react-query';
import { matchPath, matchRoutes } from 'react-router';
import type { PageDataSource } from '@tools-bd/contract';
import { homeToolsQueryKey } from '../../features/catalog/index.ts';
import { reviewsQueryKey } from '../../features/reviews/index.ts';
import { routes } from '../routes.tsx';
import { SHOP_DESCRIPTION, SHOP_IMAGE, type PageHead } from './pageHead.ts';

export interface ServerPageContext {
  params: Record<string, string | undefined>;
  /** The query string's parameters (filters and pages of the catalogue). */
  search: URLSearchParams;
  data: PageDataSource;
  /** The browser's cache-to-be: fill it under the keys the page's hooks read. */
  queryClient: QueryClient;
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
    async load({ data, queryClient }) {
      const [tools, reviews] = await Promise.all([data.homeTools(), data.publicReviews()]);
      queryClient.setQueryData(homeToolsQueryKey, tools);
      queryClient.setQueryData(reviewsQueryKey, reviews);
      return { title: '', description: SHOP_DESCRIPTION, path: '/', preloadImage: SHOP_IMAGE };
    },
  },
  {
    path: '/blogs',
    load: async () => ({
      title: 'Blogs',
      description: 'Questions we are often asked about building shops like this one with React and JavaScript, answered in plain English.',
      path: '/blogs',
    }),
  },
  {
    path: '/portfolio',
    load: async () => ({
      title: 'Portfolio',
      description: 'The résumé of the developer behind Tools-BD: experience, skills and projects.',
      path: '/portfolio',
    }),
  },
];

/** The head of the not-found page, answered with status 404. */
export const notFoundHead: PageHead = {
  title: 'Page not found',
  description: 'This page does not exist. The link may be broken, or the page may have moved.',
  path: '/',
};

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
