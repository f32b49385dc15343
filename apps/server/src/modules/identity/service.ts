import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  identityMessages,
  type ChangePasswordRequest,
  type LoginRequest,
  type Me,
  type MeUpdate,
  type ResetPasswordRequest,
  type SessionUser,
  type SignupRequest,
} from '@tools-bd/contract';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { badRequest, conflict, HttpError, tooManyRequests, unauthorized } from '../../lib/http-errors.ts';
import type { Mailer } from '../../providers/mail/index.ts';
import {
  clientAddressKey,
  type RateLimiter,
  type RateLimitRule,
  type RateLimitState,
} from '../../providers/rate-limit/index.ts';
import type { OidcIdentity } from '../../providers/oidc/index.ts';
import type { TokenService, VerifiedToken } from '../../lib/bearer-tokens.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { consumeOneTimeToken, discardOneTimeTokens, findOneTimeToken, issueOneTimeToken } from './one-time-tokens.ts';
import { passwordResetEmail, verificationEmail } from './emails.ts';
import { recipientLanguage } from '../../lib/recipient-language.ts';
import { newPasswordProblem } from './password-policy.ts';
import { issueGoogleCode, redeemGoogleCode } from './google-codes.ts';
import type { TokenRevocations } from '../../lib/token-revocations.ts';
import type { DeviceCookies } from './device-cookies.ts';
import {
  accountAtAddress,
  FAILED_LOGINS_PER_ACCOUNT,
  FAILED_LOGINS_PER_ACCOUNT_AND_ADDRESS,
  FAILED_LOGINS_PER_ADDRESS,
  FAILED_LOGINS_PER_DEVICE,
  LINK_ATTEMPTS_PER_ADDRESS,
  RESET_MAILS_PER_ADDRESS,
  RESET_MAILS_PER_EMAIL,
  signupsPerAddress,
  VERIFICATION_MAILS_PER_ACCOUNT,
} from './rate-limits.ts';

type UserRow = typeof users.$inferSelect;
type Account = Pick<UserRow, 'id' | 'email' | 'name' | 'role' | 'emailVerified' | 'tokenVersion'>;

export function toSessionUser(user: Pick<UserRow, 'email' | 'name' | 'role' | 'emailVerified'>): SessionUser {
  return { email: user.email, name: user.name, role: user.role, emailVerified: user.emailVerified };
}

/** Postgres' unique_violation: a second account for the same e-mail. */
const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { code?: string }).code === '23505' || (error as { cause?: { code?: string } }).cause?.code === '23505');

/** Who is signing in: the client's address, and the Cookie header its browser sent (for its device cookie). */
export interface SignInClient {
  address: string;
  cookies: string | undefined;
}

const mailUnavailable = () => new HttpError(503, 'We could not send the e-mail right now, please try again later');

