import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { PublicSettings } from '@tools-bd/contract';
import { apiFetch } from '../../lib/api.ts';
import { applyShopMoney, SHOP_MONEY_QUERY_KEY } from '../../lib/money.ts';

/** Reads the shop's currency and VAT setting once per visit (GET /api/settings) for formatPrice and the checkout. Renders nothing. */
export function ShopCurrencySync() {
  const queryClient = useQueryClient();
  useEffect(() => {
    // A page the server rendered brought them, read from the services as it was rendered: asking
    // again would only cost the visit a request and a re-render while the page starts.
    if (queryClient.getQueryData(SHOP_MONEY_QUERY_KEY)) return;
    const controller = new AbortController();
    apiFetch<PublicSettings>('/settings', { signal: controller.signal })
      .then((settings) => applyShopMoney(settings))
      // Unreachable settings leave the last known currency (dollars by default): prices still show.
      .catch(() => undefined);
    return () => controller.abort();
  }, [queryClient]);
  return null;
}
