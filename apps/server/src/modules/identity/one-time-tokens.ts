import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, or, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { oneTimeTokens } from '../../db/schema.ts';

export type OneTimePurpose = (typeof oneTimeTokens.$inferSelect)['purpose'];

/** Verification links last a day; reset links an hour. */
export const ONE_TIME_TOKEN_TTL_SECONDS: Record<OneTimePurpose, number> = {
  'verify-email': 24 * 60 * 60,
  'reset-password': 60 * 60,
};

/** Only this hash is stored: a stolen database holds no usable link. */
export const hashOneTimeToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/**
 * Makes a new single-use token for a person and purpose, replacing their earlier unused ones
 * (only the newest link works), and clears their spent or expired ones. Answers the raw token
 * for the e-mail link.
 */
export async function issueOneTimeToken(
  db: Database,
  userId: string,
  purpose: OneTimePurpose,
  now = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .delete(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.userId, userId),
        or(eq(oneTimeTokens.purpose, purpose), isNotNull(oneTimeTokens.usedAt), lt(oneTimeTokens.expiresAt, now)),
      ),
    );
  await db.insert(oneTimeTokens).values({
    userId,
    purpose,
    tokenHash: hashOneTimeToken(token),
    expiresAt: new Date(now.getTime() + ONE_TIME_TOKEN_TTL_SECONDS[purpose] * 1000),
  });
  return token;
}

/** The row of this token, for this purpose, not spent and not expired. */
const isLive = (token: string, purpose: OneTimePurpose, now: Date) =>
  and(
    eq(oneTimeTokens.tokenHash, hashOneTimeToken(token)),
    eq(oneTimeTokens.purpose, purpose),
    isNull(oneTimeTokens.usedAt),
    gt(oneTimeTokens.expiresAt, now),
  );

/**
 * The person a live token belongs to, without spending it: a reset link is checked before the
 * new password is judged and hashed, so a bad link costs no hashing and a refused password
 * leaves the link usable.
 */
export async function findOneTimeToken(
  db: Database,
  token: string,
  purpose: OneTimePurpose,
  now = new Date(),
): Promise<string | null> {
  const [row] = await db
    .select({ userId: oneTimeTokens.userId })
    .from(oneTimeTokens)
    .where(isLive(token, purpose, now))
    .limit(1);
  return row?.userId ?? null;
}

/**
 * Spends a token: answers its person's id once, or null for an unknown, used, expired or
 * other-purpose token. One UPDATE, so two requests racing with the same link cannot both win.
 */
export async function consumeOneTimeToken(
  db: Database,
  token: string,
  purpose: OneTimePurpose,
  now = new Date(),
): Promise<string | null> {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(isLive(token, purpose, now))
    .returning({ userId: oneTimeTokens.userId });
  return row?.userId ?? null;
}

/** After a password reset, no other reset link of that person may still work. */
export async function discardOneTimeTokens(db: Database, userId: string, purpose: OneTimePurpose): Promise<void> {
  await db
    .delete(oneTimeTokens)
    .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt)));
}
