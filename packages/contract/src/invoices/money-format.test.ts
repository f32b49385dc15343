import { describe, expect, it } from 'vitest';
import { formatAmount, formatMoney } from './money-format.ts';

describe('money in the shop currency', () => {
  it('keeps the shop look for dollars', () => {
    expect(formatMoney(45.99, 'USD')).toBe('45.99$');
    expect(formatMoney(1_234_567.89, 'USD')).toBe('1234567.89$');
    expect(formatMoney(5, 'USD')).toBe('5.00$');
  });

  it('shows taka with ৳ and Bangladeshi grouping', () => {
    expect(formatMoney(1_234_567.89, 'BDT')).toBe('৳12,34,567.89');
    expect(formatMoney(11_280, 'BDT')).toBe('৳11,280.00');
    expect(formatMoney(0.5, 'BDT')).toBe('৳0.50');
  });

  it('drops the sign for tables', () => {
    expect(formatAmount(1_234_567.89, 'BDT')).toBe('12,34,567.89');
    expect(formatAmount(45.99, 'USD')).toBe('45.99');
  });
});
