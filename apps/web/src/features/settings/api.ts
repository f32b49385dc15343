import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SettingsUpdate, ShopSettings } from '@tools-bd/contract';
import { apiFetch } from '../../lib/api.ts';

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
