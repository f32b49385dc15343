import { useQuery } from '@tanstack/react-query';
import type { Tool } from '@tools-bd/contract';
import { apiFetch } from '../../lib/api.ts';

export const toolsQueryKey = ['tools'] as const;

/** GET /api/tools: every tool on sale; `enabled: false` for a screen that needs them only sometimes. */
export function useTools({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: toolsQueryKey, queryFn: ({ signal }) => apiFetch<Tool[]>('/tools', { signal }), enabled });
}

export function useTool(id: string | undefined) {
  return useQuery({
    queryKey: ['tools', id],
    queryFn: ({ signal }) => apiFetch<Tool>(`/tools/${encodeURIComponent(id ?? '')}`, { signal }),
    enabled: Boolean(id),
  });
}
