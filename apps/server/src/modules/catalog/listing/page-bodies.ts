import { withBytes, type CachedJson } from '../../../lib/etag.ts';
import { jsonArrayOf, type HashedJson } from './tool-json.ts';

/**
 * The bodies of the pages asked for again and again (the searches people type, the first pages
 * of a listing), kept with their bytes: such a page then costs no concatenation, no hash and no
 * encoding, and goes to the socket as it is. Each is kept with the tool answers it was made of
 * and used only while the page still consists of those very answers (a stock change makes a
 * tool a new one), so a kept body is always the body the page would be built into.
 */

/** Bounds the bytes kept (each body counted twice: text and bytes); past it the oldest go first. */
const KEPT_BYTES = 4 * 1024 * 1024;

export interface PageBodies {
  /** The page of these tool answers, from the kept ones when `key` last gave the same answers. */
  bodyOf(key: string, items: readonly HashedJson[]): CachedJson;
  clear(): void;
}

const sameItems = (a: readonly HashedJson[], b: readonly HashedJson[]) =>
  a.length === b.length && a.every((item, index) => item === b[index]);

export function createPageBodies(maxBytes = KEPT_BYTES): PageBodies {
  const kept = new Map<string, { items: readonly HashedJson[]; json: CachedJson }>();
  let bytes = 0;
  const sizeOf = (json: CachedJson) => json.body.length * 2;
  const drop = (key: string) => {
    const entry = kept.get(key);
    if (!entry) return;
    kept.delete(key);
    bytes -= sizeOf(entry.json);
  };
  return {
    bodyOf(key, items) {
      const known = kept.get(key);
      if (known && sameItems(known.items, items)) return known.json;
      drop(key);
      const json = withBytes(jsonArrayOf(items));
      kept.set(key, { items, json });
      bytes += sizeOf(json);
      // Maps iterate in insertion order: the oldest bodies go first.
      for (const oldest of kept.keys()) {
        if (bytes <= maxBytes) break;
        drop(oldest);
      }
      return json;
    },
    clear() {
      kept.clear();
      bytes = 0;
    },
  };
}
