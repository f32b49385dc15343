import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminOrderList, AdminOrderState, Order, OrderStatus } from '@tools-bd/contract';
import { apiFetch } from '../../lib/api.ts';
import { ordersQueryKeys } from './api.ts';

/**
 * The admin's order pages are cached under the orders feature's prefix, so whatever changes an
 * order (a cancel from either screen, a status change) refreshes them with one invalidation.
 */
export const adminQueryKeys = {
  orderPage: (filter: AdminOrderFilter) => [...ordersQueryKeys.all, 'admin', filter] as const,
};

export interface AdminOrderFilter {
  page: number;
  limit: number;
  state?: AdminOrderState;
}

/** GET /api/order: one page of every order, newest first; the previous page stays on screen while the next loads. */
export function useAdminOrders(filter: AdminOrderFilter) {
  const query = new URLSearchParams({ page: String(filter.page), limit: String(filter.limit) });
  if (filter.state) query.set('state', filter.state);
  return useQuery({
    queryKey: adminQueryKeys.orderPage(filter),
    queryFn: ({ signal }) => apiFetch<AdminOrderList>(`/order?${query.toString()}`, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** PATCH /api/orders/{id}/status: saves Pending/Confirmed/Shipped; every order list is refreshed. */
export function useSetOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: OrderStatus }) =>
      apiFetch<Order>(`/orders/${encodeURIComponent(id)}/status`, { method: 'PATCH', body: { status } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersQueryKeys.all }),
  });
}
