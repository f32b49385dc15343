import { firstAtOrAfter } from './sorted-words.ts';

/**
 * The tools' SKUs, for search: each SKU as a key of lower-case letters and digits ("PT-JIG-650" →
 * "ptjig650"), so that a SKU is found however it is typed (case, hyphens, spaces), and the keys
 * sorted, so that the SKUs starting with a typed prefix are a range found by two binary searches,
 * not a scan of the catalogue. Built once per snapshot.
 */

/** A SKU, or a search text, as the index compares it: lower-case letters and digits only. */
export const skuKeyOf = (text: string): string => text.toLowerCase().replace(/[^a-z0-9]+/g, '');

/** A key shorter than this finds only a SKU equal to it: one character says too little to list SKUs by. */
const SHORTEST_PREFIX = 2;

export interface SkuMatches {
  /** Positions of the tools whose SKU's key starts with the text's, by key (ties by position): those equal to it first. */
  positions: Int32Array;
  /** How many of `positions`, from the first, are SKUs equal to the text (more than one only when two SKUs differ by hyphens alone). */
  exact: number;
}

export interface SkuIndex {
  find(text: string): SkuMatches;
}

const NONE: SkuMatches = { positions: new Int32Array(0), exact: 0 };

/** `skus[position]` is the SKU of the tool at that position. */
export function buildSkuIndex(skus: readonly string[]): SkuIndex {
  const keyAt = skus.map(skuKeyOf);
  const order = Int32Array.from(keyAt.keys()).sort((a, b) =>
    keyAt[a]! < keyAt[b]! ? -1 : keyAt[a]! > keyAt[b]! ? 1 : a - b,
  );
  const keys = Array.from(order, (position) => keyAt[position]!);

  return {
    find(text) {
      const key = skuKeyOf(text);
      if (!key) return NONE;
      const first = firstAtOrAfter(keys, key);
      let exact = 0;
      while (first + exact < keys.length && keys[first + exact] === key) exact += 1;
      // Keys are letters and digits, all before '{': every key starting with the text's is below
      // key + '{', every later one above it. A second binary search, not a walk over thousands.
      const end = key.length >= SHORTEST_PREFIX ? firstAtOrAfter(keys, `${key}{`) : first + exact;
      return end === first ? NONE : { positions: order.subarray(first, end), exact };
    },
  };
}

/**
 * A search's ranked positions (`ranked`, best first) joined with its SKU matches, each tool
 * once: a SKU equal to the text first, then the ranked ones, then the other SKUs starting with
 * the text, by SKU. A typed word keeps its order; a typed SKU or prefix finds its products
 * whatever the text search makes of it. `count`: the number of tools (positions are below it);
 * `limit`: at most this many (a type-ahead's few).
 */
export function withSkuMatches(
  ranked: ArrayLike<number>,
  skus: SkuMatches,
  count: number,
  limit = Infinity,
): Int32Array {
  const seen = new Uint8Array(count);
  const joined = new Int32Array(Math.min(limit, ranked.length + skus.positions.length));
  let length = 0;
  const add = (position: number) => {
    if (seen[position]) return;
    seen[position] = 1;
    joined[length++] = position;
  };
  for (let index = 0; index < skus.exact && length < joined.length; index++) add(skus.positions[index]!);
  for (let index = 0; index < ranked.length && length < joined.length; index++) add(ranked[index]!);
  for (let index = skus.exact; index < skus.positions.length && length < joined.length; index++)
    add(skus.positions[index]!);
  return length === joined.length ? joined : joined.slice(0, length);
}
