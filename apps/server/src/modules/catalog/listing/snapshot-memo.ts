/**
 * What a snapshot remembers of the answers derived from it (search matches, filtered lists,
 * suggestions): bounded in entries and bytes, dropped with the snapshot.
 */

/** Memoised answers per snapshot: beyond this many, or this many bytes, the oldest go first. */
const MEMO_ENTRIES = 5_000;
/** A search matching most of 20,000 tools keeps 80 kB of positions: 5,000 such would be 400 MB. */
const MEMO_BYTES = 8 * 1024 * 1024;
/**
 * Past a quarter of a million tools, this many bytes a tool instead: a search's matches take up to
 * four bytes a tool, and at a million tools a few dozen common searches (some 20 MB) no longer fit
 * in 8 MB, so each, dropped before it was asked again, was matched and ranked anew every time.
 */
const MEMO_BYTES_PER_TOOL = 32;

/** About what a memoised answer holds: positions, a serialised answer, or a small value. */
function bytesOf(value: unknown): number {
  if (ArrayBuffer.isView(value)) return value.byteLength;
  if (value !== null && typeof value === 'object' && 'body' in value && typeof value.body === 'string')
    return value.body.length + ('bytes' in value && Buffer.isBuffer(value.bytes) ? value.bytes.length : 0);
  return 64;
}

/** Answers kept by key, oldest dropped first past MEMO_ENTRIES or MEMO_BYTES (more for `tools` tools); a failed one is not kept. */
export function createMemo(tools = 0) {
  const maxBytes = Math.max(MEMO_BYTES, tools * MEMO_BYTES_PER_TOOL);
  const entries = new Map<string, { promise: Promise<unknown>; bytes: number }>();
  let bytes = 0;
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  };
  return {
    get<T>(key: string, compute: () => Promise<T>): Promise<T> {
      const known = entries.get(key);
      if (known) return known.promise as Promise<T>;
      const promise = compute();
      const entry = { promise, bytes: 0 };
      entries.set(key, entry);
      promise.then(
        (value) => {
          if (entries.get(key) !== entry) return;
          entry.bytes = bytesOf(value);
          bytes += entry.bytes;
          // Maps iterate in insertion order: the oldest answers go first.
          for (const oldest of entries.keys()) {
            if (bytes <= maxBytes && entries.size <= MEMO_ENTRIES) break;
            drop(oldest);
          }
        },
        // A failed computation is not remembered: the next request tries again.
        () => entries.get(key) === entry && drop(key),
      );
      return promise;
    },
  };
}
