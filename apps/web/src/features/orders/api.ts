import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateOrderBody,
  DeleteResult,
  Order,
  OrderEvent,
  OrderStatusChange,
  PaymentMethod,
  PublicSettings,
  ShippingQuote,
} from '@tools-bd/contract';
import { apiFetch } from '../../lib/api.ts';
import { toolsQueryKey } from '../catalog/index.ts';

/** Every cached order answer starts with 'orders' (the admin's order pages too), so one invalidation refreshes them all. */
export const ordersQueryKeys = {
  all: ['orders'] as const,
  list: (email: string | undefined) => ['orders', 'list', email] as const,
  one: (id: string | undefined) => ['orders', 'one', id] as const,
};

/** GET /orders?email= — the signed-in person's orders, newest first. */
export function useMyOrders(email: string | undefined) {
  return useQuery({
    queryKey: ordersQueryKeys.list(email),
    queryFn: ({ signal }) => apiFetch<Order[]>(`/orders?email=${encodeURIComponent(email ?? '')}`, { signal }),
    enabled: Boolean(email),
    staleTime: 0,
  });
}

export function useOrder(id: string | undefined) {
  return useQuery({
    queryKey: ordersQueryKeys.one(id),
    queryFn: ({ signal }) => apiFetch<Order>(`/orders/${encodeURIComponent(id ?? '')}`, { signal }),
    enabled: Boolean(id),
  });
}

/** Places an order; the stock shown anywhere (['tools'…]) and the order lists are refreshed. */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateOrderBody) => apiFetch<Order>('/orders', { method: 'POST', body }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: toolsQueryKey }),
        queryClient.invalidateQueries({ queryKey: ordersQueryKeys.all }),
      ]),
  });
}

/**
 * DELETE /api/orders/{id}: cancels an unpaid order (the buyer's own, or any as admin); its quantity
 * goes back to stock, so the tools and every order list, the admin's pages included, are refreshed.
 * The admin's product list needs no refresh here: it is never on screen with an order list and
 * refetches whenever it is opened (staleTime 0).
 */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<DeleteResult>(`/orders/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: toolsQueryKey }),
        queryClient.invalidateQueries({ queryKey: ordersQueryKeys.all }),
      ]),
  });
}

/** GET /api/settings: the enabled payment methods, the COD ceiling and the bank text buyers see. */
export function usePublicSettings() {
  return useQuery({
    queryKey: ['settings', 'public'] as const,
    queryFn: ({ signal }) => apiFetch<PublicSettings>('/settings', { signal }),
    staleTime: 60_000,
  });
}

/** GET /api/orders/{id}/events: the order's timeline, oldest first. */
export function useOrderEvents(id: string | undefined) {
  return useQuery({
    queryKey: [...ordersQueryKeys.one(id), 'events'] as const,
    queryFn: ({ signal }) => apiFetch<OrderEvent[]>(`/orders/${encodeURIComponent(id ?? '')}/events`, { signal }),
    enabled: Boolean(id),
    staleTime: 0,
  });
}

/** Every change to one order refreshes the order lists, the order and its timeline (all under 'orders'). */
function useOrderChange<Variables>(mutationFn: (variables: Variables) => Promise<Order>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ordersQueryKeys.all }),
        queryClient.invalidateQueries({ queryKey: toolsQueryKey }),
      ]),
  });
}

/** PATCH /api/orders/{id}/status (admin), with an optional note for the timeline. */
export const useChangeOrderStatus = () =>
  useOrderChange(({ id, ...body }: OrderStatusChange & { id: string }) =>
    apiFetch<Order>(`/orders/${encodeURIComponent(id)}/status`, { method: 'PATCH', body }),
  );

/** POST /api/orders/{id}/payments (admin): cash or a bank transfer received. */
export const useRecordPayment = () =>
  useOrderChange(({ id, ...body }: { id: string; amount: number; reference: string; receivedAt?: string }) =>
    apiFetch<Order>(`/orders/${encodeURIComponent(id)}/payments`, { method: 'POST', body }),
  );

/** POST /api/orders/{id}/refund (admin). */
export const useRefundOrder = () =>
  useOrderChange(({ id, note }: { id: string; note?: string }) =>
    apiFetch<Order>(`/orders/${encodeURIComponent(id)}/refund`, { method: 'POST', body: note ? { note } : {} }),
  );

/** PATCH /api/orders/{id}/payment-method (the buyer, while unpaid). */
export const useChangePaymentMethod = () =>
  useOrderChange(({ id, paymentMethod }: { id: string; paymentMethod: PaymentMethod }) =>
    apiFetch<Order>(`/orders/${encodeURIComponent(id)}/payment-method`, { method: 'PATCH', body: { paymentMethod } }),
  );

/** GET /api/shipping/quote: the fee of delivering the signed-in buyer's cart to `district` (none asked until one is chosen). */
export function useShippingQuote(district: string | undefined, cartVersion: unknown) {
  return useQuery({
    queryKey: ['shipping', 'quote', district, cartVersion] as const,
    queryFn: ({ signal }) =>
      apiFetch<ShippingQuote>(`/shipping/quote?district=${encodeURIComponent(district ?? '')}`, { signal }),
    enabled: Boolean(district),
    staleTime: 0,
    retry: false,
  });
}
