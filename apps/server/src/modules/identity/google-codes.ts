import { randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { googleSignInCodes } from '../../db/schema.ts';
import { hashOneTimeToken } from './one-time-tokens.ts';

/** A code lives long enough for the page to load and trade it, no longer. */
export const GOOGLE_CODE_TTL_SECONDS = 60;

/**
 * The end of Google sign-in: instead of a bearer token in the address (history, logs, Referer),
 * the callback leaves a single-use code there and a secret in an HttpOnly cookie; the page
 * trades the code for a token, and only together with that browser's secret.
 */
export async function issueGoogleCode(
  db: Database,
  userId: string,
  now = new Date(),
): Promise<{ code: string; browserSecret: string }> {
  const code = randomBytes(32).toString('base64url');
  const browserSecret = randomBytes(32).toString('base64url');
  await db.delete(googleSignInCodes).where(lt(googleSignInCodes.expiresAt, now));
  await db.insert(googleSignInCodes).values({
    codeHash: hashOneTimeToken(code),
    browserHash: hashOneTimeToken(browserSecret),
    userId,
    expiresAt: new Date(now.getTime() + GOOGLE_CODE_TTL_SECONDS * 1000),
  });
  return { code, browserSecret };
}

/**
 * Spends a code: its person's id once, or null for an unknown, spent, expired code, or one
 * brought by another browser. One DELETE, so two requests racing with one code cannot both win;
 * a code tried from the wrong browser is spent too (whoever has it should not get to retry).
 */
export async function redeemGoogleCode(
  db: Database,
  code: string,
  browserSecret: string | undefined,
  now = new Date(),
): Promise<string | null> {
  const [row] = await db
    .delete(googleSignInCodes)
    .where(and(eq(googleSignInCodes.codeHash, hashOneTimeToken(code)), gt(googleSignInCodes.expiresAt, now)))
    .returning({ userId: googleSignInCodes.userId, browserHash: googleSignInCodes.browserHash });
  if (!row || !browserSecret || row.browserHash !== hashOneTimeToken(browserSecret)) return null;
  return row.userId;
}
