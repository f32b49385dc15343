import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ConfirmOrderPaymentRequest,
  Order,
  PaymentConfig,
  PaymentIntentResponse,
  SimulatorConfirmRequest,
  SimulatorConfirmResponse,
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
    mutationFn: (body: SimulatorConfirmRequest) => apiFetch<SimulatorConfirmResponse>('/payments/simulator/confirm', { method: 'POST', body }),
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
