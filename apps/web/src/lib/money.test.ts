import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatPrice, setShopCurrency, shopCurrency } from './money.ts';

describe('formatPrice', () => {
  afterEach(() => setShopCurrency('USD'));

  it('keeps the shop look in dollars', () => {
    expect(shopCurrency()).toBe('USD');
    expect(formatPrice(45.99)).toBe('45.99$');
    expect(formatPrice(1_234_567.89)).toBe('1234567.89$');
  });

  it('shows taka with ৳ and Bangladeshi grouping once the shop says BDT, and remembers it', () => {
    setShopCurrency('BDT');
    expect(formatPrice(1_234_567.89)).toBe('৳12,34,567.89');
    expect(formatPrice(45.99)).toBe('৳45.99');
    expect(localStorage.getItem('tools-bd:currency')).toBe('BDT');
  });
});

describe('the remembered currency', () => {
  afterEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('is read from storage on first use, not when the module loads (a page told its currency never opens storage for it)', async () => {
    vi.resetModules();
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    const money = await import('./money.ts');
    expect(getItem).not.toHaveBeenCalled();
    localStorage.setItem('tools-bd:currency', 'BDT');
    expect(money.formatPrice(45.99)).toBe('৳45.99');
    expect(getItem).toHaveBeenCalledTimes(1);
  });
});
