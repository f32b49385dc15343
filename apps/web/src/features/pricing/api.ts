import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PriceList, PriceListInput, PriceListSummary, PriceListUpdate } from '@tools-bd/contract';
import { apiFetch } from '../../lib/api.ts';

const priceListsKey = ['admin', 'price-lists'] as const;

/** GET /api/admin/price-lists: every list by name, with how many prices it fixes and how many companies buy at it. */
export function usePriceLists() {
  return useQuery({
    queryKey: priceListsKey,
    queryFn: ({ signal }) => apiFetch<PriceListSummary[]>('/admin/price-lists', { signal }),
  });
}

/** GET /api/admin/price-lists/{id}: one list with its fixed prices (none asked for a new list). */
export function usePriceList(id: string | null) {
  return useQuery({
    queryKey: [...priceListsKey, id],
    queryFn: ({ signal }) => apiFetch<PriceList>(`/admin/price-lists/${encodeURIComponent(id ?? '')}`, { signal }),
    enabled: id !== null,
    staleTime: 0,
  });
}

/** POST a new list, or PATCH an existing one (its `prices` replace the list's entries whole). */
export function useSavePriceList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: PriceListInput | PriceListUpdate }) =>
      id === null
        ? apiFetch<PriceList>('/admin/price-lists', { method: 'POST', body })
        : apiFetch<PriceList>(`/admin/price-lists/${encodeURIComponent(id)}`, { method: 'PATCH', body }),
    onSuccess: async (saved) => {
      queryClient.setQueryData([...priceListsKey, saved._id], saved);
      await queryClient.invalidateQueries({ queryKey: priceListsKey, exact: true });
    },
  });
}

/** DELETE a list; one a company buys at answers 409 with the reason. */
export function useDeletePriceList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<{ deleted: true }>(`/admin/price-lists/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: priceListsKey, exact: true }),
  });
}
