import { lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { revokedTokens } from '../db/schema.ts';

/**
 * Bearer tokens signed out before they expire ("Log out"), by token id (jti). The list lives in
 * the database, so a token signed out on one instance is refused by all of them. A row is kept
 * only until the token would have expired anyway.
 */
export interface TokenRevocations {
  revoke(tokenId: string, expiresAt: Date): Promise<void>;
  /** Whether this instance already knows the token was signed out: no query. */
  knownRevoked(tokenId: string): boolean;
  /** Records a revocation that a query found (the sign-in check reads it with the user: signedOutSql). */
  remember(tokenId: string): void;
}

/**
 * Whether the token named by `tokenId` (an SQL expression) was signed out, as a boolean column.
 * Every signed-in request asks, so the sign-in check reads it in the statement that reads the
 * user (plugins/authentication.ts): one query instead of two.
 */
export const signedOutSql = (tokenId: SQL): SQL =>
  sql`exists (select 1 from ${revokedTokens} r where r.token_id = ${tokenId})`;

export function createTokenRevocations(db: Database, now: () => Date = () => new Date()): TokenRevocations {
  // A token once revoked stays revoked: remembered here, it costs no query the next time
  // (bounded: past the bound the database still answers).
  const knownRevoked = new Set<string>();
  const remember = (tokenId: string) => {
    if (knownRevoked.size < 100_000) knownRevoked.add(tokenId);
  };

  return {
    async revoke(tokenId, expiresAt) {
      await db.insert(revokedTokens).values({ tokenId, expiresAt }).onConflictDoNothing();
      remember(tokenId);
      // Sweeping on sign-out keeps the table as small as the number of live signed-out tokens.
      await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, now()));
    },
    knownRevoked: (tokenId) => knownRevoked.has(tokenId),
    remember,
  };
}
