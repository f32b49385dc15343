import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '../../db/client.ts';

/** Past this many change rows the counts are folded into one row per status. */
const FOLD_AFTER_ROWS = 200;

/**
 * Orders per status, from the change rows that the statement triggers of migration 0014 append
 * (`order_status_counts`): a few rows, however many orders there are.
 */
export async function ordersPerStatus(db: Database): Promise<{ counts: Map<string, number>; changeRows: number }> {
  const rows = await selectRows<{ status: string; orders: string | number; rows: number }>(
    db,
    sql`SELECT status, sum(orders) AS orders, count(*)::int AS rows FROM order_status_counts GROUP BY status`,
  );
  return {
    counts: new Map(rows.map((row) => [row.status, Number(row.orders)])),
    changeRows: rows.reduce((sum, row) => sum + Number(row.rows), 0),
  };
}

/**
 * Folds the change rows into one per status. One statement deletes the rows it sees and writes
 * back their sums, so the totals never change: a row another fold deleted first is skipped (it
 * is not returned, so not added twice), and rows appended meanwhile stay for the next fold.
 */
export async function foldStatusCounts(db: Database): Promise<void> {
  await db.execute(sql`
    WITH folded AS (DELETE FROM order_status_counts RETURNING status, orders)
    INSERT INTO order_status_counts (status, orders)
    SELECT status, sum(orders) FROM folded GROUP BY status HAVING sum(orders) <> 0`);
}

/** Folds when the rows have piled up: about one overview in every few hundred order changes pays for it. */
export async function foldStatusCountsIfNeeded(db: Database, changeRows: number): Promise<void> {
  if (changeRows > FOLD_AFTER_ROWS) await foldStatusCounts(db);
}
