import { describe, expect, it } from 'vitest';
import { dollarsToCents, lineTotalCents } from '../orders/rules.ts';
import {
  amountInWords,
  formatAmount,
  formatMoney,
  isVatRate,
  lineVat,
  orderVatTotals,
  VAT_RATE_BASIS_POINTS,
  vatAddedTo,
  vatBasisPointsToPercent,
  vatIncludedIn,
  vatPercentToBasisPoints,
  wholeNumberInWords,
} from './rules.ts';

const FIFTEEN_PERCENT = 1500;
const line = (quantity: number, unitPrice: number) =>
  lineTotalCents({ unitPriceCents: dollarsToCents(unitPrice) }, quantity);

describe('VAT added to net prices (the worked examples)', () => {
  it('7 × 33.33 at 15 % → VAT 35.00 (34.9965 rounds half up)', () => {
    expect(vatAddedTo(line(7, 33.33), FIFTEEN_PERCENT)).toEqual({
      netCents: 23331,
      vatCents: 3500,
      grossCents: 26831,
      rateBasisPoints: 1500,
    });
  });

  it('48 × 235.00 at 15 % → VAT 1,692.00', () => {
    expect(vatAddedTo(line(48, 235), FIFTEEN_PERCENT).vatCents).toBe(169200);
  });

  it('3 × 0.05 at 15 % → VAT 0.02: per line (0.0225), never per unit (3 × 0.01 = 0.03)', () => {
    expect(vatAddedTo(line(3, 0.05), FIFTEEN_PERCENT).vatCents).toBe(2);
  });

  it('rounds exactly half a cent up', () => {
    // 10 cents at 5 % = 0.5 cent → 1 cent; 30 cents at 5 % = 1.5 → 2.
    expect(vatAddedTo(10, 500).vatCents).toBe(1);
    expect(vatAddedTo(30, 500).vatCents).toBe(2);
    expect(vatAddedTo(9, 500).vatCents).toBe(0);
  });
});

describe('VAT included in gross prices (the default)', () => {
  it('a line of 11,280.00 at 15 % → VAT 1,471.30, net 9,808.70', () => {
    expect(vatIncludedIn(dollarsToCents(11_280), FIFTEEN_PERCENT)).toEqual({
      netCents: 980870,
      vatCents: 147130,
      grossCents: 1128000,
      rateBasisPoints: 1500,
    });
  });

  it('keeps the gross amount exactly, whatever the rate', () => {
    for (const rate of VAT_RATE_BASIS_POINTS) {
      for (const gross of [1, 99, 4599, 2_147_483_647]) {
        const result = vatIncludedIn(gross, rate);
        expect(result.netCents + result.vatCents).toBe(gross);
        expect(result.vatCents).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it('7.5 % of a 107.50 gross is 7.50', () => {
    expect(vatIncludedIn(10750, 750).vatCents).toBe(750);
  });

  it('0 % contains no VAT', () => {
    expect(vatIncludedIn(4599, 0)).toEqual({ netCents: 4599, vatCents: 0, grossCents: 4599, rateBasisPoints: 0 });
  });
});

describe('lineVat and order totals', () => {
  it('follows the shop setting', () => {
    expect(lineVat({ amountCents: 11500, rateBasisPoints: 1500, pricesIncludeVat: true })).toMatchObject({
      netCents: 10000,
      vatCents: 1500,
      grossCents: 11500,
    });
    expect(lineVat({ amountCents: 11500, rateBasisPoints: 1500, pricesIncludeVat: false })).toMatchObject({
      netCents: 11500,
      vatCents: 1725,
      grossCents: 13225,
    });
  });

  it("an order's VAT is the sum of its lines' rounded VAT", () => {
    const lines = [vatAddedTo(line(3, 0.05), 1500), vatAddedTo(line(3, 0.05), 1500), vatAddedTo(line(7, 33.33), 1500)];
    // Computed on the total (0.30 + 0.30 + 233.31 = 233.91 → 35.09) it would differ by a cent.
    expect(orderVatTotals(lines)).toEqual({ netCents: 23361, vatCents: 3504, grossCents: 26865 });
  });
});

describe('rates', () => {
  it('allows exactly 0, 5, 7.5, 10 and 15 percent', () => {
    expect(VAT_RATE_BASIS_POINTS).toEqual([0, 500, 750, 1000, 1500]);
    expect([0, 5, 7.5, 10, 15].every(isVatRate)).toBe(true);
    expect([1, 7, 20, -5, '15', null].some(isVatRate)).toBe(false);
    expect(vatPercentToBasisPoints(7.5)).toBe(750);
    expect(vatBasisPointsToPercent(750)).toBe(7.5);
  });
});

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

describe('amounts in words', () => {
  it('says whole numbers with western and south-asian groups', () => {
    expect(wholeNumberInWords(0)).toBe('Zero');
    expect(wholeNumberInWords(7)).toBe('Seven');
    expect(wholeNumberInWords(45)).toBe('Forty-Five');
    expect(wholeNumberInWords(100)).toBe('One Hundred');
    expect(wholeNumberInWords(11_280)).toBe('Eleven Thousand Two Hundred Eighty');
    expect(wholeNumberInWords(1_234_567)).toBe('One Million Two Hundred Thirty-Four Thousand Five Hundred Sixty-Seven');
    expect(wholeNumberInWords(1_234_567, 'south-asian')).toBe(
      'Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven',
    );
    expect(wholeNumberInWords(21_474_836, 'south-asian')).toBe(
      'Two Crore Fourteen Lakh Seventy-Four Thousand Eight Hundred Thirty-Six',
    );
    expect(wholeNumberInWords(1_234_567_890, 'south-asian')).toBe(
      'One Hundred Twenty-Three Crore Forty-Five Lakh Sixty-Seven Thousand Eight Hundred Ninety',
    );
    expect(wholeNumberInWords(12_345_000_000_000, 'south-asian')).toBe(
      'Twelve Lakh Thirty-Four Thousand Five Hundred Crore',
    );
  });

  it('writes taka and paisa, dollars and cents', () => {
    expect(amountInWords(123_456_789, 'BDT')).toBe(
      'Taka Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven and Eighty-Nine Paisa Only',
    );
    expect(amountInWords(1_128_000, 'BDT')).toBe('Taka Eleven Thousand Two Hundred Eighty Only');
    expect(amountInWords(4_599, 'USD')).toBe('Forty-Five Dollars and Ninety-Nine Cents Only');
    expect(amountInWords(101, 'USD')).toBe('One Dollar and One Cent Only');
    expect(amountInWords(5, 'USD')).toBe('Zero Dollars and Five Cents Only');
  });

  it('refuses what is not an amount', () => {
    expect(() => amountInWords(-1, 'USD')).toThrow(RangeError);
    expect(() => amountInWords(1.5, 'USD')).toThrow(RangeError);
  });
});
