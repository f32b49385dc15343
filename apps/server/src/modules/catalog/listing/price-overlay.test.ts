import { describe, expect, it } from 'vitest';
import { priceWithList, type PriceListRules } from '@tools-bd/contract';
import { hashedJson } from './tool-json.ts';
import { REPRICED_KEPT, repriced, repricedObject, repricedText, type PriceOverlay } from './price-overlay.ts';

/** A tool answer laid out as toToolResponse writes it, with values chosen to trip a text search. */
const tool = (overrides: Record<string, unknown> = {}) => ({
  _id: '0b0f7a62-6a39-4d7c-9b1e-2f4c1b9e3a10',
  name: 'Claw Hammer "price": 1',
  img: '/uploads/abc.webp',
  imgVariants: [{ width: 160, url: '/uploads/abc-160.webp' }],
  description: 'Sold by weight ,"price":99 and ,"priceBreaks":[1] in a description ]',
  price: 250,
  availableItem: 40,
  minPurse: 1,
  sku: 'HAM-001',
  packSize: 1,
  maxPerOrder: null,
  priceBreaks: [
    { minQuantity: 48, price: 235 },
    { minQuantity: 144, price: 220 },
  ],
  vatRate: 15,
  weightGrams: 1000,
  slug: 'claw-hammer',
  brand: { name: 'Stanley', slug: 'stanley' },
  category: { name: 'Hammers', slug: 'hammers', nameBn: 'হাতুড়ি' },
  nameBn: 'ক্ল হাতুড়ি',
  ...overrides,
});

const listOverlay = (rules: PriceListRules): PriceOverlay => ({
  price: (toolId, base) => priceWithList(toolId, base, rules),
});

const overlays: [string, PriceOverlay][] = [
  ['a 10% list', listOverlay({ discountPercent: 10, prices: new Map() })],
  ['no discount', listOverlay({ discountPercent: 0, prices: new Map() })],
  ['hidden prices', { price: () => null }],
  ['a fixed price without breaks', { price: () => ({ unitPriceCents: 20_000, priceBreaks: [] }) }],
  [
    'an odd cent',
    { price: (_id, base) => ({ unitPriceCents: base.unitPriceCents - 1, priceBreaks: base.priceBreaks ?? [] }) },
  ],
];

const tools = [
  tool(),
  tool({ priceBreaks: [], price: 0.1 }),
  tool({ price: 1234567.89, nameBn: undefined, description: '' }),
];

describe('re-pricing a tool answer as text', () => {
  for (const [name, overlay] of overlays)
    it(`writes exactly what parsing and writing the tool again gives, with ${name}`, () => {
      for (const object of tools) {
        const { text } = hashedJson(JSON.stringify(object));
        const expected = hashedJson(JSON.stringify(repricedObject(JSON.parse(text), overlay))).text;
        const spliced = repricedText(text, overlay);
        expect(spliced).toBeDefined();
        expect(hashedJson(spliced!).text).toBe(expected);
      }
    });

  it('declines a text not laid out as the tool answer (the caller parses it then)', () => {
    const overlay = overlays[0]![1];
    expect(repricedText(JSON.stringify({ _id: 'x', priceBreaks: [], price: 1 }), overlay)).toBeUndefined();
    expect(repricedText(JSON.stringify({ _id: 'x', name: 'no prices' }), overlay)).toBeUndefined();
  });

  it('keeps a re-priced tool, its validator changing with its text', () => {
    const item = hashedJson(JSON.stringify(tool()));
    const [tenPercent, noDiscount, hidden] = overlays.map(([, overlay]) => overlay);
    const once = repriced(item, tenPercent!);
    expect(repriced(item, tenPercent!)).toBe(once);
    expect(once.text).toBe(hashedJson(JSON.stringify(repricedObject(JSON.parse(item.text), tenPercent!))).text);
    // No discount: the public text, so the public validator.
    expect(repriced(item, noDiscount!)).toEqual(item);
    expect(new Set([once.hash, repriced(item, hidden!).hash, item.hash]).size).toBe(3);
    // The same prices from another overlay object: the same text, so the same validator.
    const sameAsTen = listOverlay({ discountPercent: 10, prices: new Map() });
    expect(repriced(item, sameAsTen)).toEqual(once);
    // A different public text (another stock) with the same prices: another validator.
    const restocked = hashedJson(JSON.stringify(tool({ availableItem: 41 })));
    expect(repriced(restocked, tenPercent!).hash).not.toBe(once.hash);
  });

  it('keeps at most REPRICED_KEPT tools per overlay, the first re-priced going first', () => {
    const overlay = listOverlay({ discountPercent: 5, prices: new Map() });
    const items = Array.from({ length: REPRICED_KEPT + 1 }, (_, index) =>
      hashedJson(JSON.stringify(tool({ _id: `tool-${index}`, availableItem: index }))),
    );
    const first = repriced(items[0]!, overlay);
    const second = repriced(items[1]!, overlay);
    expect(repriced(items[0]!, overlay)).toBe(first);
    for (const item of items.slice(2)) repriced(item, overlay);
    expect(repriced(items[1]!, overlay)).toBe(second);
    // The first was dropped for the last: shown again, it is re-priced anew (the same text).
    const again = repriced(items[0]!, overlay);
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
  });
});
