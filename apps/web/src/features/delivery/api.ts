import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CourierStatus,
  CreateRemittanceRequest,
  CreateShipmentRequest,
  Order,
  Remittance,
  RemittanceImport,
  Shipment,
} from '@tools-bd/contract';
import { apiFetch } from '../../lib/api.ts';

/** The orders feature's keys (['orders', …]): a booking or a receipt changes the order. */
const ordersKey = ['orders'] as const;
export const deliveryQueryKeys = {
  couriers: ['delivery', 'couriers'] as const,
  shipments: (orderId: string) => ['delivery', 'shipments', orderId] as const,
  remittances: ['delivery', 'remittances'] as const,
};

/** GET /admin/couriers: which couriers this shop can book. */
export function useCouriers() {
  return useQuery({
    queryKey: deliveryQueryKeys.couriers,
    queryFn: ({ signal }) => apiFetch<CourierStatus[]>('/admin/couriers', { signal }),
  });
}

export function useShipments(orderId: string) {
  return useQuery({
    queryKey: deliveryQueryKeys.shipments(orderId),
    queryFn: ({ signal }) => apiFetch<Shipment[]>(`/orders/${encodeURIComponent(orderId)}/shipments`, { signal }),
  });
}

export function useBookShipment(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateShipmentRequest) =>
      apiFetch<Shipment>(`/orders/${encodeURIComponent(orderId)}/shipments`, { method: 'POST', body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ordersKey }),
        queryClient.invalidateQueries({ queryKey: deliveryQueryKeys.shipments(orderId) }),
      ]),
  });
}

export function useReceivedBack(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch<Order>(`/orders/${encodeURIComponent(orderId)}/received-back`, { method: 'POST', body: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKey }),
  });
}

export function useRemittances() {
  return useQuery({
    queryKey: deliveryQueryKeys.remittances,
    queryFn: ({ signal }) => apiFetch<Remittance[]>('/admin/remittances', { signal }),
  });
}

export function useRecordRemittance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateRemittanceRequest) => apiFetch<Remittance>('/admin/remittances', { method: 'POST', body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: deliveryQueryKeys.remittances }),
        queryClient.invalidateQueries({ queryKey: ordersKey }),
      ]),
  });
}

/** The CSV goes as a JSON string (the route takes the text either way). */
export function useImportRemittance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ csv, dryRun }: { csv: string; dryRun: boolean }) =>
      apiFetch<RemittanceImport>(`/admin/remittances/import?dryRun=${dryRun}`, { method: 'POST', body: csv }),
    onSuccess: (result) =>
      result.dryRun
        ? undefined
        : Promise.all([
            queryClient.invalidateQueries({ queryKey: deliveryQueryKeys.remittances }),
            queryClient.invalidateQueries({ queryKey: ordersKey }),
          ]),
  });
}
