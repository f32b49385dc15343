import { afterEach, describe, expect, it } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { applyShopMoney, formatPrice, setShopCurrency, SHOP_MONEY_QUERY_KEY, type ShopMoney } from '../../lib/money.ts';
import { mockApi } from '../../test/render.tsx';
import { ShopCurrencySync } from './ShopCurrencySync.tsx';

const settings = (currency: 'USD' | 'BDT') => ({
  paymentMethods: ['card'],
  codCeiling: 50_000,
  currency,
  bankTransferText: '',
  pricesIncludeVat: true,
  shop: { legalName: 'Tools-BD', address: '', phone: '', email: '', bin: '' },
});

afterEach(() => setShopCurrency('USD'));

/** The sync inside a query cache, seeded with what a server-rendered page brings (if any). */
function renderSync(serverMoney?: ShopMoney) {
  const queryClient = new QueryClient();
  if (serverMoney) queryClient.setQueryData(SHOP_MONEY_QUERY_KEY, serverMoney);
  return render(
    <QueryClientProvider client={queryClient}>
      <ShopCurrencySync />
    </QueryClientProvider>,
  );
}

describe('the shop currency', () => {
  it('is read once from GET /api/settings, and every amount follows it', async () => {
    const calls = mockApi({ '/api/settings': { body: settings('BDT') } });
    expect(formatPrice(1_234_567.89)).toBe('1234567.89$');
    renderSync();
    await waitFor(() => expect(formatPrice(1_234_567.89)).toBe('৳12,34,567.89'));
    expect(calls.filter((call) => call.path === '/api/settings')).toHaveLength(1);
  });

  it('keeps the last known currency when the settings cannot be read', async () => {
    const calls = mockApi({ '/api/settings': { status: 500, body: { message: 'down' } } });
    renderSync();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(formatPrice(45.99)).toBe('45.99$');
  });

  it('is not asked for again on a page the server rendered: the page brought it', async () => {
    const calls = mockApi({ '/api/settings': { body: settings('USD') } });
    const serverMoney: ShopMoney = { currency: 'BDT', pricesIncludeVat: true };
    applyShopMoney(serverMoney); // what start.tsx does with the page's cache before hydrating
    renderSync(serverMoney);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls.filter((call) => call.path === '/api/settings')).toHaveLength(0);
    expect(formatPrice(1_234_567.89)).toBe('৳12,34,567.89');
  });
});
