import { afterEach, describe, expect, it } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { formatPrice, setShopCurrency } from '../../lib/money.ts';
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

describe('the shop currency', () => {
  it('is read once from GET /api/settings, and every amount follows it', async () => {
    const calls = mockApi({ '/api/settings': { body: settings('BDT') } });
    expect(formatPrice(1_234_567.89)).toBe('1234567.89$');
    render(<ShopCurrencySync />);
    await waitFor(() => expect(formatPrice(1_234_567.89)).toBe('৳12,34,567.89'));
    expect(calls.filter((call) => call.path === '/api/settings')).toHaveLength(1);
  });

  it('keeps the last known currency when the settings cannot be read', async () => {
    const calls = mockApi({ '/api/settings': { status: 500, body: { message: 'down' } } });
    render(<ShopCurrencySync />);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(formatPrice(45.99)).toBe('45.99$');
  });
});
