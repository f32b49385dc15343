/**
 * The first `limit` of `items` in `compare`'s order, exactly as a stable sort followed by
 * `slice(0, limit)` would give them, in one pass that keeps only those: a type-ahead wants 8
 * of the thousands of tools a two-letter prefix matches, and sorting them all cost tens of
 * milliseconds of a busy server's only thread.
 */
export function firstInOrder<T>(items: Iterable<T>, limit: number, compare: (a: T, b: T) => number): T[] {
  const kept: T[] = [];
  if (limit <= 0) return kept;
  for (const item of items) {
    // Not before the last kept one: it would come after it (equal ones keep their arrival order).
    if (kept.length === limit && compare(item, kept[limit - 1]!) >= 0) continue;
    let at = kept.length;
    while (at > 0 && compare(item, kept[at - 1]!) < 0) at -= 1;
    kept.splice(at, 0, item);
    if (kept.length > limit) kept.pop();
  }
  return kept;
}
