import { withBytes, type CachedJson } from '../../../lib/etag.ts';
import { jsonArrayOf, type HashedJson } from './tool-json.ts';

/**
 * The bodies of the pages asked for again and again (the searches people type, the first pages
 * of a listing), kept with their bytes: such a page then costs no concatenation, no hash and no
 * encoding, and goes to the socket as it is. Each is kept with what its tools' answers were made
 * of (their `view` in the copy: a stock change or a patch makes a new one) and used only while the
 * page still consists of those very sources, so a kept body is always the body the page would be
 * built into, and an answer not kept in memory (tool-answers.ts) is not read again for it.
 */

/** Bounds the bytes kept (each body counted twice: text and bytes); past it the oldest go first. */
const KEPT_BYTES = 4 * 1024 * 1024;

export interface PageBodies {
  /**
   * The page of the answers `items` gives for these sources, from the kept ones when `key` last
   * had the same sources.
   */
  bodyOf(key: string, sources: readonly object[], items: () => Promise<readonly HashedJson[]>): Promise<CachedJson>;
  clear(): void;
}

const sameSources = (a: readonly object[], b: readonly object[]) =>
  a.length === b.length && a.every((source, index) => source === b[index]);

export function createPageBodies(maxBytes = KEPT_BYTES): PageBodies {
  const kept = new Map<string, { sources: readonly object[]; json: CachedJson }>();
  let bytes = 0;
  const sizeOf = (json: CachedJson) => json.body.length * 2;
  const drop = (key: string) => {
    const entry = kept.get(key);
    if (!entry) return;
    kept.delete(key);
    bytes -= sizeOf(entry.json);
  };
  return {
    async bodyOf(key, sources, items) {
      const known = kept.get(key);
      if (known && sameSources(known.sources, sources)) return known.json;
      const json = withBytes(jsonArrayOf(await items()));
      drop(key);
      kept.set(key, { sources, json });
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
