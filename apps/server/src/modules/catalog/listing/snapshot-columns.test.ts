import { describe, expect, it } from 'vitest';
import { listedViewWith, TextColumn, ToolColumns } from './snapshot-columns.ts';
import { compactToolOf, type CompactRow } from './snapshot-rows.ts';

const TEXTS = [
  'Claw Hammer 16 oz',
  null,
  '',
  'Stanley 25 mm কাঠের বাটাল Classic',
  'Bosch® GSB 13 RE — 650 W',
  'ড়', // U+09DC, in the Bengali block
  'জ\u200dয়', // a zero-width joiner: past the block
  'x'.repeat(70_000),
  'café',
];

describe('TextColumn', () => {
  for (const packing of ['latin1', 'bangla'] as const) {
    it(`gives back every text written, null and empty ones, past one byte a character and long ones (${packing})`, () => {
      const column = new TextColumn(TEXTS.length * 3, packing);
      // Written out of order, and over more than one packed string.
      const filler = 'f'.repeat(400_000);
      TEXTS.forEach((text, index) => column.set(index * 3, text));
      TEXTS.forEach((_, index) => column.set(index * 3 + 1, filler));
      // Readable while written, and after.
      TEXTS.forEach((text, index) => expect(column.get(index * 3)).toBe(text));
      column.finish();
      TEXTS.forEach((text, index) => {
        expect(column.get(index * 3)).toBe(text);
        expect(column.get(index * 3 + 1)).toBe(filler);
        expect(column.get(index * 3 + 2)).toBe(null);
        expect(column.lengthOf(index * 3)).toBe(text?.length ?? 0);
        if (text !== null) {
          expect(column.equals(index * 3, text)).toBe(true);
          expect(column.equals(index * 3, `${text}!`)).toBe(false);
        }
      });
    });
  }
});

const rowOf = (index: number): CompactRow => ({
  id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  name: `Tool ${index}`,
  slug: `tool-${index}`,
  sku: `SKU-${index}`,
  priceCents: 100 + index,
  availableQuantity: index % 7,
  minimumPurchase: 1 + (index % 3),
  nameBn: index % 2 === 0 ? `টুল ${index}` : null,
  descriptionBn: null,
  brandId: index % 4 === 0 ? null : 'b1',
  categoryId: index % 5 === 0 ? 'c9' : 'c1',
  stockVersion: String(index * 10),
  document: '',
});

describe('ToolColumns', () => {
  const brands = [{ id: 'b1', name: 'Stanley', slug: 'stanley' }];
  const categories = [{ id: 'c1', name: 'Hammers', slug: 'hammers', parent_id: null, name_bn: 'হাতুড়ি' }];
  const brandById = new Map(brands.map((row) => [row.id, row]));
  const categoryById = new Map(categories.map((row) => [row.id, row]));

  it('gives each tool its row back, and finds it by id and slug as a Map would', () => {
    const count = 1_000;
    const columns = new ToolColumns(count, brands, categories);
    const rows = Array.from({ length: count }, (_, index) => rowOf(index));
    for (const row of rows) columns.add(row);
    const { byId, bySlug } = columns.finish();
    for (const [position, row] of rows.entries()) {
      const tool = columns.tools[position]!;
      expect(tool.position).toBe(position);
      expect(tool.id).toBe(row.id);
      expect(tool.stockVersion).toBe(position * 10);
      expect(tool.brandId).toBe(row.brandId);
      // An unknown category is none, as its row's join would be.
      expect(tool.categoryId).toBe(row.categoryId === 'c1' ? 'c1' : null);
      // The view a copy of objects makes of the same row.
      const objects = compactToolOf(row, position, (text) => text, brandById, categoryById);
      expect({ ...listedViewWith(tool.view, row.availableQuantity) }).toEqual(objects.view);
      expect(byId.get(row.id)).toBe(tool);
      expect(bySlug.get(row.slug)).toBe(tool);
    }
    expect(byId.get('nothing')).toBeUndefined();
    expect(byId.size).toBe(count);

    // A patch deletes and sets, and replaces tools in the list: as a Map, the table no longer finds those.
    const replaced = { ...columns.tools[3]!, position: 3 };
    byId.delete(rows[3]!.id);
    expect(byId.size).toBe(count - 1);
    byId.set(rows[3]!.id, replaced);
    columns.tools[3] = replaced;
    expect(byId.get(rows[3]!.id)).toBe(replaced);
    expect(byId.size).toBe(count);
    columns.tools[4] = { ...columns.tools[4]!, position: 4 };
    expect(bySlug.get(rows[4]!.slug)).toBeUndefined();
    bySlug.set('new-slug', replaced);
    expect(bySlug.get('new-slug')).toBe(replaced);
  });

  it('gives a changed stock its own plain view', () => {
    const columns = new ToolColumns(1, brands, categories);
    const tool = columns.add(rowOf(1));
    columns.finish();
    expect(tool.view).toBe(tool);
    const view = listedViewWith(tool.view, 99);
    expect(view.availableQuantity).toBe(99);
    expect(view.name).toBe('Tool 1');
    expect(Object.getPrototypeOf(view)).toBe(Object.prototype);
  });
});
