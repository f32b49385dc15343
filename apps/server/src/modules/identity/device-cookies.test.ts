import { randomBytes, randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { identityMessages } from '@tools-bd/contract';
import { createAccount, createTestApp, testEngines, type TestAccount, type TestApp } from '../../../test/helpers.ts';
import { testRedisUrl } from '../../../test/services.ts';
import { createDeviceCookies, DEVICE_COOKIE_PREFIX, DEVICE_COOKIE_TTL_SECONDS } from './device-cookies.ts';
import { FAILED_LOGINS_PER_ACCOUNT } from './rate-limits.ts';

/** A random IPv6 /64 of the documentation range, and addresses in it (runs sharing a Redis never meet). */
const newPrefix = () => `2001:db8:${randomInt(0x10000).toString(16)}:${randomInt(0x10000).toString(16)}`;
const inPrefix = (prefix: string, host: number) => `${prefix}::${host.toString(16)}`;
const newAddress = () => inPrefix(newPrefix(), 1);

/** The device cookie a response set, as a browser would send it back (name=value). */
const deviceCookieOf = (response: LightMyRequestResponse) => {
  const header = [response.headers['set-cookie']]
    .flat()
    .map(String)
    .find((cookie) => cookie.startsWith(DEVICE_COOKIE_PREFIX));
  return header?.split(';')[0];
};

const limiters = [{ limiter: 'memory' as const }, ...(testRedisUrl ? [{ limiter: 'redis' as const }] : [])];
const setups = testEngines.flatMap(({ engine }) => limiters.map(({ limiter }) => ({ engine, limiter })));

describe.each(setups)('device cookies on $engine with the $limiter rate limiter', ({ engine, limiter }) => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp(engine, limiter === 'redis' ? { redisUrl: testRedisUrl } : {});
    expect(shop.app.rateLimiter.kind).toBe(limiter);
  });
  afterAll(() => shop?.close());

  const login = (email: string, password: string, address: string, cookie?: string) =>
    shop.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress: address,
      headers: cookie ? { cookie } : {},
    });

  /** The owner signs in once from their own browser, which keeps the device cookie. */
  async function knownBrowser(account: TestAccount) {
    const response = await login(account.email, account.password, newAddress());
    expect(response.statusCode).toBe(200);
    const cookie = deviceCookieOf(response);
    if (!cookie) throw new Error('no device cookie');
    return cookie;
  }

  it('a sign-in sets an HttpOnly, SameSite=Strict cookie for /api/auth that lasts a year and does not show the e-mail', async () => {
    const account = await createAccount(shop.app);
    const response = await login(account.email, account.password, newAddress());
    expect(response.statusCode).toBe(200);
    const header =
      [response.headers['set-cookie']]
        .flat()
        .map(String)
        .find((cookie) => cookie.startsWith(DEVICE_COOKIE_PREFIX)) ?? '';
    expect(header).toMatch(/^tools_bd_device_[\w-]{16}=[\w-]+\.\d+\.[\w-]{43}; /);
    expect(header.split('; ').slice(1).sort()).toEqual([
      'HttpOnly',
      `Max-Age=${DEVICE_COOKIE_TTL_SECONDS}`,
      'Path=/api/auth',
      'SameSite=Strict',
    ]);
    expect(header.toLowerCase()).not.toContain(account.email.split('@')[0]);
    // The answer itself is as before.
    expect(Object.keys(response.json() as object).sort()).toEqual(['token', 'user']);
  });

  it("105 wrong passwords from 21 addresses of one IPv6 /64 lock out unknown browsers only: the owner's known browser signs in", async () => {
    const account = await createAccount(shop.app);
    const ownersBrowser = await knownBrowser(account);

    const attacker = newPrefix();
    const statuses: number[] = [];
    for (let host = 1; host <= 21; host += 1) {
      for (let attempt = 0; attempt < 5; attempt += 1)
        statuses.push((await login(account.email, `guess-${host}-${attempt}`, inPrefix(attacker, host))).statusCode);
    }
    // The /64 is one client: its 5 tries for the account are spent at once, whatever the address.
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(100);

    // The owner's browser is refused for nobody's failures but its own: from a new address, and even from the attacker's /64.
    expect((await login(account.email, account.password, newAddress(), ownersBrowser)).statusCode).toBe(200);
    expect((await login(account.email, account.password, inPrefix(attacker, 99), ownersBrowser)).statusCode).toBe(200);
    // It may change its password too (a wrong current password counts like a failed sign-in).
    const signedIn = await login(account.email, account.password, newAddress(), ownersBrowser);
    const changed = await shop.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { authorization: `Bearer ${(signedIn.json() as { token: string }).token}`, cookie: ownersBrowser },
      payload: {
        currentPassword: account.password,
        password: 'a-new-long-password',
        confirmPassword: 'a-new-long-password',
      },
      remoteAddress: newAddress(),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(deviceCookieOf(changed)).toBeDefined();

    // A browser that never signed in to the account waits, whatever its address.
    const newBrowser = await login(
      account.email,
      'a-new-long-password',
      `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
    );
    expect(newBrowser.statusCode).toBe(429);
    expect(newBrowser.json()).toEqual({ message: identityMessages.tooManyLoginAttempts });
    expect(Number(newBrowser.headers['retry-after'])).toBeGreaterThan(15 * 60);
    expect(deviceCookieOf(newBrowser)).toBeUndefined();
  });

  it('a known browser is limited by its own failures: 5 in 15 minutes, then 429 there only', async () => {
    const account = await createAccount(shop.app);
    const guessing = await knownBrowser(account);
    const other = await knownBrowser(account);
    const statuses = [];
    for (let attempt = 0; attempt < 5; attempt += 1)
      statuses.push((await login(account.email, `guess-${attempt}`, newAddress(), guessing)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    // Moving to other addresses does not help it.
    const blocked = await login(account.email, account.password, newAddress(), guessing);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    // The owner's other browser, and a browser that never signed in, are not affected.
    expect((await login(account.email, account.password, newAddress(), other)).statusCode).toBe(200);
    expect((await login(account.email, account.password, newAddress())).statusCode).toBe(200);
  });

  it("a forged or altered cookie, or another account's, counts as an unknown browser", async () => {
    const [account, someoneElse] = await Promise.all([createAccount(shop.app), createAccount(shop.app)]);
    const genuine = await knownBrowser(account);
    const othersCookie = await knownBrowser(someoneElse);
    // The account is locked for unknown browsers (as 100 failures spread over many addresses leave it).
    for (let attempt = 0; attempt < FAILED_LOGINS_PER_ACCOUNT.max; attempt += 1)
      await shop.app.rateLimiter.hit(FAILED_LOGINS_PER_ACCOUNT, account.email);

    const [name = '', value = ''] = genuine.split('=');
    const [nonce = '', issuedAt = '', signature = ''] = value.split('.');
    const forgeries = [
      `${name}=${randomBytes(16).toString('base64url')}.${issuedAt}.${signature}`,
      `${name}=${nonce}.${Number(issuedAt) + 1}.${signature}`,
      `${name}=${nonce}.${issuedAt}.${randomBytes(32).toString('base64url')}`,
      `${name}=${othersCookie.split('=')[1]}`,
      `${name}=%E0%A4%A`,
      othersCookie,
      `${DEVICE_COOKIE_PREFIX}AAAAAAAAAAAAAAAA=${value}`,
    ];
    for (const cookie of forgeries)
      expect((await login(account.email, account.password, newAddress(), cookie)).statusCode, cookie).toBe(429);
    expect(
      (await login(account.email, account.password, newAddress(), `theme=dark; ${othersCookie}; ${genuine}`))
        .statusCode,
    ).toBe(200);
  });

  it('per-address limits count an IPv6 client by its /64', async () => {
    const account = await createAccount(shop.app);
    const spraying = newPrefix();
    for (let host = 1; host <= 20; host += 1) {
      const response = await login(`spray-${randomInt(1e9)}@example.com`, 'guess', inPrefix(spraying, host));
      expect(response.statusCode, `attempt ${host}`).toBe(401);
    }
    expect((await login(account.email, account.password, inPrefix(spraying, 0xabcd))).statusCode).toBe(429);
    expect((await login(account.email, account.password, newAddress())).statusCode).toBe(200);
  });
});

describe('device cookie values', () => {
  const secret = 'a-shop-secret-that-is-long-enough-0123456789';
  const email = 'owner@example.com';
  const asSent = (setCookie: string) => setCookie.split(';')[0];

  it('are recognised for their account only, by any instance with the same secret, case aside', () => {
    const cookies = createDeviceCookies(secret, { secure: false });
    const sent = asSent(cookies.issue(email));
    expect(createDeviceCookies(secret, { secure: false }).recognise('Owner@Example.com', sent)).toMatchObject({
      nonce: expect.any(String),
    });
    expect(cookies.recognise('other@example.com', sent)).toBeNull();
    expect(createDeviceCookies(`${secret}-other`, { secure: false }).recognise(email, sent)).toBeNull();
    expect(cookies.recognise(email, undefined)).toBeNull();
  });

  it('each carry their own nonce', () => {
    const cookies = createDeviceCookies(secret, { secure: false });
    const first = cookies.recognise(email, asSent(cookies.issue(email)));
    const second = cookies.recognise(email, asSent(cookies.issue(email)));
    expect(first?.nonce).not.toBe(second?.nonce);
  });

  it('expire after a year', () => {
    let now = Date.now();
    const cookies = createDeviceCookies(secret, { secure: false, now: () => now });
    const sent = asSent(cookies.issue(email));
    now += (DEVICE_COOKIE_TTL_SECONDS - 60) * 1000;
    expect(cookies.recognise(email, sent)).not.toBeNull();
    now += 120 * 1000;
    expect(cookies.recognise(email, sent)).toBeNull();
  });

  it('are Secure when the shop is on https', () => {
    expect(createDeviceCookies(secret, { secure: true }).issue(email).split('; ')).toContain('Secure');
    expect(createDeviceCookies(secret, { secure: false }).issue(email).split('; ')).not.toContain('Secure');
  });
});
