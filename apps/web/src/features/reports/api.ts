import { useQuery } from '@tanstack/react-query';
import type { Overview } from '@tools-bd/contract';
import { apiFetch } from '../../lib/api.ts';

/** GET /api/admin/overview: the sales overview of the dashboard's landing page for admins. */
export function useSalesOverview() {
  return useQuery({
    queryKey: ['admin', 'overview'] as const,
    queryFn: ({ signal }) => apiFetch<Overview>('/admin/overview', { signal }),
    staleTime: 0,
  });
}
