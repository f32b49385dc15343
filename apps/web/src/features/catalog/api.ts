import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import type { Brand, CategoryNode, Suggestion, Tool, ToolDetail } from '@tools-bd/contract';
import { HOME_TOOL_COUNT } from '@tools-bd/contract/messages';
import { ApiError, apiFetch, apiFetchWithHeaders } from '../../lib/api.ts';
import { toolListPath, type ToolListParams } from './shopSearch.ts';

/** Everything about tools is cached under 'tools', so an order or an admin change refreshes it with one invalidation. */
export const toolsQueryKey = ['tools'] as const;
/** The home page's tools (the server fills it into the page it renders). */
export const homeToolsQueryKey = [...toolsQueryKey, 'home'] as const;

/**
 * The query keys of the shop's pages. Server rendering fills the cache under these same keys
 * (with data of the same shape), so the browser hydrates without fetching again.
 */
export const toolListQueryKey = (params: ToolListParams) => [...toolsQueryKey, 'list', params] as const;
export const toolBySlugQueryKey = (slug: string) => [...toolsQueryKey, 'by-slug', slug] as const;
export const categoriesQueryKey = () => [...toolsQueryKey, 'categories'] as const;
export const brandsQueryKey = () => [...toolsQueryKey, 'brands'] as const;
export const suggestionsQueryKey = (q: string) => ['search-suggestions', q] as const;

/** One page of GET /api/tools: the tools, the matches on all pages (X-Total-Count) and, when nothing matched, X-Did-You-Mean. */
export interface ToolPage {
  tools: Tool[];
  total: number;
  didYouMean: string | null;
}

/** Reads a page of tools and the facts its headers carry. */
export async function fetchToolPage(params: ToolListParams, signal?: AbortSignal): Promise<ToolPage> {
  const { data, headers } = await apiFetchWithHeaders<Tool[]>(toolListPath(params), { signal });
  const total = Number(headers.get('x-total-count'));
  const didYouMean = headers.get('x-did-you-mean');
  return {
    tools: data,
    total: Number.isFinite(total) ? total : data.length,
    didYouMean: didYouMean ? decodeURIComponent(didYouMean) : null,
  };
}

/** The shop's results; the previous page stays on screen while the next one loads (no layout jump). */
export function useToolPage(params: ToolListParams) {
  return useQuery({
    queryKey: toolListQueryKey(params),
    queryFn: ({ signal }) => fetchToolPage(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** A product page's tool; a 404 is an answer (the page says "not found"), not something to retry. */
export function useToolBySlug(slug: string) {
  return useQuery({
    queryKey: toolBySlugQueryKey(slug),
    queryFn: ({ signal }) => apiFetch<ToolDetail>(`/tools/by-slug/${encodeURIComponent(slug)}`, { signal }),
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 2,
    // A refusal in the cache stays the answer when the page mounts: a product page the server
    // rendered as "not found" hydrates as such, instead of a spinner and the same question again.
    retryOnMount: false,
  });
}

export function useCategories() {
  return useQuery({
    queryKey: categoriesQueryKey(),
    queryFn: ({ signal }) => apiFetch<CategoryNode[]>('/categories', { signal }),
    staleTime: 60_000,
  });
}

export function useBrands() {
  return useQuery({
    queryKey: brandsQueryKey(),
    queryFn: ({ signal }) => apiFetch<Brand[]>('/brands', { signal }),
    staleTime: 60_000,
  });
}

/** The type-ahead's suggestions for a (debounced) text; none are asked for an empty one. */
export function useSuggestions(q: string) {
  const text = q.trim();
  return useQuery({
    queryKey: suggestionsQueryKey(text),
    queryFn: ({ signal }) =>
      apiFetch<Suggestion[]>(`/search/suggest?${new URLSearchParams({ q: text }).toString()}`, { signal }),
    enabled: text.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** The home page's tools: the catalogue's first four, in the order they were listed (not the whole catalogue). */
export function useTools() {
  return useQuery({
    queryKey: homeToolsQueryKey,
    queryFn: ({ signal }) => apiFetch<Tool[]>(`/tools?sort=oldest&limit=${HOME_TOOL_COUNT}`, { signal }),
  });
}

export function useTool(id: string | undefined) {
  return useQuery({
    queryKey: ['tools', id],
    queryFn: ({ signal }) => apiFetch<Tool>(`/tools/${encodeURIComponent(id ?? '')}`, { signal }),
    enabled: Boolean(id),
  });
}

/**
 * These tools, each from GET /api/tools/{id} (a visitor's cart names a few tools of a catalogue
 * that may hold 20,000). A tool that no longer exists is left out rather than failing the rest.
 */
export function useToolsById(ids: readonly string[], { enabled = true }: { enabled?: boolean } = {}) {
  return useQueries({
    queries: ids.map((id) => ({
      queryKey: ['tools', id],
      queryFn: async ({ signal }: { signal: AbortSignal }) => {
        try {
          return await apiFetch<Tool>(`/tools/${encodeURIComponent(id)}`, { signal });
        } catch (error) {
          if (error instanceof ApiError && error.status === 404) return null;
          throw error;
        }
      },
      enabled,
    })),
    combine: (results) => ({
      data: results.every((result) => result.isSuccess)
        ? results.flatMap((result) => (result.data ? [result.data] : []))
        : undefined,
      isPending: results.some((result) => result.isPending),
      error: results.find((result) => result.error)?.error ?? null,
    }),
  });
}
