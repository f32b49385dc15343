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
  /** The index after these tools changed (position → its SKU now, null when no longer listed). */
  patched(changes: ReadonlyMap<number, string | null>): SkuIndex;
}

const NONE: SkuMatches = { positions: new Int32Array(0), exact: 0 };

/** Keys before positions: the index's order. */
const compareEntries = (keyA: string, a: number, keyB: string, b: number) =>
  keyA < keyB ? -1 : keyA > keyB ? 1 : a - b;

/** `skus[position]` is the SKU of the tool at that position (null: none to find there). */
export function buildSkuIndex(skus: readonly (string | null)[]): SkuIndex {
  const keyAt = skus.map((sku) => (sku === null ? null : skuKeyOf(sku)));
  const listed: number[] = [];
  keyAt.forEach((key, position) => key !== null && listed.push(position));
  const order = Int32Array.from(listed).sort((a, b) => compareEntries(keyAt[a]!, a, keyAt[b]!, b));
  return skuIndexOf(
    Array.from(order, (position) => keyAt[position]!),
    order,
  );
}

function skuIndexOf(keys: string[], order: Int32Array): SkuIndex {
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
    patched(changes) {
      // The unchanged entries keep their order; the changed ones, sorted, are merged in.
      const added = [...changes]
        .flatMap(([position, sku]) => (sku === null ? [] : [{ key: skuKeyOf(sku), position }]))
        .sort((a, b) => compareEntries(a.key, a.position, b.key, b.position));
      // The entries left, then each added one put in by a binary search: the runs between copied.
      const keptKeys: string[] = [];
      const keptOrder = new Int32Array(keys.length);
      for (let index = 0; index < keys.length; index++) {
        if (changes.has(order[index]!)) continue;
        keptOrder[keptKeys.length] = order[index]!;
        keptKeys.push(keys[index]!);
      }
      const nextKeys: string[] = [];
      const nextOrder = new Int32Array(keptKeys.length + added.length);
      let from = 0;
      for (const { key, position } of added) {
        let low = from;
        let high = keptKeys.length;
        while (low < high) {
          const middle = (low + high) >> 1;
          if (compareEntries(keptKeys[middle]!, keptOrder[middle]!, key, position) < 0) low = middle + 1;
          else high = middle;
        }
        nextOrder.set(keptOrder.subarray(from, low), nextKeys.length);
        for (let index = from; index < low; index++) nextKeys.push(keptKeys[index]!);
        nextOrder[nextKeys.length] = position;
        nextKeys.push(key);
        from = low;
      }
      nextOrder.set(keptOrder.subarray(from, keptKeys.length), nextKeys.length);
      for (let index = from; index < keptKeys.length; index++) nextKeys.push(keptKeys[index]!);
      return skuIndexOf(nextKeys, nextOrder);
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
