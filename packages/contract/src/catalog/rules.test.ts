import { describe, expect, it } from 'vitest';
import { catalogMessages } from './messages.ts';
import { checkQuantity, lineTotalCents, unitPriceCentsFor } from '../orders/rules.ts';
import { newToolSchema, toolUpdateSchema } from './schemas.ts';
import { checkToolRules, normalizeSku, priceBreakInDollars, type ToolRules } from './rules.ts';

/** The issue's example: minPurse 12, packs of 6, at most 600, 48 → 235.00, 144 → 220.00, base 250.00. */
const example: ToolRules = {
  priceCents: 25_000,
  minPurse: 12,
  packSize: 6,
  maxPerOrder: 600,
  priceBreaks: [
    { minQuantity: 48, unitPriceCents: 23_500 },
    { minQuantity: 144, unitPriceCents: 22_000 },
  ],
};
const limits = { minPurse: 12, packSize: 6, maxPerOrder: 600, available: 10_000 };
const pricing = { unitPriceCents: example.priceCents, priceBreaks: example.priceBreaks };

describe('the issue example', () => {
  it('is a valid product', () => {
    expect(checkToolRules(example)).toBeNull();
  });

  it('prices 42, 48 and 144 exactly, with each break starting exactly at its quantity', () => {
    expect(lineTotalCents(pricing, 42)).toBe(1_050_000); // 10,500.00
    expect(lineTotalCents(pricing, 48)).toBe(1_128_000); // 11,280.00
    expect(lineTotalCents(pricing, 144)).toBe(3_168_000); // 31,680.00
    // One pack below a break pays the price before it.
    expect(unitPriceCentsFor(pricing, 42)).toBe(25_000);
    expect(unitPriceCentsFor(pricing, 138)).toBe(23_500);
    expect(unitPriceCentsFor(pricing, 600)).toBe(22_000);
  });

  it('refuses 10 (below the minimum), 47 (not whole packs) and 606 (over the cap) with the shop wording', () => {
    expect(checkQuantity({ ...limits, quantity: 10 })).toBe('Follow the minimum quantity');
    expect(checkQuantity({ ...limits, quantity: 47 })).toBe('Order in packs of 6');
    expect(checkQuantity({ ...limits, quantity: 606 })).toBe('At most 600 per order');
    expect(checkQuantity({ ...limits, quantity: 600 })).toBeNull();
    expect(checkQuantity({ ...limits, quantity: 12 })).toBeNull();
  });
});

describe('checkToolRules', () => {
  const broken = (change: Partial<ToolRules>) => checkToolRules({ ...example, ...change });

  it('keeps existing products valid: packs of 1, no cap, no breaks, any minimum', () => {
    expect(
      checkToolRules({ priceCents: 1_299, minPurse: 7, packSize: 1, maxPerOrder: null, priceBreaks: [] }),
    ).toBeNull();
  });

  it('wants the minimum and the cap in whole packs, and the cap at least the minimum', () => {
    expect(broken({ minPurse: 10 })).toEqual({ field: 'minPurse', message: catalogMessages.minPurseNotPackMultiple });
    expect(broken({ maxPerOrder: 601 })).toEqual({
      field: 'maxPerOrder',
      message: catalogMessages.maxPerOrderNotPackMultiple,
    });
    expect(broken({ maxPerOrder: 6 })).toEqual({
      field: 'maxPerOrder',
      message: catalogMessages.maxPerOrderBelowMinimum,
    });
    expect(broken({ maxPerOrder: 12 })).toBeNull();
    expect(broken({ maxPerOrder: undefined })).toBeNull();
  });

  it('wants at most 5 breaks, each above the minimum, in whole packs, ascending, each cheaper than the last', () => {
    const many = [18, 24, 30, 36, 42, 48].map((minQuantity, index) => ({
      minQuantity,
      unitPriceCents: 24_000 - index * 100,
    }));
    expect(broken({ priceBreaks: many })?.message).toBe(catalogMessages.priceBreaksTooMany);
    expect(broken({ priceBreaks: many.slice(0, 5) })).toBeNull();
    // At the minimum is no break at all: it must be above it.
    expect(broken({ priceBreaks: [{ minQuantity: 12, unitPriceCents: 24_000 }] })?.message).toBe(
      catalogMessages.priceBreakAboveMinimum,
    );
    expect(broken({ priceBreaks: [{ minQuantity: 50, unitPriceCents: 24_000 }] })?.message).toBe(
      catalogMessages.priceBreakPackMultiple,
    );
    expect(
      broken({
        priceBreaks: [
          { minQuantity: 48, unitPriceCents: 23_500 },
          { minQuantity: 48, unitPriceCents: 23_000 },
        ],
      })?.message,
    ).toBe(catalogMessages.priceBreakQuantitiesAscending);
    expect(broken({ priceBreaks: [{ minQuantity: 48, unitPriceCents: 25_000 }] })?.message).toBe(
      catalogMessages.priceBreakPricesDescending,
    );
    expect(
      broken({
        priceBreaks: [
          { minQuantity: 48, unitPriceCents: 23_500 },
          { minQuantity: 144, unitPriceCents: 23_500 },
        ],
      }),
    ).toEqual({ field: 'priceBreaks', message: catalogMessages.priceBreakPricesDescending });
  });

  it('shows SKUs upper-case and breaks in dollars', () => {
    expect(normalizeSku('  ht-ham-16oz ')).toBe('HT-HAM-16OZ');
    expect(priceBreakInDollars({ minQuantity: 48, unitPriceCents: 23_500 })).toEqual({ minQuantity: 48, price: 235 });
  });
});

