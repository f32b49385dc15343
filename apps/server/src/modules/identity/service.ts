import { eq } from 'drizzle-orm';
import { identityMessages, type LoginRequest, type SessionUser, type SignupRequest } from '@tools-bd/contract';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { conflict, unauthorized } from '../../lib/http-errors.ts';
import type { TokenService } from './tokens.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

type UserRow = typeof users.$inferSelect;

export function toSessionUser(user: Pick<UserRow, 'email' | 'name' | 'role' | 'emailVerified'>): SessionUser {
  return { email: user.email, name: user.name, role: user.role, emailVerified: user.emailVerified };
}

/** Postgres' unique_violation: a second account for the same e-mail. */
const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && ((error as { code?: string }).code === '23505' || (error as { cause?: { code?: string } }).cause?.code === '23505');

export function createIdentityService(db: Database, tokens: TokenService) {
  const issueToken = (user: Pick<UserRow, 'id' | 'tokenVersion'>) => tokens.issue({ userId: user.id, tokenVersion: user.tokenVersion });

  return {
    issueToken,

    async signup(request: SignupRequest): Promise<{ user: UserRow; token: string }> {
      const passwordHash = await hashPassword(request.password);
      try {
        const [user] = await db
          .insert(users)
          .values({ email: request.email, name: request.name, passwordHash })
          .returning();
        if (!user) throw new Error('insert returned no row');
        return { user, token: await issueToken(user) };
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(identityMessages.emailTaken);
        throw error;
      }
    },

    async login(request: LoginRequest): Promise<{ user: UserRow; token: string }> {
      const [user] = await db.select().from(users).where(eq(users.email, request.email)).limit(1);
      const ok = await verifyPassword(user?.passwordHash, request.password);
      if (!user || !ok) throw unauthorized(identityMessages.invalidCredentials);
      return { user, token: await issueToken(user) };
    },

    /** Creates an account with a known password, or sets that password and role on an existing one. */
    async ensureAccount(account: { email: string; name: string; password: string; role: 'admin' | 'user'; emailVerified: boolean }) {
      const passwordHash = await hashPassword(account.password);
      await db
        .insert(users)
        .values({ ...account, email: account.email.toLowerCase(), passwordHash })
        .onConflictDoUpdate({ target: users.email, set: { role: account.role, passwordHash } });
    },
  };
}

export type IdentityService = ReturnType<typeof createIdentityService>;
