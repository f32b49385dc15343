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

/**
 * The sorted keys, packed: their characters (letters and digits, one byte each) one after the
 * other, and where each starts. A million keys as JavaScript strings took some 40 MB.
 */
interface PackedKeys {
  bytes: Uint8Array;
  /** starts[index] to starts[index + 1]: the key at index. */
  starts: Int32Array;
}

/** The key at `index` against a key: negative when it sorts before it, as strings compare. */
function compareAt(keys: PackedKeys, index: number, key: string): number {
  const start = keys.starts[index]!;
  const length = keys.starts[index + 1]! - start;
  const shorter = Math.min(length, key.length);
  for (let offset = 0; offset < shorter; offset++) {
    const difference = keys.bytes[start + offset]! - key.charCodeAt(offset);
    if (difference !== 0) return difference;
  }
  return length - key.length;
}

/** The index of the first key at or after `key` (their count when none is): a binary search. */
function firstAtOrAfter(keys: PackedKeys, key: string): number {
  let low = 0;
  let high = keys.starts.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (compareAt(keys, middle, key) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** A key's characters (letters and digits) as bytes from `at`. */
function writeKey(bytes: Uint8Array, at: number, key: string) {
  for (let offset = 0; offset < key.length; offset++) bytes[at + offset] = key.charCodeAt(offset);
}

/** Packs keys given in order (each of letters and digits only). */
function packed(count: number, keyAt: (index: number) => string): PackedKeys {
  const starts = new Int32Array(count + 1);
  for (let index = 0; index < count; index++) starts[index + 1] = starts[index]! + keyAt(index).length;
  const bytes = new Uint8Array(starts[count]!);
  for (let index = 0; index < count; index++) writeKey(bytes, starts[index]!, keyAt(index));
  return { bytes, starts };
}

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
    packed(order.length, (index) => keyAt[order[index]!]!),
    order,
  );
}

function skuIndexOf(keys: PackedKeys, order: Int32Array): SkuIndex {
  return {
    find(text) {
      const key = skuKeyOf(text);
      if (!key) return NONE;
      const first = firstAtOrAfter(keys, key);
      let exact = 0;
      while (first + exact < order.length && compareAt(keys, first + exact, key) === 0) exact += 1;
      // Keys are letters and digits, all before '{': every key starting with the text's is below
      // key + '{', every later one above it. A second binary search, not a walk over thousands.
      const end = key.length >= SHORTEST_PREFIX ? firstAtOrAfter(keys, `${key}{`) : first + exact;
      return end === first ? NONE : { positions: order.subarray(first, end), exact };
    },
    patched(changes) {
      // The unchanged entries keep their order; the changed ones, sorted, are merged in: each put
      // in by a binary search over the entries left, the runs between copied as bytes.
      const added = [...changes]
        .flatMap(([position, sku]) => (sku === null ? [] : [{ key: skuKeyOf(sku), position }]))
        .sort((a, b) => compareEntries(a.key, a.position, b.key, b.position));
      const kept: number[] = [];
      for (let index = 0; index < order.length; index++) if (!changes.has(order[index]!)) kept.push(index);
      // Where each added entry goes among the kept ones (before the first kept entry after it).
      const places = added.map(({ key, position }) => {
        let low = 0;
        let high = kept.length;
        while (low < high) {
          const middle = (low + high) >> 1;
          const index = kept[middle]!;
          if ((compareAt(keys, index, key) || order[index]! - position) < 0) low = middle + 1;
          else high = middle;
        }
        return low;
      });
      // Each entry of the new index: a kept entry's index, or -1 - n for the nth added one.
      const count = kept.length + added.length;
      const sources = new Int32Array(count);
      const nextOrder = new Int32Array(count);
      let written = 0;
      let from = 0;
      const keep = (until: number) => {
        for (; from < until; from++, written++) {
          sources[written] = kept[from]!;
          nextOrder[written] = order[kept[from]!]!;
        }
      };
      added.forEach(({ position }, which) => {
        keep(places[which]!);
        sources[written] = -1 - which;
        nextOrder[written++] = position;
      });
      keep(kept.length);
      const starts = new Int32Array(count + 1);
      for (let index = 0; index < count; index++) {
        const source = sources[index]!;
        const length = source < 0 ? added[-1 - source]!.key.length : keys.starts[source + 1]! - keys.starts[source]!;
        starts[index + 1] = starts[index]! + length;
      }
      const bytes = new Uint8Array(starts[count]!);
      for (let index = 0; index < count; index++) {
        const source = sources[index]!;
        if (source < 0) writeKey(bytes, starts[index]!, added[-1 - source]!.key);
        else bytes.set(keys.bytes.subarray(keys.starts[source]!, keys.starts[source + 1]!), starts[index]!);
      }
      return skuIndexOf({ bytes, starts }, nextOrder);
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
