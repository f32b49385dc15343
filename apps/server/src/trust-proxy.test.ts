import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, testConfig } from './config.ts';
import { createAccount, migratedDatabaseDump } from '../test/helpers.ts';

describe('TRUST_PROXY', () => {
  // A data folder of its own: loadConfig keeps the embedded JWT secret there.
  // A shop behind a proxy is reachable by others: without Stripe it takes test payments only when told to.
  const configWith = (TRUST_PROXY?: string) =>
    loadConfig({
      DATA_DIR: join(tmpdir(), 'tools-bd-trust-proxy-test'),
      ALLOW_TEST_PAYMENTS: 'true',
      ...(TRUST_PROXY === undefined ? {} : { TRUST_PROXY }),
    });

  it('takes proxy addresses and ranges, and nothing is trusted by default', () => {
    expect(configWith().trustProxy).toBe(false);
    expect(configWith('false').trustProxy).toBe(false);
    expect(configWith('127.0.0.1').trustProxy).toEqual(['127.0.0.1']);
    expect(configWith(' 10.0.0.0/8, ::1,fd00::/8 ').trustProxy).toEqual(['10.0.0.0/8', '::1', 'fd00::/8']);
  });

  it.each(['true', 'yes', '10.0.0.0/33', 'proxy.internal', '127.0.0.1,nope'])(
    'refuses %j with a message naming the variable',
    (value) => {
      expect(() => configWith(value)).toThrow(ConfigError);
      expect(() => configWith(value)).toThrow(/TRUST_PROXY: must be the proxies' addresses or CIDR ranges/);
    },
  );

  it.each(['1', '2', '0'])('refuses the hop count %j: whoever connects directly could forge its address', (value) => {
    expect(() => configWith(value)).toThrow(ConfigError);
    expect(() => configWith(value)).toThrow(
      new RegExp(`TRUST_PROXY: a hop count \\(${value}\\) is refused: it trusts whoever connects directly`),
    );
  });
});

/** nginx's `$proxy_add_x_forwarded_for`: whatever the client sent, then the address nginx saw. */
const throughProxy = (sentByClient: string | undefined, client: string) =>
  sentByClient ? `${sentByClient}, ${client}` : client;

describe.each([{ trustProxy: ['127.0.0.1'], label: 'the proxy address (README: TRUST_PROXY=127.0.0.1)' }] as const)(
  'behind a reverse proxy trusted by $label',
  ({ trustProxy }) => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await buildApp(
        testConfig({
          trustProxy: [...trustProxy],
          database: { kind: 'pglite', loadDataDir: await migratedDatabaseDump() },
        }),
      );
    });
    afterAll(() => app.close());

    const loginVia = (email: string, password: string, forwardedFor: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password },
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': forwardedFor },
      });

    it('counts failed sign-ins against the client the proxy saw, whatever X-Forwarded-For the client sends', async () => {
      const account = await createAccount(app);
      const attacker = '203.0.113.7';
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        // A fresh forged address each time: with a blindly trusted header each try would count elsewhere.
        const response = await loginVia(
          account.email,
          `guess-${attempt}`,
          throughProxy(`198.51.100.${attempt}`, attacker),
        );
        expect(response.statusCode, `attempt ${attempt}`).toBe(401);
      }
      expect(
        (await loginVia(account.email, account.password, throughProxy('198.51.100.99', attacker))).statusCode,
      ).toBe(429);
      expect((await loginVia(account.email, account.password, throughProxy(undefined, attacker))).statusCode).toBe(429);
      // The owner, at their own address behind the same proxy, is not affected.
      expect((await loginVia(account.email, account.password, throughProxy(undefined, '192.0.2.10'))).statusCode).toBe(
        200,
      );
    });
  },
);
