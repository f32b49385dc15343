/**
 * The safety net under the lock order (ARCHITECTURE.md, "Lock order"): a transaction that
 * PostgreSQL ends with a deadlock (40P01) or a serialization failure (40001) changed nothing, so
 * it is run again, whole, after a short random pause, before anything is answered. The embedded
 * database runs one transaction at a time and never raises either.
 *
 * Only for work whose every effect is in the transaction (mail is queued in it): a provider call
 * must happen before or after, never inside, or a retry would repeat it.
 */
import type { Database } from './client.ts';

/** SQLSTATEs after which the whole transaction may simply be run again. */
const RETRYABLE_CODES = new Set(['40P01', '40001']);
/** Runs in all: the first and three more. */
const ATTEMPTS = 4;
/** The pause before the n-th retry is random in [0, BASE * 2^n) ms, so two losers do not meet again at once. */
const BASE_PAUSE_MS = 15;

/** Whether the error (or the driver error Drizzle wrapped in it) is a deadlock or a serialization failure. */
export function isRetryableConflict(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && RETRYABLE_CODES.has(code)) return true;
    current = cause;
  }
  return false;
}

/** Runs `run` (one whole transaction) again while it fails with a deadlock or serialization failure, a few times. */
export async function retryOnConflict<T>(run: () => Promise<T>, attempts = ATTEMPTS): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts || !isRetryableConflict(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * BASE_PAUSE_MS * 2 ** attempt));
    }
  }
}

/** `db.transaction(work)`, run again whole on a deadlock or serialization failure (see above). */
export function retryingTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return retryOnConflict(() => db.transaction((tx) => work(tx as unknown as Database)));
}
