import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CheckoutRequest, Order, Quote, QuoteStatus } from '@tools-bd/contract';
import { apiFetch, apiFetchWithHeaders } from '../../lib/api.ts';

export const quotesKey = ['quotes'] as const;
const quoteKey = (id: string) => ['quotes', 'one', id] as const;

/** GET /api/quotes: the caller's quotes (an owner's: the company's). */
export const useMyQuotes = () =>
  useQuery({ queryKey: [...quotesKey, 'mine'], queryFn: ({ signal }) => apiFetch<Quote[]>('/quotes', { signal }) });

export const useQuote = (id: string) =>
  useQuery({ queryKey: quoteKey(id), queryFn: ({ signal }) => apiFetch<Quote>(`/quotes/${id}`, { signal }) });

/** GET /api/admin/quotes: a page, oldest request first, with the total from X-Total-Count. */
export function useAdminQuotes(status: QuoteStatus | '', page: number) {
  return useQuery({
    queryKey: [...quotesKey, 'admin', status, page],
    queryFn: async ({ signal }) => {
      const query = new URLSearchParams({ page: String(page), ...(status ? { status } : {}) });
      const { data, headers } = await apiFetchWithHeaders<Quote[]>(`/admin/quotes?${query}`, { signal });
      return { quotes: data, total: Number(headers.get('x-total-count') ?? data.length) };
    },
  });
}

/** A change of one quote: the answer replaces it, and the lists are read again. */
function useQuoteChange<Input>(id: string, call: (input: Input) => Promise<Quote>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (quote) => {
      queryClient.setQueryData(quoteKey(id), quote);
      await queryClient.invalidateQueries({ queryKey: quotesKey });
    },
  });
}

export function useRequestQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: string) => apiFetch<Quote>('/quotes', { method: 'POST', body: note ? { note } : {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quotesKey }),
  });
}

export const useQuoteMessage = (id: string) =>
  useQuoteChange(id, (text: string) => apiFetch<Quote>(`/quotes/${id}/messages`, { method: 'POST', body: { text } }));

export const useRejectQuote = (id: string) =>
  useQuoteChange(id, () => apiFetch<Quote>(`/quotes/${id}/reject`, { method: 'POST', body: {} }));

export const useWithdrawQuote = (id: string) =>
  useQuoteChange(id, () => apiFetch<Quote>(`/quotes/${id}/withdraw`, { method: 'POST', body: {} }));

export interface QuotePricing {
  lines: { toolId: string; quantity: number; price: number }[];
  validUntil: string;
  note?: string;
}

export const usePriceQuote = (id: string) =>
  useQuoteChange(id, (body: QuotePricing) => apiFetch<Quote>(`/quotes/${id}`, { method: 'PATCH', body }));

export function useAcceptQuote(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ form, idempotencyKey }: { form: CheckoutRequest; idempotencyKey: string }) =>
      apiFetch<{ order: Order }>(`/quotes/${id}/accept`, {
        method: 'POST',
        body: form,
        headers: { 'idempotency-key': idempotencyKey },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: quotesKey }),
  });
}

/** A fresh Idempotency-Key for one attempt at accepting (as checkout makes its own). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
