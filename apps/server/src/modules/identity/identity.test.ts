import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import type { FastifyInstance } from 'fastify';
import { authResponseSchema, sessionUserSchema } from '@tools-bd/contract';
import { googleSignInCodes, users, oneTimeTokens } from '../../db/schema.ts';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../config.ts';
import { createAccount, createTestApp, testEngines, type TestApp } from '../../../test/helpers.ts';
import { testRedisUrl } from '../../../test/services.ts';
import { linkIn, startTestSmtpServer, type TestSmtpServer } from '../../../test/doubles/test-smtp-server.ts';
import { signInAtLocalIssuer, startLocalIssuer, type LocalIssuer } from '../../../test/doubles/local-issuer.ts';
import { hashOneTimeToken } from './one-time-tokens.ts';

/** Counts password hashing, so tests can tell a bad link is refused before any hashing. */
const hashing = vi.hoisted(() => ({ calls: 0 }));
vi.mock('./passwords.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('./passwords.ts')>();
  return {
    ...real,
    hashPassword: (password: string) => {
      hashing.calls += 1;
      return real.hashPassword(password);
    },
  };
});

const PUBLIC_URL = 'http://localhost:3000';
const OIDC_CLIENT = { clientId: 'tools-bd-test', clientSecret: 'tools-bd-test-client-secret' };
const PASSWORD = 'correct-horse-battery';

