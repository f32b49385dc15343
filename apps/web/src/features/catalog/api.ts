import { useQuery } from '@tanstack/react-query';
import type { Tool } from '@tools-bd/contract';
import { HOME_TOOL_COUNT } from '@tools-bd/contract/messages';
import { apiFetch } from '../../lib/api.ts';

export const toolsQueryKey = ['tools'] as const;

/** The home page's tools: the catalogue's first four, in the order they were listed (not the whole catalogue). */
export function useTools() {
  return useQuery({
    queryKey: [...toolsQueryKey, 'home'],
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
