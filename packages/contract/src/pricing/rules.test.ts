import { describe, expect, it } from 'vitest';
import { discountedCents, isPriceListDiscount, priceWithList, type PriceListEntry } from './rules.ts';

const TOOL = 'tool-1';
/** The example: 250.00, from 48 units 235.00, from 144 units 220.00. */
const base = {
  unitPriceCents: 25_000,
  priceBreaks: [
    { minQuantity: 48, unitPriceCents: 23_500 },
    { minQuantity: 144, unitPriceCents: 22_000 },
  ],
};
const list = (discountPercent: number, prices: Record<string, PriceListEntry> = {}) => ({
  discountPercent,
  prices: new Map(Object.entries(prices)),
});

describe('priceWithList', () => {
  it('takes 10% off the price and every break: 225.00, 211.50, 198.00', () => {
    expect(priceWithList(TOOL, base, list(10))).toEqual({
      unitPriceCents: 22_500,
      priceBreaks: [
        { minQuantity: 48, unitPriceCents: 21_150 },
        { minQuantity: 144, unitPriceCents: 19_800 },
      ],
    });
  });

  it('leaves the public price alone at 0%', () => {
    expect(priceWithList(TOOL, base, list(0))).toEqual(base);
  });

  it("an entry fixes the tool's price: 200.00 and no breaks, whatever the discount", () => {
    expect(priceWithList(TOOL, base, list(10, { [TOOL]: { unitPriceCents: 20_000 } }))).toEqual({
      unitPriceCents: 20_000,
      priceBreaks: [],
    });
  });

  it("an entry's own breaks replace the tool's", () => {
    const own = [{ minQuantity: 100, unitPriceCents: 19_000 }];
    expect(priceWithList(TOOL, base, list(10, { [TOOL]: { unitPriceCents: 20_000, priceBreaks: own } }))).toEqual({
      unitPriceCents: 20_000,
      priceBreaks: own,
    });
  });

  it("another tool's entry does not apply", () => {
    expect(priceWithList(TOOL, base, list(10, { other: { unitPriceCents: 1 } })).unitPriceCents).toBe(22_500);
  });

  it('a tool without breaks stays without', () => {
    expect(priceWithList(TOOL, { unitPriceCents: 999 }, list(10))).toEqual({ unitPriceCents: 899, priceBreaks: [] });
  });
});

describe('discountedCents rounds half up to the cent, per unit', () => {
  it.each([
    [5, 10, 5], // 0.05 − 10% = 0.045 → 0.05
    [15, 10, 14], // 0.135 → 0.14
    [25, 10, 23], // 0.225 → 0.23
    [1, 50, 1], // 0.005 → 0.01
    [3, 50, 2], // 0.015 → 0.02
    [1, 90, 0], // 0.001 → 0.00
    [999, 12.5, 874], // 8.74125 → 8.74
    [1000, 12.34, 877], // 8.766 → 8.77
    [101, 0.01, 101], // 1.009899 → 1.01
    [100, 0.5, 100], // 0.995 → 1.00
    [2_147_483_647, 0.01, 2_147_268_899], // the largest price: 2147268898.6353 cents → exact in integers
  ])('%i cents less %d%% → %i cents', (cents, percent, expected) => {
    expect(discountedCents(cents, percent)).toBe(expected);
  });

  it('counts a two-decimal percent as whole hundredths (0.07 × 100 is 7.000000000000001 in floats)', () => {
    // 150 cents less 33.33% = 100.005 cents → 100; 200 cents less 0.25% = 199.5 cents → 200 (half up)
    expect(discountedCents(150, 33.33)).toBe(100);
    expect(discountedCents(200, 0.25)).toBe(200);
    expect(discountedCents(100_000, 0.07)).toBe(99_930);
    expect(discountedCents(100_000, 0.07)).toBe(99_930);
  });
});

describe('isPriceListDiscount', () => {
  it.each([0, 0.01, 10, 12.5, 33.33, 89.99, 90])('takes %d', (percent) =>
    expect(isPriceListDiscount(percent)).toBe(true),
  );
  it.each([-0.01, 90.01, 100, 10.001, Number.NaN, Number.POSITIVE_INFINITY])('refuses %d', (percent) =>
    expect(isPriceListDiscount(percent)).toBe(false),
  );
});
