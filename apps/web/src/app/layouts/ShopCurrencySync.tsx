import { useEffect } from 'react';
import type { PublicSettings } from '@tools-bd/contract';
import { apiFetch } from '../../lib/api.ts';
import { applyShopMoney } from '../../lib/money.ts';

/** Reads the shop's currency and VAT setting once per visit (GET /api/settings) for formatPrice and the checkout. Renders nothing. */
export function ShopCurrencySync() {
  useEffect(() => {
    const controller = new AbortController();
    apiFetch<PublicSettings>('/settings', { signal: controller.signal })
      .then((settings) => applyShopMoney(settings))
      // Unreachable settings leave the last known currency (dollars by default): prices still show.
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  return null;
}
