import { useEffect } from 'react';
import type { PublicSettings } from '@tools-bd/contract';
import { apiFetch } from '../../lib/api.ts';
import { setShopCurrency } from '../../lib/money.ts';

/** Reads the shop's currency once per visit (GET /api/settings) for formatPrice. Renders nothing. */
export function ShopCurrencySync() {
  useEffect(() => {
    const controller = new AbortController();
    apiFetch<PublicSettings>('/settings', { signal: controller.signal })
      .then((settings) => setShopCurrency(settings.currency))
      // Unreachable settings leave the last known currency (dollars by default): prices still show.
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  return null;
}
