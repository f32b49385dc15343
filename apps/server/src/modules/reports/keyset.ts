/**
 * Reads a long result in batches by keyset ("the rows after the last one I saw", an index range
 * scan each time) instead of OFFSET, which re-reads everything before the page, or one query,
 * which holds the whole result in memory. Works the same on PGlite (one connection, so no
 * server-side cursor may stay open between requests) and on PostgreSQL, and holds no connection
 * or transaction between batches: other requests run in between.
 *
 * A row changed between two batches shows as it is when its batch is read; a report of a closed
 * period (yesterday and before) does not change.
 */
export async function* keysetBatches<Row, Key>(
  /** The next batch after `after` (null: the first), in key order, at most `batchSize` rows. */
  fetchAfter: (after: Key | null, batchSize: number) => Promise<Row[]>,
  keyOf: (row: Row) => Key,
  batchSize: number,
): AsyncGenerator<Row[]> {
  let after: Key | null = null;
  for (;;) {
    const rows = await fetchAfter(after, batchSize);
    if (rows.length > 0) yield rows;
    if (rows.length < batchSize) return;
    after = keyOf(rows[rows.length - 1]!);
  }
}
