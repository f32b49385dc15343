import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ConfirmOrderPaymentRequest,
  Order,
  PaymentConfig,
  PaymentIntentResponse,
  PublicSettings,
  SimulatorConfirmRequest,
  SimulatorConfirmResponse,
  SslcommerzSessionRequest,
  SslcommerzSessionResponse,
} from '@tools-bd/contract';
import { apiFetch } from '../../lib/api.ts';
import { ordersQueryKeys } from '../orders/index.ts';

const paymentsQueryKeys = {
  config: ['payments', 'config'] as const,
  intent: (orderId: string | undefined) => ['payments', 'intent', orderId] as const,
};

/** Which card form to show: Stripe Elements or the test-mode simulator's own. */
export function usePaymentConfig() {
  return useQuery({
    queryKey: paymentsQueryKeys.config,
    queryFn: ({ signal }) => apiFetch<PaymentConfig>('/payments/config', { signal }),
    staleTime: Infinity,
  });
}

/**
 * The client secret for paying this order. The server answers the same intent each time for
 * the same unpaid order, so asking again (a reload) never makes a second charge.
 */
export function usePaymentIntent(orderId: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: paymentsQueryKeys.intent(orderId),
    queryFn: () => apiFetch<PaymentIntentResponse>('/create-payment-intent', { method: 'POST', body: { orderId } }),
    enabled: Boolean(orderId) && enabled,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}

/** The simulator's confirmCardPayment: the intent, or Stripe's card error to show. */
export function useSimulatorConfirm() {
  return useMutation({
    mutationFn: (body: SimulatorConfirmRequest) =>
      apiFetch<SimulatorConfirmResponse>('/payments/simulator/confirm', { method: 'POST', body }),
  });
}

/** PATCH /orders/{id} {orders, transactionId}: the server checks with the provider, then every order view refreshes. */
export function useConfirmOrderPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, transactionId }: { orderId: string; transactionId: string }) =>
      apiFetch<Order>(`/orders/${encodeURIComponent(orderId)}`, {
        method: 'PATCH',
        body: { orders: orderId, transactionId } satisfies ConfirmOrderPaymentRequest,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersQueryKeys.all }),
  });
}

/** GET /settings: the payment methods this shop takes now (the payment page offers SSLCommerz only when on). */
export function usePublicPaymentSettings() {
  return useQuery({
    queryKey: ['settings', 'public'] as const,
    queryFn: ({ signal }) => apiFetch<PublicSettings>('/settings', { signal }),
    staleTime: 60_000,
  });
}

/**
 * POST /payments/sslcommerz/session: SSLCommerz's page for this order. The caller sends the
 * browser there; the order's method becomes sslcommerz, so the order views refresh.
 */
export function useSslcommerzSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) =>
      apiFetch<SslcommerzSessionResponse>('/payments/sslcommerz/session', {
        method: 'POST',
        body: { orderId } satisfies SslcommerzSessionRequest,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersQueryKeys.all }),
  });
}

/** How long the return page keeps asking whether SSLCommerz's payment has reached the shop. */
const SETTLE_POLL_MS = 2_000;
const SETTLE_GIVE_UP_MS = 60_000;

/**
 * The order after SSLCommerz's success page: asked again every 2 s until it is paid or in review
 * (the IPN or the return's own validation settles it), for at most a minute.
 */
export function useOrderWhilePaymentSettles(orderId: string) {
  return useQuery({
    queryKey: [...ordersQueryKeys.one(orderId), 'settling'] as const,
    queryFn: ({ signal }) => apiFetch<Order>(`/orders/${encodeURIComponent(orderId)}`, { signal }),
    refetchInterval: (query) => {
      const order = query.state.data;
      if (order && (order.paid || order.paymentStatus === 'in_review')) return false;
      return query.state.dataUpdateCount < SETTLE_GIVE_UP_MS / SETTLE_POLL_MS ? SETTLE_POLL_MS : false;
    },
  });
}
