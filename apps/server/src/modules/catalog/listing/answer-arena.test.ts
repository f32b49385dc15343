import { describe, expect, it } from 'vitest';
import { createAnswerArenaBuilder } from './answer-arena.ts';
import { hashedJson, jsonArrayOf } from './tool-json.ts';
import { toToolResponse, type AnswerView } from './tool-views.ts';
import type { SnapshotTool } from './snapshot-rows.ts';

const base: AnswerView = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Claw Hammer',
  description: 'Drop-forged head.',
  imageUrl: '/images/tools/claw-hammer.svg',
  priceCents: 1250,
  availableQuantity: 40,
  minimumPurchase: 1,
  sku: 'HT-HAM-16OZ',
  packSize: 1,
  maxPerOrder: null,
  priceBreaks: [],
  vatRateBasisPoints: 1500,
  weightGrams: 800,
  nameBn: null,
  descriptionBn: null,
  slug: 'claw-hammer',
  brandName: 'Bahco',
  brandSlug: 'bahco',
  categoryName: 'Hammers',
  categorySlug: 'hammers',
  categoryNameBn: 'হাতুড়ি',
};

const views: AnswerView[] = [
  base,
  { ...base, id: '00000000-0000-4000-8000-000000000002', slug: 'claw-hammer-2', sku: 'HT-2', priceCents: 1999 },
  {
    ...base,
    id: '00000000-0000-4000-8000-000000000003',
    name: 'Bahco 16 oz ক্ল হাতুড়ি "pro" 45°',
    nameBn: 'বল পিন হাতুড়ি',
    description: 'Tabs\tand "quotes", a backslash \\ and an emoji 🔧.',
    descriptionBn: 'ড্রপ-ফোর্জড মাথা',
    priceBreaks: [
      { minQuantity: 10, unitPriceCents: 1100 },
      { minQuantity: 50, unitPriceCents: 990 },
    ],
    maxPerOrder: 200,
    packSize: 6,
    imageUrl: '/uploads/tools/ab/abcdef0123456789-1200.webp',
    slug: 'bahco-16-oz',
    sku: 'SKU "odd"',
  },
  {
    ...base,
    id: '00000000-0000-4000-8000-000000000004',
    brandName: null,
    brandSlug: null,
    categoryName: null,
    categorySlug: null,
    categoryNameBn: null,
    availableQuantity: 0,
    description: 'x'.repeat(70_000),
    slug: 'no-brand',
    sku: 'NB-1',
  },
];

/** A tool of the copy as the load makes it: what the arena reads of it is its id, view and position. */
const toolOf = (view: AnswerView, position: number) =>
  ({
    id: view.id,
    position,
    view: { name: view.name, slug: view.slug, sku: view.sku, availableQuantity: view.availableQuantity },
    json: null,
  }) as unknown as SnapshotTool;

describe('answers held as bytes', () => {
  const tools = views.map(toolOf);
  const builder = createAnswerArenaBuilder(tools.length + 1);
  for (const [index, view] of views.entries()) builder.add(tools[index]!, toToolResponse(view));
  const arena = builder.finish();

  it('answers each tool byte for byte as its JSON, with the same hash', () => {
    for (const [index, view] of views.entries()) {
      const expected = hashedJson(JSON.stringify(toToolResponse(view)));
      const actual = arena.answerOf(tools[index]!)!;
      expect(actual.text).toBe(expected.text);
      expect(actual.hash).toBe(expected.hash);
      expect(actual.text).toMatch(/^[\x20-\x7e]+$/);
    }
    // Asked again: the same.
    expect(arena.answerOf(tools[2]!)).toEqual(hashedJson(JSON.stringify(toToolResponse(views[2]!))));
  });

  it('makes a page of held answers byte for byte as the page of their texts, with its validator', () => {
    const texts = views.map((view) => hashedJson(JSON.stringify(toToolResponse(view))));
    const held = tools.map((tool) => arena.answerOf(tool)!);
    const page = jsonArrayOf([held[2]!, texts[0]!, held[1]!, held[3]!, held[0]!]);
    expect(page).toEqual(jsonArrayOf([texts[2]!, texts[0]!, texts[1]!, texts[3]!, texts[0]!]));
    expect(page.body).toMatch(/^[\x20-\x7e]+$/);
  });

  it('answers the stock the tool shows now, hashed anew', () => {
    const tool = tools[1]!;
    const before = tool.view;
    tool.view = { ...before, availableQuantity: 12_345 };
    const expected = hashedJson(JSON.stringify(toToolResponse({ ...views[1]!, availableQuantity: 12_345 })));
    expect(arena.answerOf(tool)).toEqual(expected);
    tool.view = before;
    expect(arena.answerOf(tool)).toEqual(hashedJson(JSON.stringify(toToolResponse(views[1]!))));
  });

  it('does not answer for a tool it does not hold: another made at the same place (a patch), or a new one', () => {
    expect(arena.answerOf(toolOf(views[0]!, 0))).toBeUndefined();
    expect(arena.answerOf(toolOf(views[0]!, tools.length))).toBeUndefined();
    expect(arena.answerOf(toolOf(views[0]!, tools.length + 5))).toBeUndefined();
  });

  it('holds what tools share once', () => {
    const one = createAnswerArenaBuilder(1);
    one.add(tools[0]!, toToolResponse(views[0]!));
    const two = createAnswerArenaBuilder(2);
    two.add(tools[0]!, toToolResponse(views[0]!));
    two.add(tools[1]!, toToolResponse(views[1]!));
    const first = one.finish().bytes;
    // The second tool adds its price, its stock and the names of its own fields, not its text.
    expect(two.finish().bytes - first).toBeLessThan(first / 4);
  });
});
