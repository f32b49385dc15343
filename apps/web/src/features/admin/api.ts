import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminOrderList,
  AdminOrderState,
  AdminTool,
  NewTool,
  Order,
  Overview,
  OrderStatus,
  SettingsUpdate,
  ShopSettings,
  Tool,
  ToolDeleteResult,
  ToolUpdate,
  UploadResult,
} from '@tools-bd/contract';
import { apiFetch } from '../../lib/api.ts';
import { toolsQueryKey } from '../catalog/index.ts';
import { ordersQueryKeys } from '../orders/index.ts';

/**
 * The admin's order pages are cached under the orders feature's prefix, so whatever changes an
 * order (a cancel from either screen, a status change) refreshes them with one invalidation.
 */
export const adminQueryKeys = {
  orderPage: (filter: AdminOrderFilter) => [...ordersQueryKeys.all, 'admin', filter] as const,
  tools: ['admin', 'tools'] as const,
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

/** GET /api/admin/tools: every product, archived ones included. */
export function useAdminTools() {
  return useQuery({
    queryKey: adminQueryKeys.tools,
    queryFn: ({ signal }) => apiFetch<AdminTool[]>('/admin/tools', { signal }),
    staleTime: 0,
  });
}

function useCatalogueChange<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminQueryKeys.tools }),
        queryClient.invalidateQueries({ queryKey: toolsQueryKey }),
      ]),
  });
}

/** POST /api/tools. */
export function useAddTool() {
  return useCatalogueChange((tool: NewTool) => apiFetch<Tool>('/tools', { method: 'POST', body: tool }));
}

/** PATCH /api/tools/{id}: price, stock or minimum. */
export function useUpdateTool() {
  return useCatalogueChange(({ id, change }: { id: string; change: ToolUpdate }) =>
    apiFetch<Tool>(`/tools/${encodeURIComponent(id)}`, { method: 'PATCH', body: change }),
  );
}

/** DELETE /api/tools/{id}: erased, or archived when it has orders. */
export function useDeleteTool() {
  return useCatalogueChange((id: string) => apiFetch<ToolDeleteResult>(`/tools/${encodeURIComponent(id)}`, { method: 'DELETE' }));
}

/** POST /api/uploads: one picture as multipart form data; answers where it is served. */
export function useUploadImage() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('image', file);
      return apiFetch<UploadResult>('/uploads', { method: 'POST', body: form });
    },
  });
}

const settingsQueryKey = ['admin', 'settings'] as const;

/** GET /api/admin/settings: every shop setting, with what the server allows (SSLCommerz, currency lock). */
export function useShopSettings() {
  return useQuery({
    queryKey: settingsQueryKey,
    queryFn: ({ signal }) => apiFetch<ShopSettings>('/admin/settings', { signal }),
    staleTime: 0,
  });
}

/** PUT /api/admin/settings: saves the changed settings; the page shows what the server kept. */
export function useSaveShopSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: SettingsUpdate) => apiFetch<ShopSettings>('/admin/settings', { method: 'PUT', body: update }),
    onSuccess: (saved) => queryClient.setQueryData(settingsQueryKey, saved),
  });
}

/** GET /api/admin/overview: the sales overview of the dashboard's landing page for admins. */
export function useSalesOverview() {
  return useQuery({
    queryKey: ['admin', 'overview'] as const,
    queryFn: ({ signal }) => apiFetch<Overview>('/admin/overview', { signal }),
    staleTime: 0,
  });
}
