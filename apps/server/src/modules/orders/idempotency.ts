/**
 * Idempotency-Key: a client sends the same key when it retries a request whose answer it did
 * not get. The first request claims the key (in the transaction that places its order, see
 * placement.ts) with a fingerprint of what it asked; a retry answers the order it placed, a
 * different request with the same key is refused. Keys belong to an account.
 */
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { idempotencyKeys } from '../../db/schema.ts';

/** What a request claims: its key, and the fingerprint of its body. */
export interface IdempotencyClaim {
  key: string;
  fingerprint: string;
}

/** Another request holds this key (it came first, possibly at the same moment): its answer is ours. */
export class IdempotencyKeyTaken extends Error {
  constructor() {
    super('the Idempotency-Key is held by another request');
    this.name = 'IdempotencyKeyTaken';
  }
}

/** A stable digest of what a request asks for; `endpoint` keeps one key from meaning two different calls. */
export function requestFingerprint(
  endpoint: 'checkout' | 'order' | 'quote',
  fields: readonly (string | number)[],
): string {
  return createHash('sha256')
    .update(JSON.stringify([endpoint, ...fields]))
    .digest('base64url');
}

export interface StoredClaim {
  requestFingerprint: string;
  /** Null when the order was cancelled since. */
  orderId: string | null;
}

export async function findClaim(db: Database, userId: string, key: string): Promise<StoredClaim | undefined> {
  const [row] = await db
    .select({ requestFingerprint: idempotencyKeys.requestFingerprint, orderId: idempotencyKeys.orderId })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
    .limit(1);
  return row;
}
