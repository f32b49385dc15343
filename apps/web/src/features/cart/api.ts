import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CartImportResult, CartView, CheckoutRequest, Order, ReorderResult, Tool } from '@tools-bd/contract';
import { checkQuantity } from '@tools-bd/contract/messages';
import { ApiError, apiFetch } from '../../lib/api.ts';
import { toolLimits, toolsQueryKey, useToolsById } from '../catalog/index.ts';
import { useSession } from '../identity/index.ts';
import {
  forgetVisitorLines,
  judgeVisitorCart,
  readVisitorCart,
  setVisitorLine,
  useVisitorCartLines,
} from './visitorCart.ts';

/** The account cart; sign-out removes it with every other cached answer. */
export const cartQueryKey = ['cart'] as const;

const EMPTY_CART: CartView = { lines: [], itemCount: 0, subtotal: 0 };

const fetchCart = (signal?: AbortSignal) => apiFetch<CartView>('/cart', { signal });

function useAccountCart(enabled: boolean) {
  return useQuery({ queryKey: cartQueryKey, queryFn: ({ signal }) => fetchCart(signal), enabled, staleTime: 0 });
}

/** An answer that changed the account cart replaces the cached one (no second fetch). */
async function storeCart(queryClient: QueryClient, cart: CartView) {
  // A GET still under way would land after this and show the cart as it was before.
  await queryClient.cancelQueries({ queryKey: cartQueryKey });
  queryClient.setQueryData(cartQueryKey, cart);
}

export interface CartState {
  cart: CartView | undefined;
  isPending: boolean;
  error: Error | null;
  /** The cart is the account's (stored on the server) rather than this browser's. */
  isAccountCart: boolean;
}

/** The cart on screen: the account's when signed in, otherwise the visitor's, judged against today's catalogue. */
export function useCart(): CartState {
  const { status } = useSession();
  const signedIn = status === 'signed-in';
  const account = useAccountCart(signedIn);
  const visitorLines = useVisitorCartLines();
  const tools = useToolsById(
    visitorLines.map((line) => line.toolId),
    { enabled: status === 'signed-out' },
  );
  if (status === 'loading') return { cart: undefined, isPending: true, error: null, isAccountCart: false };
  if (signedIn) return { cart: account.data, isPending: account.isPending, error: account.error, isAccountCart: true };
  if (visitorLines.length === 0) return { cart: EMPTY_CART, isPending: false, error: null, isAccountCart: false };
  return {
    cart: tools.data ? judgeVisitorCart(visitorLines, tools.data) : undefined,
    isPending: tools.isPending,
    error: tools.error,
    isAccountCart: false,
  };
}

/** The navbar's count: the number of units in the cart, without loading the catalogue for a visitor. */
export function useCartItemCount(): number | undefined {
  const { status } = useSession();
  const account = useAccountCart(status === 'signed-in');
  const visitorLines = useVisitorCartLines();
  if (status === 'loading') return undefined;
  if (status === 'signed-in') return account.data?.itemCount;
  return visitorLines.reduce((sum, line) => sum + line.quantity, 0);
}

/** PUT /api/cart/lines/{toolId} (0: DELETE): one line to exactly `quantity`; a refused quantity leaves the cart as it was. */
export function useSetCartLine() {
  const { status } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ toolId, quantity }: { toolId: string; quantity: number }) => {
      if (status !== 'signed-in') return setVisitorLine(toolId, quantity);
      const path = `/cart/lines/${encodeURIComponent(toolId)}`;
      const cart = await apiFetch<CartView>(
        path,
        quantity === 0 ? { method: 'DELETE' } : { method: 'PUT', body: { quantity } },
      );
      await storeCart(queryClient, cart);
    },
  });
}

/**
 * Adds `quantity` units of a tool to its line. The sum must pass the tool's rules (the server
 * checks it for an account; for a visitor the same contract rule is checked here).
 */
export function useAddToCart() {
  const { status } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ tool, quantity }: { tool: Tool; quantity: number }) => {
      if (status !== 'signed-in') {
        const inCart = readVisitorCart().find((line) => line.toolId === tool._id)?.quantity ?? 0;
        const problem = checkQuantity({ ...toolLimits(tool), quantity: inCart + quantity });
        if (problem) throw new ApiError(400, problem);
        return setVisitorLine(tool._id, inCart + quantity);
      }
      const current = await queryClient.fetchQuery({
        queryKey: cartQueryKey,
        queryFn: ({ signal }) => fetchCart(signal),
      });
      const inCart = current.lines.find((line) => line.toolId === tool._id)?.quantity ?? 0;
      const cart = await apiFetch<CartView>(`/cart/lines/${encodeURIComponent(tool._id)}`, {
        method: 'PUT',
        body: { quantity: inCart + quantity },
      });
      await storeCart(queryClient, cart);
    },
  });
}

/** A fresh Idempotency-Key: 32 hex characters from the browser's random source (randomUUID needs https). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** POST /api/checkout: every line of the account cart in one order; the stock shown anywhere is refreshed. */
export function useCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ form, idempotencyKey }: { form: CheckoutRequest; idempotencyKey: string }) =>
      apiFetch<{ order: Order }>('/checkout', {
        method: 'POST',
        body: form,
        headers: { 'idempotency-key': idempotencyKey },
      }),
    onSuccess: () => storeCart(queryClient, EMPTY_CART),
    // A refusal (409) means the cart's lines changed meanwhile: show them judged again.
    onError: () => queryClient.invalidateQueries({ queryKey: cartQueryKey }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: toolsQueryKey }),
  });
}

/** POST /api/cart/import: `dryRun` previews each row's status; without it the `added` rows go into the cart. */
export function useCartImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ text, dryRun }: { text: string; dryRun: boolean }) =>
      apiFetch<CartImportResult>('/cart/import', { method: 'POST', body: { text, dryRun } }),
    onSuccess: (result, { dryRun }) => (dryRun ? undefined : storeCart(queryClient, result.cart)),
  });
}

/** POST /api/orders/{id}/reorder: the order's lines into the cart at today's rules and prices. */
export function useReorder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) =>
      apiFetch<ReorderResult>(`/orders/${encodeURIComponent(orderId)}/reorder`, { method: 'POST' }),
    onSuccess: (result) => storeCart(queryClient, result.cart),
  });
}

let mergeInFlight: Promise<void> | null = null;

/**
 * POST /api/cart/merge: a visitor's browser cart joins the account's, then is cleared here.
 * Runs once at a time (React may start it twice); on failure the lines stay for the next try.
 */
export function mergeVisitorCart(queryClient: QueryClient): Promise<void> {
  const lines = readVisitorCart();
  if (lines.length === 0 || mergeInFlight) return mergeInFlight ?? Promise.resolve();
  mergeInFlight = apiFetch<CartView>('/cart/merge', { method: 'POST', body: { lines } })
    .then(async (cart) => {
      forgetVisitorLines(lines);
      await storeCart(queryClient, cart);
    })
    .catch(() => undefined)
    .finally(() => {
      mergeInFlight = null;
    });
  return mergeInFlight;
}
