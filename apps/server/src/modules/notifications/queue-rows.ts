import { and, asc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { mailQueue, smsQueue } from '../../db/schema.ts';
import { sendClaimed, type ClaimedSending, type SweepResult } from './send-claimed.ts';

/** The outgoing queues (mail, SMS): the same claim, the same marks. */
type QueueTable = typeof mailQueue | typeof smsQueue;

/**
 * Claims a queue's due messages in one statement (FOR UPDATE SKIP LOCKED: two sweepers never
 * claim the same row) by moving them out of reach for `claimMs` and counting the try; the
 * sweeper then sends outside any transaction, so a slow provider never holds a database
 * connection or lock. One statement rather than a read and an update per message: every order
 * queues messages, and on the embedded database each statement waits its turn with the orders.
 * Oldest first.
 */
export async function claimDue<Table extends QueueTable>(
  db: Database,
  table: Table,
  at: Date,
  { claimMs, maxAttempts, batchSize }: { claimMs: number; maxAttempts: number; batchSize: number },
): Promise<Table['$inferSelect'][]> {
  const queue = table as QueueTable;
  const due = db
    .select({ id: queue.id })
    .from(queue)
    .where(and(isNull(queue.sentAt), lte(queue.nextAttemptAt, at), lt(queue.attempts, maxAttempts)))
    .orderBy(asc(queue.nextAttemptAt))
    .limit(batchSize)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(queue)
    .set({ attempts: sql`${queue.attempts} + 1`, nextAttemptAt: new Date(at.getTime() + claimMs) })
    .where(inArray(queue.id, due))
    .returning();
  return (claimed as Table['$inferSelect'][]).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/** Marks these messages sent, in one statement. */
export async function markSent(db: Database, table: QueueTable, ids: readonly string[], at: Date) {
  await db
    .update(table)
    .set({ sentAt: at, lastError: null })
    .where(inArray(table.id, [...ids]));
}

/** Records a failed try and when the message is due again. */
export async function markFailed(db: Database, table: QueueTable, id: string, reason: string, nextAttemptAt: Date) {
  await db.update(table).set({ lastError: reason, nextAttemptAt }).where(eq(table.id, id));
}

/**
 * One pass over a queue: its due messages claimed (`claimDue`), then each tried once
 * (send-claimed.ts), marked in this table.
 */
export async function sweepDue<Table extends QueueTable>(
  db: Database,
  table: Table,
  {
    claimMs,
    batchSize,
    ...sending
  }: Omit<ClaimedSending<Table['$inferSelect']>, 'markSent' | 'markFailed'> & { claimMs: number; batchSize: number },
): Promise<SweepResult> {
  const claimed = await claimDue(db, table, sending.now(), { claimMs, maxAttempts: sending.maxAttempts, batchSize });
  return sendClaimed(claimed, {
    ...sending,
    markSent: (ids, at) => markSent(db, table, ids, at),
    markFailed: (id, reason, nextAttemptAt) => markFailed(db, table, id, reason, nextAttemptAt),
  });
}
