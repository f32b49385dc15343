import { useQueries, useQuery } from '@tanstack/react-query';
import type { Tool } from '@tools-bd/contract';
import { HOME_TOOL_COUNT } from '@tools-bd/contract/messages';
import { ApiError, apiFetch } from '../../lib/api.ts';

export const toolsQueryKey = ['tools'] as const;
/** The home page's tools (the server fills it into the page it renders). */
export const homeToolsQueryKey = [...toolsQueryKey, 'home'] as const;

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
      data: results.every((result) => result.isSuccess) ? results.flatMap((result) => (result.data ? [result.data] : [])) : undefined,
      isPending: results.some((result) => result.isPending),
      error: results.find((result) => result.error)?.error ?? null,
    }),
  });
}