/** Each test signs in from its own client address, so per-address counters never mix (not even across runs sharing a Redis). */
const newAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const newEmail = (label = 'person') => `${label}-${randomUUID().slice(0, 8)}@example.com`;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe.each(testEngines)('identity API on $engine', ({ engine }) => {
  let shop: TestApp;
  let app: FastifyInstance;
  let smtp: TestSmtpServer;
  let issuer: LocalIssuer;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    issuer = await startLocalIssuer({ ...OIDC_CLIENT, redirectUris: [`${PUBLIC_URL}/api/auth/google/callback`] });
    shop = await createTestApp(engine, {
      publicUrl: PUBLIC_URL,
      mail: { smtpUrl: smtp.url, from: 'Tools-BD <no-reply@tools-bd.local>', outboxDir: '/unused' },
      oidc: { issuer: issuer.url, ...OIDC_CLIENT },
    });
    app = shop.app;
  });
  afterAll(async () => {
    await shop?.close();
    await issuer?.close();
    await smtp?.close();
  });

  const signup = (body: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/auth/signup', payload: body });
  const login = (email: string, password: string, address = newAddress()) =>
    app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: address });
  const me = (token: string) => app.inject({ url: '/api/auth/me', headers: bearer(token) });
  const userCount = async () => (await app.db.select({ count: sql<number>`count(*)::int` }).from(users))[0]?.count ?? 0;
  const accountRow = async (email: string) => (await app.db.select().from(users).where(eq(users.email, email)))[0];
  /** The token of the `count`-th e-mail to `mailTo` with a link to `path`. */
  const tokenFrom = async (mailTo: string, path: string, count = 1) => {
    const prefix = `${PUBLIC_URL}${path}?token=`;
    const mail = await smtp.waitFor(mailTo, { count, containing: prefix });
    const url = linkIn(mail, prefix);
    if (!url) throw new Error(`no ${path} link in the e-mail:\n${mail.decoded}`);
    return decodeURIComponent(new URL(url).searchParams.get('token') ?? '');
  };

  describe('sign-up', () => {
    it('creates the account with its display name, answers a working token and e-mails a verification link', async () => {
      const email = newEmail('New.Person');
      const response = await signup({
        name: '  Jane Doe ',
        email: `  ${email.toUpperCase()} `,
        password: PASSWORD,
        confirmPassword: PASSWORD,
      });
      expect(response.statusCode).toBe(201);
      const body = authResponseSchema.parse(response.json());
      expect(body.user).toEqual({ email: email.toLowerCase(), name: 'Jane Doe', role: 'user', emailVerified: false });
      expect(response.body).not.toContain(PASSWORD);
      expect(response.body).not.toContain('argon2');

      const session = await me(body.token);
      expect(session.statusCode).toBe(200);
      expect(sessionUserSchema.parse(session.json()).name).toBe('Jane Doe');

      const mail = await smtp.waitFor(email);
      expect(mail.subject).toMatch(/verify/i);
      expect(linkIn(mail, `${PUBLIC_URL}/verify-email?token=`)).toBeDefined();
    });

    it('stores only an argon2id hash of the password', async () => {
      const account = await createAccount(app);
      const row = await accountRow(account.email);
      expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
      expect(row?.passwordHash).not.toContain(account.password);
    });

    it.each([
      [{ name: 'A', email: 'not-an-email', password: 'abc-defg', confirmPassword: 'abc-defg' }, 'Input Valid Email'],
      [{ name: 'A', email: 'a@b', password: 'abc-defg', confirmPassword: 'abc-defg' }, 'Input Valid Email'],
      [
        { name: 'A', email: 'two@@example.com', password: 'abc-defg', confirmPassword: 'abc-defg' },
        'Input Valid Email',
      ],
      [{ name: 'A', email: '', password: 'abc-defg', confirmPassword: 'abc-defg' }, 'Input Valid Email'],
      [{ name: 'A', email: 'ok@example.com', password: '', confirmPassword: '' }, 'Password is mendatory'],
      [{ name: 'A', email: 'ok@example.com', confirmPassword: 'abc-defg' }, 'Password is mendatory'],
      [
        { name: 'A', email: 'ok@example.com', password: 'abc', confirmPassword: 'abc' },
        'Password must be at least 8 characters long',
      ],
      [
        { name: 'A', email: 'ok@example.com', password: 'x'.repeat(129), confirmPassword: 'x'.repeat(129) },
        'Password must be at most 128 characters long',
      ],
      [
        { name: 'A', email: 'ok@example.com', password: 'Password1', confirmPassword: 'Password1' },
        'This password is too common, please choose another one',
      ],
      [
        { name: 'A', email: 'ok@example.com', password: 'qwertyuiop', confirmPassword: 'qwertyuiop' },
        'This password is too common, please choose another one',
      ],
      [
        {
          name: 'A',
          email: 'rahim.uddin@example.com',
          password: 'Rahim.Uddin-1990',
          confirmPassword: 'Rahim.Uddin-1990',
        },
        'Password must not contain your e-mail name',
      ],
      [
        { name: 'A', email: 'ok@example.com', password: 'abc-defg', confirmPassword: 'abc-defh' },
        'Passwords does not match',
      ],
      [{ name: 'A', email: 'ok@example.com', password: 'abc-defg' }, 'Passwords does not match'],
      [{ name: '   ', email: 'ok@example.com', password: 'abc-defg', confirmPassword: 'abc-defg' }, 'Name is required'],
    ])('refuses %j with 400 "%s" and creates nothing', async (body, message) => {
      const before = await userCount();
      const response = await signup(body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
      expect(await userCount()).toBe(before);
    });

    it('answers 409 for an e-mail that already has an account, whatever its case', async () => {
      const account = await createAccount(app);
      const response = await signup({
        name: 'Again',
        email: account.email.toUpperCase(),
        password: 'other-pass-9',
        confirmPassword: 'other-pass-9',
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: 'An account with this e-mail already exists' });
      expect((await login(account.email, account.password)).statusCode).toBe(200);
    });
  });

  describe('sign-in', () => {
    it('answers a token and the account for the right password', async () => {
      const account = await createAccount(app, { name: 'Login Person' });
      const response = await login(account.email.toUpperCase(), account.password);
      expect(response.statusCode).toBe(200);
      const body = authResponseSchema.parse(response.json());
      expect(body.user).toMatchObject({ email: account.email, name: 'Login Person', role: 'user' });
      expect((await me(body.token)).statusCode).toBe(200);
    });

    it('answers the same 401 for a wrong password and for an unknown e-mail', async () => {
      const account = await createAccount(app);
      const wrong = await login(account.email, 'wrong-password');
      const unknown = await login(newEmail('nobody'), 'wrong-password');
      for (const response of [wrong, unknown]) {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ message: 'Invalid Email or Password' });
      }
    });

    it('takes about as long for an unknown e-mail as for a wrong password (a decoy hash is checked)', async () => {
      const account = await createAccount(app);
      const time = async (email: string) => {
        const started = performance.now();
        await login(email, 'wrong-password');
        return performance.now() - started;
      };
      await time(newEmail('warmup'));
      const known: number[] = [];
      const unknown: number[] = [];
      for (let sample = 0; sample < 4; sample += 1) {
        known.push(await time(account.email));
        unknown.push(await time(newEmail('unknown')));
      }
      // The fastest run of each is the least disturbed by other work on the machine. Without the
      // decoy an unknown e-mail answers in ~1 ms against ~10 ms or more for an argon2 check.
      expect(Math.min(...unknown)).toBeGreaterThan(Math.min(...known) * 0.5);
    });

    it.each([
      [{ email: 'nope', password: 'x' }, 'Input Valid Email'],
      [{ email: 'ok@example.com', password: '' }, 'Password is mendatory'],
      [{ email: 'ok@example.com' }, 'Password is mendatory'],
    ])('refuses malformed input %j with 400 "%s"', async (body, message) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: body,
        remoteAddress: newAddress(),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
    });

    it('after 5 failures for an account from one address answers 429 there only; the owner elsewhere signs in at once', async () => {
      const account = await createAccount(app);
      const guesser = newAddress();
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        expect((await login(account.email, `guess-${attempt}`, guesser)).statusCode, `attempt ${attempt}`).toBe(401);
      }
      const blocked = await login(account.email, account.password, guesser);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ message: 'Too many failed sign-in attempts, please try again later' });
      const retryAfter = Number(blocked.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      // The guesser cannot lock the owner out: from the owner's address the account opens at once.
      expect((await login(account.email, account.password, newAddress())).statusCode).toBe(200);
      // Nor other accounts from the guesser's address (until the per-address limit, below).
      const other = await createAccount(app);
      expect((await login(other.email, other.password, guesser)).statusCode).toBe(200);
    });

    it('after 20 failures from one client address, whatever the accounts, answers 429 to that address only', async () => {
      const address = newAddress();
      const account = await createAccount(app);
      for (let attempt = 1; attempt <= 20; attempt += 1) {
        expect((await login(newEmail('spray'), 'guess', address)).statusCode, `attempt ${attempt}`).toBe(401);
      }
      const blocked = await login(account.email, account.password, address);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.headers['retry-after']).toBeDefined();
      expect((await login(account.email, account.password, newAddress())).statusCode).toBe(200);
    });

    it('stops guessing spread over many addresses at 100 failures an hour for one account', async () => {
      const account = await createAccount(app);
      // 100 failures from 100 addresses, counted as the service counts them (100 argon2 checks would only slow the test).
      for (let attempt = 0; attempt < 100; attempt += 1)
        await app.rateLimiter.hit({ name: 'login-account', max: 100, windowSeconds: 3600 }, account.email);
      const blocked = await login(account.email, account.password, newAddress());
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(15 * 60);
      expect((await login(account.email.toUpperCase(), account.password, newAddress())).statusCode).toBe(429);
    });

    it('counts failures only: a successful sign-in clears the e-mail counter', async () => {
      const account = await createAccount(app);
      const address = newAddress();
      for (let round = 0; round < 2; round += 1) {
        for (let attempt = 0; attempt < 4; attempt += 1)
          expect((await login(account.email, 'nope', address)).statusCode).toBe(401);
        expect((await login(account.email, account.password, address)).statusCode).toBe(200);
      }
      // Successful sign-ins from one address never lock it out.
      const another = newAddress();
      for (let attempt = 0; attempt < 7; attempt += 1)
        expect((await login(account.email, account.password, another)).statusCode).toBe(200);
    });
  });

  describe('tokens', () => {
    it('refuses a missing, malformed, forged or expired token with 401', async () => {
      const account = await createAccount(app);
      const [row] = await app.db.select().from(users).where(eq(users.email, account.email));
      const sign = (secret: string, expiresAt: number) =>
        new SignJWT({ ver: row?.tokenVersion ?? 0 })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(row?.id ?? '')
          .setIssuer('tools-bd')
          .setIssuedAt(expiresAt - 3600)
          .setExpirationTime(expiresAt)
          .sign(new TextEncoder().encode(secret));
      const now = Math.floor(Date.now() / 1000);
      const secret = testConfig().jwt.secret;
      // The same claims, correctly signed and not expired, do work: the refusals below are about the token.
      expect((await me(await sign(secret, now + 600))).statusCode).toBe(200);

      expect((await app.inject('/api/auth/me')).statusCode).toBe(401);
      for (const token of [
        'garbage',
        `${account.token}x`,
        await sign('another-secret-that-is-long-enough-for-hs256', now + 600),
        await sign(secret, now - 60),
      ]) {
        const response = await me(token);
        expect(response.statusCode).toBe(401);
        expect(response.json().message).toEqual(expect.any(String));
      }
      const wrongScheme = await app.inject({
        url: '/api/auth/me',
        headers: { authorization: `Basic ${account.token}` },
      });
      expect(wrongScheme.statusCode).toBe(401);
    });

    it('gives every one of many simultaneous requests its own account, and refuses only the stale token among them', async () => {
      const accounts = await Promise.all(Array.from({ length: 8 }, () => createAccount(app)));
      const stale = accounts[0]!;
      // A newer token version (as after a password change) makes the account's current token stale.
      await app.db
        .update(users)
        .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
        .where(eq(users.email, stale.email));
      // Signed-in users are looked up in batches; the answers must not get mixed up between requests.
      const requests = Array.from({ length: 40 }, (_, index) => accounts[index % accounts.length]!);
      const responses = await Promise.all(requests.map((account) => me(account.token)));
      responses.forEach((response, index) => {
        const account = requests[index]!;
        if (account === stale) expect(response.statusCode).toBe(401);
        else expect(sessionUserSchema.parse(response.json()).email).toBe(account.email);
      });
    });

    it('PUT /user/{email} answers a fresh token to that same person only', async () => {
      const account = await createAccount(app);
      const other = await createAccount(app);
      const response = await app.inject({
        method: 'PUT',
        url: `/api/user/${account.email}`,
        headers: account.authorization,
        payload: { email: account.email },
      });
      expect(response.statusCode).toBe(200);
      const { token } = response.json() as { token: string };
      expect((await me(token)).json()).toMatchObject({ email: account.email });

      const someoneElse = await app.inject({
        method: 'PUT',
        url: `/api/user/${other.email}`,
        headers: account.authorization,
        payload: { email: other.email },
      });
      expect(someoneElse.statusCode).toBe(403);
      expect(
        (await app.inject({ method: 'PUT', url: `/api/user/${account.email}`, payload: { email: account.email } }))
          .statusCode,
      ).toBe(401);
      const malformed = await app.inject({
        method: 'PUT',
        url: '/api/user/not-an-email',
        headers: account.authorization,
        payload: {},
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toEqual({ message: 'Input Valid Email' });
    });

    it('PUT /user/{email} with a name sets the display name', async () => {
      const account = await createAccount(app, { name: 'Old Name' });
      const response = await app.inject({
        method: 'PUT',
        url: `/api/user/${account.email}`,
        headers: account.authorization,
        payload: { email: account.email, name: 'New Name' },
      });
      expect(response.statusCode).toBe(200);
      expect((await me(account.token)).json()).toMatchObject({ name: 'New Name' });
    });

    it('GET /admin/{email} answers for oneself, and about others only to admins', async () => {
      const customer = await createAccount(app);
      const admin = await createAccount(app, { role: 'admin' });
      const ask = (email: string, token?: string) =>
        app.inject({ url: `/api/admin/${email}`, headers: token ? bearer(token) : {} });
      expect((await ask(customer.email, customer.token)).json()).toEqual({ admin: false });
      expect((await ask(admin.email, admin.token)).json()).toEqual({ admin: true });
      expect((await ask(admin.email, customer.token)).statusCode).toBe(403);
      expect((await ask(customer.email, admin.token)).json()).toEqual({ admin: false });
      expect((await ask(customer.email)).statusCode).toBe(401);
    });
  });

  describe('signing out', () => {
    const logout = (token: string, url = '/api/auth/logout', on = app) =>
      on.inject({ method: 'POST', url, headers: bearer(token) });

    it('POST /auth/logout ends that token on every instance, and only that token', async () => {
      const account = await createAccount(app);
      const elsewhere = authResponseSchema.parse((await login(account.email, account.password)).json()).token;
      const second = await buildApp(testConfig(), { database: app.database });
      try {
        expect((await second.inject({ url: '/api/auth/me', headers: account.authorization })).statusCode).toBe(200);
        const response = await logout(account.token);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ message: 'You are signed out' });
        expect((await me(account.token)).statusCode).toBe(401);
        const onSecond = await second.inject({ url: '/api/auth/me', headers: account.authorization });
        expect(onSecond.statusCode).toBe(401);
        expect(onSecond.json()).toEqual({ message: 'Your session has expired, please sign in again' });
        // A second logout with the same token is refused like any other use of it.
        expect((await logout(account.token)).statusCode).toBe(401);
        // The person's other sessions go on.
        expect((await me(elsewhere)).statusCode).toBe(200);
        expect((await second.inject({ url: '/api/auth/me', headers: bearer(elsewhere) })).statusCode).toBe(200);
      } finally {
        await second.close();
      }
      expect((await app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(401);
    });

    it('issues every token with its own id, so signing one out leaves a token of the same second working', async () => {
      const account = await createAccount(app);
      const [first, second] = await Promise.all([
        login(account.email, account.password),
        login(account.email, account.password),
      ]);
      const tokens = [first, second].map((response) => authResponseSchema.parse(response.json()).token);
      expect(tokens[0]).not.toBe(tokens[1]);
      await logout(tokens[0] ?? '');
      expect((await me(tokens[1] ?? '')).statusCode).toBe(200);
    });

    it('POST /auth/logout-everywhere ends every token of the account; signing in again works', async () => {
      const account = await createAccount(app);
      const other = await createAccount(app);
      const elsewhere = authResponseSchema.parse((await login(account.email, account.password)).json()).token;
      const response = await logout(account.token, '/api/auth/logout-everywhere');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'You are signed out on every device' });
      expect((await me(account.token)).statusCode).toBe(401);
      expect((await me(elsewhere)).statusCode).toBe(401);
      expect((await me(other.token)).statusCode).toBe(200);
      const again = authResponseSchema.parse((await login(account.email, account.password)).json()).token;
      expect((await me(again)).statusCode).toBe(200);
      expect((await app.inject({ method: 'POST', url: '/api/auth/logout-everywhere' })).statusCode).toBe(401);
    });
  });

  describe('e-mail verification', () => {
    it('the link from the e-mail verifies the account once', async () => {
      const account = await createAccount(app);
      const token = await tokenFrom(account.email, '/verify-email');
      const verify = () =>
        app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token }, remoteAddress: newAddress() });
      const first = await verify();
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ message: 'Your e-mail address is verified' });
      expect((await me(account.token)).json()).toMatchObject({ emailVerified: true });

      const again = await verify();
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ message: 'This verification link is invalid or has expired' });
    });

    it('stores only a hash of the link token', async () => {
      const account = await createAccount(app);
      const token = await tokenFrom(account.email, '/verify-email');
      const rows = await app.db.select({ tokenHash: oneTimeTokens.tokenHash }).from(oneTimeTokens);
      expect(rows.some((row) => row.tokenHash === token)).toBe(false);
      expect(rows.some((row) => row.tokenHash === hashOneTimeToken(token))).toBe(true);
    });

    it('refuses unknown, malformed and expired links', async () => {
      const account = await createAccount(app);
      const token = await tokenFrom(account.email, '/verify-email');
      await app.db
        .update(oneTimeTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(oneTimeTokens.tokenHash, hashOneTimeToken(token)));
      for (const candidate of [token, 'A'.repeat(43), 'short', "x' or 1=1 --"]) {
        const response = await app.inject({
          method: 'POST',
          url: '/api/auth/verify-email',
          payload: { token: candidate },
          remoteAddress: newAddress(),
        });
        expect(response.statusCode, candidate).toBe(400);
        expect(response.json()).toEqual({ message: 'This verification link is invalid or has expired' });
      }
      expect((await me(account.token)).json()).toMatchObject({ emailVerified: false });
    });

    it('"resend" e-mails a new link that replaces the old one; refused once verified, without a token, and when repeated too often', async () => {
      const account = await createAccount(app);
      const oldToken = await tokenFrom(account.email, '/verify-email');
      const resend = () =>
        app.inject({ method: 'POST', url: '/api/auth/verify-email/resend', headers: account.authorization });
      const response = await resend();
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'We have sent you a new verification e-mail' });
      const newToken = await tokenFrom(account.email, '/verify-email', 2);
      expect(newToken).not.toBe(oldToken);

      expect(
        (
          await app.inject({
            method: 'POST',
            url: '/api/auth/verify-email',
            payload: { token: oldToken },
            remoteAddress: newAddress(),
          })
        ).statusCode,
      ).toBe(400);
      expect(
        (
          await app.inject({
            method: 'POST',
            url: '/api/auth/verify-email',
            payload: { token: newToken },
            remoteAddress: newAddress(),
          })
        ).statusCode,
      ).toBe(200);

      const verified = await resend();
      expect(verified.statusCode).toBe(409);
      expect(verified.json()).toEqual({ message: 'Your e-mail address is already verified' });
      expect((await app.inject({ method: 'POST', url: '/api/auth/verify-email/resend' })).statusCode).toBe(401);

      const hurried = await createAccount(app);
      const statuses = [];
      for (let attempt = 0; attempt < 4; attempt += 1) {
        statuses.push(
          (await app.inject({ method: 'POST', url: '/api/auth/verify-email/resend', headers: hurried.authorization }))
            .statusCode,
        );
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    });
  });

  describe('password reset', () => {
    const forgot = (email: string, address = newAddress()) =>
      app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, remoteAddress: address });
    const reset = (body: Record<string, unknown>, address = newAddress()) =>
      app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: body, remoteAddress: address });

    it('answers the same whether or not the e-mail has an account, and mails only real accounts', async () => {
      const account = await createAccount(app);
      const nobody = newEmail('nobody');
      const known = await forgot(account.email);
      const unknown = await forgot(nobody);
      expect(known.statusCode).toBe(202);
      expect(unknown.statusCode).toBe(202);
      expect(known.json()).toEqual(unknown.json());
      expect(known.json()).toEqual({
        message: 'If an account exists for this e-mail, we have sent a link to reset its password',
      });
      await app.identity.settle();
      expect(await tokenFrom(account.email, '/reset-password')).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(smtp.sentTo(nobody)).toHaveLength(0);
      expect((await forgot('not-an-email')).statusCode).toBe(400);
    });

    it('the link sets a new password once, ends earlier sessions and answers a fresh token', async () => {
      const account = await createAccount(app);
      await forgot(account.email);
      const token = await tokenFrom(account.email, '/reset-password');

      const mismatch = await reset({ token, password: 'brand-new', confirmPassword: 'brand-neu' });
      expect(mismatch.statusCode).toBe(400);
      expect(mismatch.json()).toEqual({ message: 'Passwords does not match' });
      const tooShort = await reset({ token, password: 'ab', confirmPassword: 'ab' });
      expect(tooShort.json()).toEqual({ message: 'Password must be at least 8 characters long' });
      // Refused passwords leave the link usable.
      const common = await reset({ token, password: 'iloveyou', confirmPassword: 'iloveyou' });
      expect(common.json()).toEqual({ message: 'This password is too common, please choose another one' });
      const local = account.email.split('@')[0] ?? '';
      const ownName = await reset({ token, password: `x-${local}-x`, confirmPassword: `x-${local}-x` });
      expect(ownName.json()).toEqual({ message: 'Password must not contain your e-mail name' });

      const response = await reset({ token, password: 'brand-new', confirmPassword: 'brand-new' });
      expect(response.statusCode).toBe(200);
      const body = authResponseSchema.parse(response.json());
      expect(body.user).toMatchObject({ email: account.email, emailVerified: true });
      expect((await me(body.token)).statusCode).toBe(200);
      expect((await me(account.token)).statusCode).toBe(401);
      expect((await login(account.email, account.password)).statusCode).toBe(401);
      expect((await login(account.email, 'brand-new')).statusCode).toBe(200);

      const reused = await reset({ token, password: 'another-one', confirmPassword: 'another-one' });
      expect(reused.statusCode).toBe(400);
      expect(reused.json()).toEqual({ message: 'This password reset link is invalid or has expired' });
    });

    it('refuses an expired link and leaves the password as it was', async () => {
      const account = await createAccount(app);
      await forgot(account.email);
      const token = await tokenFrom(account.email, '/reset-password');
      await app.db
        .update(oneTimeTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(oneTimeTokens.tokenHash, hashOneTimeToken(token)));
      const response = await reset({ token, password: 'brand-new', confirmPassword: 'brand-new' });
      expect(response.statusCode).toBe(400);
      expect((await login(account.email, account.password)).statusCode).toBe(200);
    });

    it('a verification link cannot reset a password', async () => {
      const account = await createAccount(app);
      const token = await tokenFrom(account.email, '/verify-email');
      expect((await reset({ token, password: 'brand-new', confirmPassword: 'brand-new' })).statusCode).toBe(400);
    });

    it('checks the link before any password hashing', async () => {
      const before = hashing.calls;
      const unknown = await reset({ token: 'A'.repeat(43), password: 'brand-new', confirmPassword: 'brand-new' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toEqual({ message: 'This password reset link is invalid or has expired' });
      // A bad link is refused for what it is, whatever the password.
      expect(
        (await reset({ token: 'B'.repeat(43), password: 'iloveyou', confirmPassword: 'iloveyou' })).json(),
      ).toEqual({
        message: 'This password reset link is invalid or has expired',
      });
      expect(hashing.calls).toBe(before);
    });

    it('limits link tries per client address: reset and verification, 20 in 15 minutes', async () => {
      const address = newAddress();
      const statuses = [];
      for (let attempt = 0; attempt < 10; attempt += 1) {
        statuses.push(
          (
            await reset(
              { token: `${'C'.repeat(40)}${attempt}xx`, password: 'brand-new', confirmPassword: 'brand-new' },
              address,
            )
          ).statusCode,
        );
        statuses.push(
          (
            await app.inject({
              method: 'POST',
              url: '/api/auth/verify-email',
              payload: { token: `${'D'.repeat(40)}${attempt}xx` },
              remoteAddress: address,
            })
          ).statusCode,
        );
      }
      expect(statuses.every((status) => status === 400)).toBe(true);
      const blocked = await reset(
        { token: 'E'.repeat(43), password: 'brand-new', confirmPassword: 'brand-new' },
        address,
      );
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ message: 'Too many attempts with e-mailed links, please try again later' });
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      const verifyBlocked = await app.inject({
        method: 'POST',
        url: '/api/auth/verify-email',
        payload: { token: 'F'.repeat(43) },
        remoteAddress: address,
      });
      expect(verifyBlocked.statusCode).toBe(429);
      // Other addresses go on.
      expect(
        (await reset({ token: 'E'.repeat(43), password: 'brand-new', confirmPassword: 'brand-new' })).statusCode,
      ).toBe(400);
    });

    it('limits reset e-mails per address and per client', async () => {
      const email = newEmail('reset-limit');
      const statuses = [];
      for (let attempt = 0; attempt < 4; attempt += 1) statuses.push((await forgot(email)).statusCode);
      expect(statuses).toEqual([202, 202, 202, 429]);
      const address = newAddress();
      const fromOneClient = [];
      for (let attempt = 0; attempt < 11; attempt += 1)
        fromOneClient.push((await forgot(newEmail('spray'), address)).statusCode);
      expect(fromOneClient.slice(0, 10).every((status) => status === 202)).toBe(true);
      expect(fromOneClient[10]).toBe(429);
    });
  });

  describe('password change', () => {
    const change = (token: string, body: Record<string, unknown>) =>
      app.inject({ method: 'POST', url: '/api/auth/change-password', headers: bearer(token), payload: body });

    it('needs the current password; then ends earlier sessions and answers a fresh token', async () => {
      const account = await createAccount(app);
      const wrong = await change(account.token, {
        currentPassword: 'not-it',
        password: 'next-pass',
        confirmPassword: 'next-pass',
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ message: 'Current password is incorrect' });
      const mismatch = await change(account.token, {
        currentPassword: account.password,
        password: 'next-pass',
        confirmPassword: 'next',
      });
      expect(mismatch.json()).toEqual({ message: 'Passwords does not match' });
      expect(
        (await change(account.token, { currentPassword: account.password, password: 'ab', confirmPassword: 'ab' }))
          .statusCode,
      ).toBe(400);
      expect((await login(account.email, account.password)).statusCode).toBe(200);

      const response = await change(account.token, {
        currentPassword: account.password,
        password: 'next-pass',
        confirmPassword: 'next-pass',
      });
      expect(response.statusCode).toBe(200);
      const { token } = authResponseSchema.parse(response.json());
      expect((await me(token)).statusCode).toBe(200);
      expect((await me(account.token)).statusCode).toBe(401);
      expect((await login(account.email, account.password)).statusCode).toBe(401);
      expect((await login(account.email, 'next-pass')).statusCode).toBe(200);
      expect((await app.inject({ method: 'POST', url: '/api/auth/change-password', payload: {} })).statusCode).toBe(
        401,
      );
    });

    it('applies the new-password rules, and not to the current password', async () => {
      const account = await createAccount(app);
      const local = account.email.split('@')[0] ?? '';
      const common = await change(account.token, {
        currentPassword: account.password,
        password: 'password1',
        confirmPassword: 'password1',
      });
      expect(common.statusCode).toBe(400);
      expect(common.json()).toEqual({ message: 'This password is too common, please choose another one' });
      const ownName = await change(account.token, {
        currentPassword: account.password,
        password: `${local.toUpperCase()}!`,
        confirmPassword: `${local.toUpperCase()}!`,
      });
      expect(ownName.json()).toEqual({ message: 'Password must not contain your e-mail name' });
      expect((await login(account.email, account.password)).statusCode).toBe(200);
      // An account whose password predates the rules signs in and changes it as usual.
      const legacyHash = (await accountRow(account.email))?.passwordHash;
      expect(legacyHash).toBeDefined();
      const { hashPassword } = await import('./passwords.ts');
      await app.db
        .update(users)
        .set({ passwordHash: await hashPassword('abc') })
        .where(eq(users.email, account.email));
      expect((await login(account.email, 'abc')).statusCode).toBe(200);
      expect(
        (
          await change(account.token, {
            currentPassword: 'abc',
            password: 'a-longer-one',
            confirmPassword: 'a-longer-one',
          })
        ).statusCode,
      ).toBe(200);
    });

    it('counts wrong current passwords like failed sign-ins', async () => {
      const account = await createAccount(app);
      const statuses = [];
      for (let attempt = 0; attempt < 6; attempt += 1) {
        statuses.push(
          (
            await change(account.token, {
              currentPassword: `guess-${attempt}`,
              password: 'next-pass',
              confirmPassword: 'next-pass',
            })
          ).statusCode,
        );
      }
      expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    });
  });

  describe('Google sign-in (OpenID Connect against a local issuer)', () => {
    /** Plays the browser: our start URL → the issuer's sign-in page → back to our callback. */
    async function googleSignIn(
      account: { email: string; name?: string } | 'cancel',
      from = '/dashboard',
      options: { dropCookie?: boolean; cookieFrom?: string } = {},
    ) {
      const start = await app.inject({ url: `/api/auth/google?from=${encodeURIComponent(from)}` });
      expect(start.statusCode).toBe(302);
      const cookie = String(start.headers['set-cookie']).split(';')[0] ?? '';
      const callback = await signInAtLocalIssuer(String(start.headers.location), account);
      expect(callback.origin).toBe(PUBLIC_URL);
      const back = await app.inject({
        url: `${callback.pathname}${callback.search}`,
        headers: options.dropCookie ? {} : { cookie: options.cookieFrom ?? cookie },
      });
      expect(back.statusCode).toBe(302);
      const location = String(back.headers.location);
      expect(location.startsWith('/auth/callback#')).toBe(true);
      const result = new URLSearchParams(location.slice('/auth/callback#'.length));
      // What the web page does: trade the code (with the cookie set beside it) for a token.
      const code = result.get('code');
      const exchanged = code ? await exchange(code, codeCookieOf(back)) : undefined;
      const token = exchanged?.statusCode === 200 ? authResponseSchema.parse(exchanged.json()).token : null;
      return { start, back, result, cookie, token };
    }

    /** The `name=value` of the code cookie a callback answer sets. */
    const codeCookieOf = (response: { headers: Record<string, unknown> }) =>
      [response.headers['set-cookie']]
        .flat()
        .map(String)
        .find((header) => header.startsWith('tools_bd_google_code='))
        ?.split(';')[0] ?? '';
    const exchange = (code: string, cookie: string, address = newAddress()) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/google/exchange',
        payload: { code },
        headers: cookie ? { cookie } : {},
        remoteAddress: address,
      });

    it('GET /auth/providers tells the login screen that Google is offered', async () => {
      expect((await app.inject('/api/auth/providers')).json()).toEqual({ google: true });
    });

    it('starts an authorization-code flow with PKCE S256, state and nonce, keeping them in an HttpOnly cookie', async () => {
      const start = await app.inject({ url: '/api/auth/google?from=/dashboard' });
      expect(start.statusCode).toBe(302);
      const location = new URL(String(start.headers.location));
      expect(location.origin).toBe(issuer.url);
      expect(Object.fromEntries(location.searchParams)).toMatchObject({
        response_type: 'code',
        client_id: OIDC_CLIENT.clientId,
        redirect_uri: `${PUBLIC_URL}/api/auth/google/callback`,
        code_challenge_method: 'S256',
        scope: 'openid email profile',
      });
      for (const parameter of ['state', 'nonce', 'code_challenge'])
        expect(location.searchParams.get(parameter)).toMatch(/^[\w-]{20,}$/);
      const cookie = String(start.headers['set-cookie']);
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
      // The cookie is sealed: neither the state nor the PKCE verifier can be read from it.
      expect(cookie).not.toContain(location.searchParams.get('state'));
    });

    it('creates a verified account for a new person and returns them to the page they came from', async () => {
      const email = newEmail('google-new');
      const { result, token } = await googleSignIn({ email, name: 'Grace Google' }, '/dashboard/myOrders');
      expect(result.get('error')).toBeNull();
      expect(result.get('from')).toBe('/dashboard/myOrders');
      const session = await me(token ?? '');
      expect(session.statusCode).toBe(200);
      expect(session.json()).toEqual({
        email,
        name: 'Grace Google',
        role: 'user',
        emailVerified: true,
        language: null,
      });
      expect((await accountRow(email))?.passwordHash).toBeNull();

      // The same Google account signs in to the same shop account next time.
      const again = await googleSignIn({ email });
      expect((await me(again.token ?? '')).json()).toMatchObject({ email });
      expect((await app.db.select().from(users).where(eq(users.email, email))).length).toBe(1);
    });

    it('links an existing account by its verified e-mail; an unverified one loses the password someone else may have set', async () => {
      // Verified account: linked, password and sessions kept.
      const owner = await createAccount(app);
      await app.db.update(users).set({ emailVerified: true }).where(eq(users.email, owner.email));
      const linked = await googleSignIn({ email: owner.email });
      expect((await me(linked.token ?? '')).json()).toMatchObject({ email: owner.email, emailVerified: true });
      expect((await me(owner.token)).statusCode).toBe(200);
      expect((await login(owner.email, owner.password)).statusCode).toBe(200);

      // Unverified account (maybe registered by someone else with this address): the Google owner gets it, the password and sessions end.
      const squatted = await createAccount(app);
      const taken = await googleSignIn({ email: squatted.email });
      expect((await me(taken.token ?? '')).json()).toMatchObject({ email: squatted.email, emailVerified: true });
      expect((await me(squatted.token)).statusCode).toBe(401);
      expect((await login(squatted.email, squatted.password)).statusCode).toBe(401);
    });

    it('refuses a Google account without a verified e-mail and creates nothing', async () => {
      const email = `unverified-${randomUUID().slice(0, 8)}@example.com`;
      const { result } = await googleSignIn({ email });
      expect(result.get('token')).toBeNull();
      expect(result.get('error')).toBe('Your Google account has no verified e-mail address');
      expect(await accountRow(email)).toBeUndefined();
    });

    it('refuses a callback without the browser cookie of the sign-in it answers (login CSRF)', async () => {
      const email = newEmail('csrf');
      const withoutCookie = await googleSignIn({ email }, '/', { dropCookie: true });
      expect(withoutCookie.token).toBeNull();
      expect(withoutCookie.result.get('error')).toBe('Google sign-in did not complete, please try again');
      // A cookie of another sign-in (another state) does not fit either.
      const other = await app.inject({ url: '/api/auth/google?from=/' });
      const otherCookie = String(other.headers['set-cookie']).split(';')[0] ?? '';
      const mismatched = await googleSignIn({ email }, '/', { cookieFrom: otherCookie });
      expect(mismatched.token).toBeNull();
      expect(await accountRow(email)).toBeUndefined();
      // A forged cookie neither.
      const forged = await googleSignIn({ email }, '/', {
        cookieFrom: 'tools_bd_google=eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..forged',
      });
      expect(forged.token).toBeNull();
    });

    it('spends the state: replaying a completed callback signs nobody in', async () => {
      const email = newEmail('replay');
      const start = await app.inject({ url: '/api/auth/google?from=/' });
      const cookie = String(start.headers['set-cookie']).split(';')[0] ?? '';
      const callback = await signInAtLocalIssuer(String(start.headers.location), { email });
      const first = await app.inject({ url: `${callback.pathname}${callback.search}`, headers: { cookie } });
      expect(String(first.headers.location)).toContain('code=');
      expect(String(first.headers['set-cookie'])).toMatch(/Max-Age=0/);
      const replay = await app.inject({ url: `${callback.pathname}${callback.search}`, headers: { cookie } });
      expect(String(replay.headers.location)).not.toContain('code=');
    });

    it('never puts the token in an address: the callback leaves a code that works once, for 60 s, in that browser only', async () => {
      const email = newEmail('google-code');
      const { back, result, token } = await googleSignIn({ email });
      const location = String(back.headers.location);
      expect(result.get('token')).toBeNull();
      expect(location).not.toContain(token ?? 'no token');
      expect(result.get('code')).toMatch(/^[\w-]{43}$/);
      const cookie =
        [back.headers['set-cookie']]
          .flat()
          .map(String)
          .find((header) => header.startsWith('tools_bd_google_code=')) ?? '';
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Strict/);
      expect(cookie).toMatch(/Path=\/api\/auth\/google\/exchange/);
      expect(cookie).toMatch(/Max-Age=60/);

      // Spent by the page already (googleSignIn traded it): a second exchange fails.
      const reused = await exchange(result.get('code') ?? '', codeCookieOf(back));
      expect(reused.statusCode).toBe(400);
      expect(reused.json()).toEqual({ message: 'This sign-in code is invalid or has expired, please sign in again' });

      // Another browser (without the cookie, or with another sign-in's cookie) cannot use a code.
      const fresh = await googleSignInCode({ email });
      expect((await exchange(fresh.code, '')).statusCode).toBe(400);
      const another = await googleSignInCode({ email });
      const foreign = await exchange(another.code, fresh.cookie);
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json()).toEqual({ message: 'This sign-in code is invalid or has expired, please sign in again' });

      // An expired code fails, even in the right browser.
      const late = await googleSignInCode({ email });
      await app.db
        .update(googleSignInCodes)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(googleSignInCodes.codeHash, hashOneTimeToken(late.code)));
      expect((await exchange(late.code, late.cookie)).statusCode).toBe(400);

      // Malformed input answers 400 with the same message; no account was touched.
      const malformed = await app.inject({ method: 'POST', url: '/api/auth/google/exchange', payload: { code: 'x' } });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toEqual({
        message: 'This sign-in code is invalid or has expired, please sign in again',
      });
    });

    it('the exchange spends the code cookie and makes the browser a known device of the account', async () => {
      const { code, cookie } = await googleSignInCode({ email: newEmail('google-device') });
      const exchanged = await exchange(code, cookie);
      expect(exchanged.statusCode).toBe(200);
      const cookies = [exchanged.headers['set-cookie']].flat().map(String);
      expect(cookies.find((header) => header.startsWith('tools_bd_google_code='))).toMatch(
        /^tools_bd_google_code=; .*Max-Age=0/,
      );
      expect(cookies.find((header) => header.startsWith('tools_bd_device_'))).toMatch(/HttpOnly; SameSite=Strict$/);
    });

    /** A completed Google sign-in whose code has not been traded yet. */
    async function googleSignInCode(account: { email: string }) {
      const start = await app.inject({ url: '/api/auth/google?from=/' });
      const stateCookie = String(start.headers['set-cookie']).split(';')[0] ?? '';
      const callback = await signInAtLocalIssuer(String(start.headers.location), account);
      const back = await app.inject({
        url: `${callback.pathname}${callback.search}`,
        headers: { cookie: stateCookie },
      });
      const code = new URLSearchParams(String(back.headers.location).split('#')[1]).get('code') ?? '';
      expect(code).not.toBe('');
      return { code, cookie: codeCookieOf(back) };
    }

    it('only returns to paths of this site', async () => {
      for (const from of [
        '//evil.example/path',
        'https://evil.example',
        '/\\evil.example',
        '/\t/evil.example',
        'javascript:alert(1)',
      ]) {
        const { result } = await googleSignIn({ email: newEmail('redirect') }, from);
        expect(result.get('from'), from).toBe('/');
      }
    });

    it('a cancelled sign-in at the provider comes back as an error', async () => {
      const { result } = await googleSignIn('cancel', '/dashboard');
      expect(result.get('token')).toBeNull();
      expect(result.get('error')).toBe('Google sign-in did not complete, please try again');
      expect(result.get('from')).toBe('/dashboard');
    });
  });

  describe('startup accounts', () => {
    it('ADMIN_EMAIL creates an admin, or promotes the account; an unverified one gets ADMIN_PASSWORD', async () => {
      const fresh = newEmail('first-admin');
      const verifiedOwner = await createAccount(app);
      await app.db.update(users).set({ emailVerified: true }).where(eq(users.email, verifiedOwner.email));
      const squatter = await createAccount(app);
      for (const email of [fresh, verifiedOwner.email, squatter.email]) {
        const other = await buildApp(testConfig({ admin: { email, password: 'admin-password-1' } }), {
          database: app.database,
        });
        await other.close();
      }
      expect((await login(fresh, 'admin-password-1')).json()).toMatchObject({
        user: { role: 'admin', emailVerified: true },
      });
      // The verified owner keeps their password and sessions and becomes admin.
      expect((await login(verifiedOwner.email, verifiedOwner.password)).json()).toMatchObject({
        user: { role: 'admin' },
      });
      expect((await me(verifiedOwner.token)).statusCode).toBe(200);
      // Whoever registered the address unverified is locked out of the admin account.
      expect((await me(squatter.token)).statusCode).toBe(401);
      expect((await login(squatter.email, squatter.password)).statusCode).toBe(401);
      expect((await login(squatter.email, 'admin-password-1')).json()).toMatchObject({ user: { role: 'admin' } });
    });
  });
});

