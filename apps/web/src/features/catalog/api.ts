import { useQuery } from '@tanstack/react-query';
import type { Tool } from '@tools-bd/contract';
import { apiFetch } from '../../lib/api.ts';

export const toolsQueryKey = ['tools'] as const;

export function useTools() {
  return useQuery({ queryKey: toolsQueryKey, queryFn: ({ signal }) => apiFetch<Tool[]>('/tools', { signal }) });
}

export function useTool(id: string | undefined) {
  return useQuery({
    queryKey: ['tools', id],
    queryFn: ({ signal }) => apiFetch<Tool>(`/tools/${encodeURIComponent(id ?? '')}`, { signal }),
    enabled: Boolean(id),
  });
}
