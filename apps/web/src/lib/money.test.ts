import { afterEach, describe, expect, it } from 'vitest';
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
