import { inArray, lt } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { revokedTokens } from '../db/schema.ts';
import { createKeyedBatcher } from './keyed-batcher.ts';

/**
 * Bearer tokens signed out before they expire ("Log out"), by token id (jti). The list lives in
 * the database, so a token signed out on one instance is refused by all of them. A row is kept
 * only until the token would have expired anyway.
 */
export interface TokenRevocations {
  revoke(tokenId: string, expiresAt: Date): Promise<void>;
  isRevoked(tokenId: string): Promise<boolean>;
}

export function createTokenRevocations(db: Database, now: () => Date = () => new Date()): TokenRevocations {
  // Every signed-in request asks; lookups that arrive together share one query.
  const lookups = createKeyedBatcher<'revoked', string, boolean>(async (_key, tokenIds) => {
    const rows = await db
      .select({ tokenId: revokedTokens.tokenId })
      .from(revokedTokens)
      .where(inArray(revokedTokens.tokenId, [...new Set(tokenIds)]));
    const revoked = new Set(rows.map((row) => row.tokenId));
    return tokenIds.map((tokenId) => ({ ok: true as const, value: revoked.has(tokenId) }));
  });
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
    async isRevoked(tokenId) {
      if (knownRevoked.has(tokenId)) return true;
      const revoked = await lookups.submit('revoked', tokenId);
      if (revoked) remember(tokenId);
      return revoked;
    },
  };
}