export interface IdentityDependencies {
  db: Database;
  tokens: TokenService;
  tokenRevocations: TokenRevocations;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  deviceCookies: DeviceCookies;
  /** Links in e-mails start with this (config.publicUrl). */
  publicUrl: string;
  /** config.signupsPerAddressPerHour */
  signupsPerAddressPerHour: number;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

export function createIdentityService({
  db,
  tokens,
  tokenRevocations,
  mailer,
  rateLimiter,
  deviceCookies,
  publicUrl,
  signupsPerAddressPerHour,
  log,
}: IdentityDependencies) {
  const SIGNUPS_PER_ADDRESS = signupsPerAddress(signupsPerAddressPerHour);
  const issueToken = (user: Pick<UserRow, 'id' | 'tokenVersion'>) =>
    tokens.issue({ userId: user.id, tokenVersion: user.tokenVersion });
  const link = (path: string, token: string) => `${publicUrl}${path}?token=${encodeURIComponent(token)}`;

  /** Work that finishes after the answer (mail of "forgot password"); awaited when the app closes. */
  const pending = new Set<Promise<unknown>>();
  const inBackground = (work: () => Promise<unknown>) => {
    const task = work()
      .catch((error: unknown) => log.error({ err: error }, 'background identity task failed'))
      .finally(() => pending.delete(task));
    pending.add(task);
  };

  const retryAfter = (states: RateLimitState[]) => Math.max(...states.map((state) => state.retryAfterSeconds));

  /**
   * Counts an attempt against every rule before the password is checked, so parallel guesses
   * cannot slip past the limit; a successful attempt is taken back afterwards.
   */
  async function countAttempt(rules: [RateLimitRule, string][]) {
    const states = await Promise.all(rules.map(([rule, key]) => rateLimiter.hit(rule, key)));
    const over = states.filter((state) => state.limited);
    if (over.length) throw tooManyRequests(retryAfter(over), identityMessages.tooManyLoginAttempts);
  }

  /**
   * The failed-sign-in counters of one account for one client (see rate-limits.ts): a browser
   * with the account's device cookie is counted under that cookie alone; any other under its
   * address (an IPv6 /64) and under the account's count of failures from unknown browsers.
   */
  const signInRules = (email: string, client: SignInClient): [RateLimitRule, string][] => {
    const device = deviceCookies.recognise(email, client.cookies);
    if (device) return [[FAILED_LOGINS_PER_DEVICE, device.nonce]];
    const address = clientAddressKey(client.address);
    return [
      [FAILED_LOGINS_PER_ACCOUNT_AND_ADDRESS, accountAtAddress(email, address)],
      [FAILED_LOGINS_PER_ADDRESS, address],
      [FAILED_LOGINS_PER_ACCOUNT, email.trim().toLowerCase()],
    ];
  };

  /** A right password: the counter that belongs to this client alone starts afresh, the shared ones take the try back. */
  const forgiveSignIn = (rules: [RateLimitRule, string][]) =>
    Promise.all(
      rules.map(([rule, key]) =>
        rule === FAILED_LOGINS_PER_DEVICE || rule === FAILED_LOGINS_PER_ACCOUNT_AND_ADDRESS
          ? rateLimiter.reset(rule, key)
          : rateLimiter.undo(rule, key),
      ),
    );

  /** 400 with the rule's message when a new password breaks one of the server-side rules. */
  async function checkNewPassword(password: string, email: string) {
    const problem = await newPasswordProblem(password, email);
    if (problem) throw badRequest(problem);
  }

  /** Each follow of an e-mailed link (or Google code) counts against the client address. */
  async function countLinkAttempt(clientAddress: string) {
    const state = await rateLimiter.hit(LINK_ATTEMPTS_PER_ADDRESS, clientAddressKey(clientAddress));
    if (state.limited) throw tooManyRequests(state.retryAfterSeconds, identityMessages.tooManyLinkAttempts);
  }

  async function sendVerification(user: Pick<UserRow, 'id' | 'email' | 'name'>, token: string) {
    const language = await recipientLanguage(db, { userId: user.id });
    await mailer.send(verificationEmail(user.email, user.name, link('/verify-email', token), language));
  }

  async function findByEmail(email: string): Promise<UserRow | undefined> {
    const [user] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
    return user;
  }

  return {
    issueToken,

    /** The Set-Cookie value that makes this browser a known device of the account (after any sign-in). */
    deviceCookie: (email: string) => deviceCookies.issue(email),

    /** Finishes the mail still being sent in the background (tests, shutdown). */
    async settle(): Promise<void> {
      while (pending.size) await Promise.all([...pending]);
    },

    /**
     * A new account with its display name; a single-use verification link goes out by e-mail.
     * One client address may open only so many accounts an hour (checked before any work).
     */
    async signup(request: SignupRequest, clientAddress: string): Promise<{ user: UserRow; token: string }> {
      const limit = await rateLimiter.hit(SIGNUPS_PER_ADDRESS, clientAddressKey(clientAddress));
      if (limit.limited) throw tooManyRequests(retryAfter([limit]), identityMessages.tooManySignups);
      await checkNewPassword(request.password, request.email);
      const passwordHash = await hashPassword(request.password);
      let created: { user: UserRow; verification: string };
      try {
        created = await db.transaction(async (tx) => {
          const [user] = await tx
            .insert(users)
            .values({ email: request.email, name: request.name, passwordHash })
            .returning();
          if (!user) throw new Error('insert returned no row');
          return { user, verification: await issueOneTimeToken(tx as unknown as Database, user.id, 'verify-email') };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(identityMessages.emailTaken);
        throw error;
      }
      // The account exists either way; if the mail cannot go now, "Resend" on the profile sends it later.
      await sendVerification(created.user, created.verification).catch((error: unknown) =>
        log.error({ err: error }, 'could not send the verification e-mail after sign-up'),
      );
      return { user: created.user, token: await issueToken(created.user) };
    },

    /**
     * E-mail and password. Unknown e-mail and wrong password answer alike (a decoy hash is checked
     * for unknown e-mails). Failures are counted per device cookie for a browser that signed in to
     * the account before, else per account at this address, per address and per account
     * (rate-limits.ts): a guesser is stopped, the owner in their own browser is not.
     */
    async login(request: LoginRequest, client: SignInClient): Promise<{ user: UserRow; token: string }> {
      const rules = signInRules(request.email, client);
      await countAttempt(rules);
      const user = await findByEmail(request.email);
      const ok = await verifyPassword(user?.passwordHash, request.password);
      if (!user || !ok) throw unauthorized(identityMessages.invalidCredentials);
      await forgiveSignIn(rules);
      return { user, token: await issueToken(user) };
    },

    /** Follows a verification link: the account behind it is verified; the link is spent. */
    async verifyEmail(token: string, clientAddress: string): Promise<void> {
      await countLinkAttempt(clientAddress);
      const verified = await db.transaction(async (tx) => {
        const userId = await consumeOneTimeToken(tx as unknown as Database, token, 'verify-email');
        if (!userId) return false;
        await tx.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
        return true;
      });
      if (!verified) throw badRequest(identityMessages.verificationLinkInvalid);
    },

    /** A fresh verification link for the signed-in person (earlier links stop working). */
    async resendVerification(user: Account): Promise<void> {
      if (user.emailVerified) throw conflict(identityMessages.alreadyVerified);
      const state = await rateLimiter.hit(VERIFICATION_MAILS_PER_ACCOUNT, user.id);
      if (state.limited) throw tooManyRequests(state.retryAfterSeconds, identityMessages.tooManyEmails);
      const token = await issueOneTimeToken(db, user.id, 'verify-email');
      try {
        await sendVerification(user, token);
      } catch (error) {
        log.error({ err: error }, 'could not send a verification e-mail');
        // A full outbox disk says so (507); anything else is the mail service being away.
        throw error instanceof HttpError ? error : mailUnavailable();
      }
    },

    /**
     * "Forgot password?": answers the same, equally fast, whether or not the e-mail has an
     * account; the lookup and the mail happen after the answer.
     */
    async requestPasswordReset(email: string, clientAddress: string): Promise<void> {
      const states = await Promise.all([
        rateLimiter.hit(RESET_MAILS_PER_EMAIL, email),
        rateLimiter.hit(RESET_MAILS_PER_ADDRESS, clientAddressKey(clientAddress)),
      ]);
      const over = states.filter((state) => state.limited);
      if (over.length) throw tooManyRequests(retryAfter(over), identityMessages.tooManyEmails);
      inBackground(async () => {
        const user = await findByEmail(email);
        if (!user) return;
        const token = await issueOneTimeToken(db, user.id, 'reset-password');
        const language = await recipientLanguage(db, { userId: user.id });
        await mailer.send(passwordResetEmail(user.email, user.name, link('/reset-password', token), language));
      });
    },

    /**
     * Follows a reset link with a new password: earlier tokens stop working (token_version),
     * the mailbox is proven so the e-mail counts as verified, and a fresh token is answered.
     */
    async resetPassword(
      request: ResetPasswordRequest,
      clientAddress: string,
    ): Promise<{ user: UserRow; token: string }> {
      await countLinkAttempt(clientAddress);
      // The link first: a bad one costs no hashing, and a refused password leaves a good one usable.
      const owner = await findOneTimeToken(db, request.token, 'reset-password');
      const [account] = owner
        ? await db.select({ email: users.email }).from(users).where(eq(users.id, owner)).limit(1)
        : [];
      if (!account) throw badRequest(identityMessages.resetLinkInvalid);
      await checkNewPassword(request.password, account.email);
      const passwordHash = await hashPassword(request.password);
      const user = await db.transaction(async (tx) => {
        // Spent here, once: of two requests racing with one link, only one gets this far.
        const userId = await consumeOneTimeToken(tx as unknown as Database, request.token, 'reset-password');
        if (!userId) return null;
        await discardOneTimeTokens(tx as unknown as Database, userId, 'reset-password');
        const [updated] = await tx
          .update(users)
          .set({ passwordHash, emailVerified: true, tokenVersion: sql`${users.tokenVersion} + 1` })
          .where(eq(users.id, userId))
          .returning();
        return updated ?? null;
      });
      if (!user) throw badRequest(identityMessages.resetLinkInvalid);
      // Whoever proved the mailbox from here may sign in from here again at once.
      await rateLimiter.reset(
        FAILED_LOGINS_PER_ACCOUNT_AND_ADDRESS,
        accountAtAddress(user.email, clientAddressKey(clientAddress)),
      );
      return { user, token: await issueToken(user) };
    },

    /** Current + new password; a wrong current password counts as a failed sign-in. */
    async changePassword(
      account: Account,
      request: ChangePasswordRequest,
      client: SignInClient,
    ): Promise<{ user: UserRow; token: string }> {
      const [stored] = await db
        .select({ passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, account.id))
        .limit(1);
      if (!stored?.passwordHash) throw badRequest(identityMessages.noPasswordYet);
      await checkNewPassword(request.password, account.email);
      const rules = signInRules(account.email, client);
      await countAttempt(rules);
      if (!(await verifyPassword(stored.passwordHash, request.currentPassword)))
        throw badRequest(identityMessages.currentPasswordWrong);
      await forgiveSignIn(rules);
      const passwordHash = await hashPassword(request.password);
      const [user] = await db
        .update(users)
        .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
        .where(eq(users.id, account.id))
        .returning();
      if (!user) throw unauthorized();
      return { user, token: await issueToken(user) };
    },

    /** "Log out": this token is refused from now on, on every instance, until it would have expired. */
    async logout(token: Pick<VerifiedToken, 'tokenId' | 'expiresAt'>): Promise<void> {
      await tokenRevocations.revoke(token.tokenId, token.expiresAt);
    },

    /** "Sign out everywhere": every token of the account issued so far stops working (token_version). */
    async logoutEverywhere(account: Pick<Account, 'id'>): Promise<void> {
      await db
        .update(users)
        .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
        .where(eq(users.id, account.id));
    },

    /** The end of a Google sign-in: a single-use code for the page, and its browser's secret. */
    issueGoogleCode: (userId: string) => issueGoogleCode(db, userId),

    /** Trades a Google sign-in code (with the secret of the browser it was issued to) for a token. */
    async exchangeGoogleCode(
      code: string,
      browserSecret: string | undefined,
      clientAddress: string,
    ): Promise<{ user: UserRow; token: string }> {
      await countLinkAttempt(clientAddress);
      const userId = await redeemGoogleCode(db, code, browserSecret);
      const [user] = userId ? await db.select().from(users).where(eq(users.id, userId)).limit(1) : [];
      if (!user) throw badRequest(identityMessages.googleCodeInvalid);
      return { user, token: await issueToken(user) };
    },

    /** PUT /user/{email}, called after every sign-in: the record exists (the token proves it); a name sets the display name. */
    async upsertSelf(account: Account, name: string | undefined): Promise<Account> {
      if (!name || name === account.name) return account;
      const [user] = await db.update(users).set({ name }).where(eq(users.id, account.id)).returning();
      return user ?? account;
    },

    /** GET /api/auth/me: the signed-in account and the language it chose (null until it chooses one). */
    async me(account: Account): Promise<Me> {
      const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, account.id));
      return { ...toSessionUser(account), language: row?.language ?? null };
    },

    /** PATCH /api/auth/me: saves the account's language (the person's screens, e-mails and documents follow it). */
    async updateMe(account: Account, update: MeUpdate): Promise<Me> {
      const [row] = await db
        .update(users)
        .set({ language: update.language })
        .where(eq(users.id, account.id))
        .returning({ language: users.language });
      return { ...toSessionUser(account), language: row?.language ?? null };
    },

    /**
     * Signs in a person the identity provider vouches for: the account with that provider
     * subject, else the account with that VERIFIED e-mail (linked now), else a new one.
     */
    async signInWithGoogle(identity: OidcIdentity): Promise<{ user: UserRow; token: string }> {
      const email = identity.email?.trim().toLowerCase();
      if (!email || !identity.emailVerified) throw badRequest(identityMessages.googleEmailUnverified);
      const attempt = () =>
        db.transaction(async (tx) => {
          const [bySubject] = await tx.select().from(users).where(eq(users.googleSubject, identity.subject)).limit(1);
          if (bySubject) return bySubject;
          const [byEmail] = await tx.select().from(users).where(eq(users.email, email)).for('update').limit(1);
          if (byEmail) {
            if (byEmail.googleSubject) throw conflict(identityMessages.googleAccountConflict);
            // Whoever signed up with this address without proving it must not keep a way in:
            // their password and their sessions end as the real owner arrives.
            const takeover = byEmail.emailVerified
              ? {}
              : { passwordHash: null, tokenVersion: sql`${users.tokenVersion} + 1` };
            const [linked] = await tx
              .update(users)
              .set({ googleSubject: identity.subject, emailVerified: true, ...takeover })
              .where(eq(users.id, byEmail.id))
              .returning();
            if (!linked) throw new Error('link returned no row');
            return linked;
          }
          const [created] = await tx
            .insert(users)
            .values({
              email,
              name: identity.name?.trim().slice(0, 100) || email.split('@')[0] || email,
              googleSubject: identity.subject,
              emailVerified: true,
            })
            .returning();
          if (!created) throw new Error('insert returned no row');
          return created;
        });
      let user: UserRow;
      try {
        user = await attempt();
      } catch (error) {
        // Two callbacks of the same new person racing: the second finds the first one's account.
        if (!isUniqueViolation(error)) throw error;
        user = await attempt();
      }
      return { user, token: await issueToken(user) };
    },

    /**
     * ADMIN_EMAIL/demo accounts at start. A new account gets the password; an existing one is
     * promoted, and keeps its password unless its e-mail was never verified (then whoever
     * registered it cannot keep admin rights: password replaced, sessions ended).
     */
    async ensureAccount(account: {
      email: string;
      name: string;
      password: string;
      role: 'admin' | 'user';
      emailVerified: boolean;
    }) {
      const email = account.email.toLowerCase();
      const existing = await findByEmail(email);
      if (!existing) {
        const passwordHash = await hashPassword(account.password);
        const inserted = await db
          .insert(users)
          .values({ ...account, email, passwordHash })
          .onConflictDoNothing({ target: users.email })
          .returning({ id: users.id });
        if (inserted.length) return;
      }
      const current = existing ?? (await findByEmail(email));
      if (!current) return;
      const replacePassword = !current.emailVerified || !current.passwordHash;
      await db
        .update(users)
        .set({
          role: account.role,
          emailVerified: current.emailVerified || account.emailVerified,
          ...(replacePassword
            ? { passwordHash: await hashPassword(account.password), tokenVersion: sql`${users.tokenVersion} + 1` }
            : {}),
        })
        .where(eq(users.id, current.id));
    },
  };
}

export type IdentityService = ReturnType<typeof createIdentityService>;
