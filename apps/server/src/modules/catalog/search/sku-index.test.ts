import { describe, expect, it } from 'vitest';
import { seedTools } from '../../../db/seed-data.ts';
import { buildSkuIndex, skuKeyOf, withSkuMatches } from './sku-index.ts';

/** The SKUs of 20,000 products as the database numbers them (migration 0008's default): TBD-000001 … TBD-020000. */
const generated = Array.from({ length: 20_000 }, (_, index) => `TBD-${String(index + 1).padStart(6, '0')}`);
const skusAt = (skus: readonly string[], positions: Int32Array) => Array.from(positions, (position) => skus[position]);

describe('SKUs in memory', () => {
  const demo = seedTools.map((tool) => tool.sku);
  const demoIndex = buildSkuIndex(demo);

  it('keys a SKU or a search text by its letters and digits, lower-case', () => {
    expect(skuKeyOf('PT-JIG-650')).toBe('ptjig650');
    expect(skuKeyOf(' pt jig–650 ')).toBe('ptjig650');
    expect(skuKeyOf('-- ')).toBe('');
  });

  it('finds every demo SKU however it is typed: any case, with or without its hyphens', () => {
    for (const [position, sku] of demo.entries()) {
      for (const typed of [sku, sku.toLowerCase(), sku.replaceAll('-', ''), sku.toLowerCase().replaceAll('-', ' ')]) {
        const found = demoIndex.find(typed);
        expect(found.exact, typed).toBe(1);
        expect(found.positions[0], typed).toBe(position);
      }
    }
  });

  it('finds the SKUs starting with a prefix, in SKU order, and nothing for a text no SKU starts with', () => {
    expect(skusAt(demo, demoIndex.find('PT-').positions)).toEqual([
      'PT-CSAW-185',
      'PT-DRL-18V',
      'PT-GRN-115',
      'PT-JIG-650',
    ]);
    expect(demoIndex.find('pt-jig')).toMatchObject({ exact: 0 });
    expect(skusAt(demo, demoIndex.find('pt-jig').positions)).toEqual(['PT-JIG-650']);
    expect(skusAt(demo, demoIndex.find('htsdr').positions)).toEqual(['HT-SDR-SET8']);
    expect(demoIndex.find('PT-JIG-6500').positions).toHaveLength(0);
    expect(demoIndex.find('hammer').positions).toHaveLength(0);
    expect(demoIndex.find('').positions).toHaveLength(0);
    // One character lists no SKUs by prefix: it would be most of a catalogue.
    expect(demoIndex.find('h').positions).toHaveLength(0);
    expect(skusAt(['A--', 'A-1'], buildSkuIndex(['A--', 'A-1']).find('a').positions)).toEqual(['A--']);
  });

  it('at 20,000 products finds one SKU exactly and the hundred starting with a prefix', () => {
    const skus = [...generated, ...demo];
    const index = buildSkuIndex(skus);
    for (const typed of ['TBD-019994', 'tbd-019994', 'TBD019994']) {
      const found = index.find(typed);
      expect(found.exact, typed).toBe(1);
      expect(skusAt(skus, found.positions), typed).toEqual(['TBD-019994']);
    }
    const prefixed = index.find('TBD-0199');
    expect(prefixed.exact).toBe(0);
    expect(skusAt(skus, prefixed.positions)).toEqual(generated.slice(19_899, 19_999));
    expect(index.find('tbd').positions).toHaveLength(20_000);
    expect(skusAt(skus, index.find('PT-JIG-650').positions)).toEqual(['PT-JIG-650']);
  });

  it('puts a SKU equal to the text before the matches of its words and the SKUs starting with it after them, each tool once', () => {
    // Tools 0–4; the text matched 3, 1 and 4; SKU 4 equals the text, 1 and 2 start with it.
    const skus = { positions: Int32Array.from([4, 1, 2]), exact: 1 };
    expect(Array.from(withSkuMatches([3, 1, 4], skus, 5))).toEqual([4, 3, 1, 2]);
    expect(Array.from(withSkuMatches([3, 1, 4], skus, 5, 2))).toEqual([4, 3]);
    expect(Array.from(withSkuMatches([], { positions: Int32Array.from([2, 0]), exact: 0 }, 5))).toEqual([2, 0]);
  });
});

describe('SKUs in memory, patched', () => {
  it('finds after a patch what an index built anew finds: changed, removed and added SKUs, repeated keys', () => {
    const skus: (string | null)[] = [
      ...generated.slice(0, 3_000),
      'PT-JIG-650',
      'PTJIG-650',
      'pt-jig-650',
      'HT-HAM-16OZ',
      null,
    ];
    const changes = new Map<number, string | null>([
      [5, 'TBD-000001'],
      [10, null],
      [3_000, 'PT-JIG-651'],
      [3_004, 'PT-JIG-650'],
      [3_005, 'AA-1'],
      [3_006, 'ZZ-9'],
      [2_999, 'tbd-0030000'],
    ]);
    const after = [...skus];
    for (const [position, sku] of changes) after[position] = sku;
    const patched = buildSkuIndex(skus).patched(changes);
    const fresh = buildSkuIndex(after);
    for (const typed of [
      'TBD-000001',
      'tbd-0000',
      'TBD-00300',
      'pt-jig-650',
      'PT',
      'aa1',
      'a',
      'z',
      'zz9',
      'ht',
      'x',
    ]) {
      const found = patched.find(typed);
      const expected = fresh.find(typed);
      expect(found.exact, typed).toBe(expected.exact);
      expect(Array.from(found.positions), typed).toEqual(Array.from(expected.positions));
    }
    expect(patched.find('tbd').positions).toHaveLength(2_999);
  });
});