describe('product schemas', () => {
  const product = {
    name: 'Claw Hammer',
    description: 'A hammer',
    price: 250,
    availableItem: 1_000,
    quentity: 1_000,
    minPurse: 12,
    img: '/images/tools/claw-hammer.svg',
  };
  const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
    result.error?.issues[0]?.message;

  it('defaults a new product to packs of 1 with no cap and no breaks, and stores its SKU upper-case', () => {
    expect(newToolSchema.parse(product)).toMatchObject({ packSize: 1, priceBreaks: [] });
    expect(newToolSchema.parse(product).maxPerOrder).toBeUndefined();
    expect(newToolSchema.parse({ ...product, sku: ' ht-ham-16oz ' }).sku).toBe('HT-HAM-16OZ');
    expect(newToolSchema.parse({ ...product, sku: '' }).sku).toBe('');
  });

  it('refuses a malformed SKU and a broken rule, naming it', () => {
    expect(firstMessage(newToolSchema.safeParse({ ...product, sku: 'HT HAM' }))).toBe(catalogMessages.skuInvalid);
    expect(firstMessage(newToolSchema.safeParse({ ...product, sku: 'AB' }))).toBe(catalogMessages.skuInvalid);
    expect(firstMessage(newToolSchema.safeParse({ ...product, sku: 'A'.repeat(33) }))).toBe(catalogMessages.skuInvalid);
    expect(firstMessage(newToolSchema.safeParse({ ...product, packSize: 0 }))).toBe(catalogMessages.packSizeWhole);
    expect(firstMessage(newToolSchema.safeParse({ ...product, packSize: 5 }))).toBe(
      catalogMessages.minPurseNotPackMultiple,
    );
    expect(
      firstMessage(
        newToolSchema.safeParse({
          ...product,
          packSize: 6,
          maxPerOrder: 600,
          priceBreaks: [{ minQuantity: 48, price: 250 }],
        }),
      ),
    ).toBe(catalogMessages.priceBreakPricesDescending);
    expect(
      newToolSchema.safeParse({
        ...product,
        packSize: 6,
        maxPerOrder: 600,
        priceBreaks: [
          { minQuantity: 48, price: 235 },
          { minQuantity: 144, price: 220 },
        ],
      }).success,
    ).toBe(true);
  });

  it('lets an edit change one rule at a time, clear the cap with null, and never blank the SKU', () => {
    expect(toolUpdateSchema.parse({ maxPerOrder: null })).toEqual({ maxPerOrder: null });
    expect(toolUpdateSchema.parse({ packSize: 6 })).toEqual({ packSize: 6 });
    expect(firstMessage(toolUpdateSchema.safeParse({ sku: '' }))).toBe(catalogMessages.skuInvalid);
    expect(firstMessage(toolUpdateSchema.safeParse({}))).toBe(catalogMessages.nothingToUpdate);
  });
});