describe('identity without Google or SMTP configured', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp('pglite');
  });
  afterAll(() => shop.close());

  it('hides Google sign-in', async () => {
    expect((await shop.app.inject('/api/auth/providers')).json()).toEqual({ google: false });
    const start = await shop.app.inject('/api/auth/google?from=/');
    expect(start.statusCode).toBe(404);
    expect(start.json()).toEqual({ message: 'Google sign-in is not available' });
  });
});

describe('sign-up limit per client address', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp('pglite', { signupsPerAddressPerHour: 3 });
  });
  afterAll(() => shop.close());

  const signupFrom = (remoteAddress: string, email: string) =>
    shop.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { name: 'Mass Signup', email, password: PASSWORD, confirmPassword: PASSWORD },
      remoteAddress,
    });

  it('answers 429 with Retry-After once an address has opened its accounts for the hour, and creates nothing', async () => {
    const crowded = newAddress();
    for (let index = 0; index < 3; index += 1)
      expect((await signupFrom(crowded, newEmail('mass'))).statusCode).toBe(201);
    const refusedEmail = newEmail('refused');
    const refused = await signupFrom(crowded, refusedEmail);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: 'Too many new accounts from your network, please try again later' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await shop.app.db.select().from(users).where(eq(users.email, refusedEmail))).toHaveLength(0);
    // Other addresses are not affected.
    expect((await signupFrom(newAddress(), refusedEmail)).statusCode).toBe(201);
  });
});

describe.runIf(testRedisUrl)('sign-in limits shared through Redis', () => {
  it('two instances of the shop count failures together (one guesser at one address), and the owner elsewhere still signs in', async () => {
    const shop = await createTestApp('pglite', { redisUrl: testRedisUrl });
    const second = await buildApp(testConfig({ redisUrl: testRedisUrl }), { database: shop.app.database });
    try {
      expect(shop.app.rateLimiter.kind).toBe('redis');
      const account = await createAccount(shop.app);
      const instances = [shop.app, second];
      const guesser = newAddress();
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const response = await instances[attempt % 2]!.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: account.email, password: 'wrong' },
          remoteAddress: guesser,
        });
        expect(response.statusCode).toBe(401);
      }
      for (const instance of instances) {
        const blocked = await instance.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: account.email, password: account.password },
          remoteAddress: guesser,
        });
        expect(blocked.statusCode).toBe(429);
      }
      const owner = await second.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: account.email, password: account.password },
        remoteAddress: newAddress(),
      });
      expect(owner.statusCode).toBe(200);
    } finally {
      await second.close();
      await shop.close();
    }
  });
});
