import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { testConfig, type Config } from '../src/config.ts';
import { users } from '../src/db/schema.ts';
import { testPostgresUrl } from './services.ts';

/**
 * The engines API tests run against: embedded PGlite always, and the real PostgreSQL
 * when TEST_DATABASE_URL is set (in CI it must be, see services.ts). Use with describe.each(testEngines).
 */
export const testEngines: { engine: 'pglite' | 'postgres' }[] = [
  { engine: 'pglite' },
  ...(testPostgresUrl ? [{ engine: 'postgres' as const }] : []),
];

/** A throwaway database on the test PostgreSQL server, dropped by the returned function. */
export async function createScratchPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const serverUrl = testPostgresUrl;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `toolsbd_test_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  close: () => Promise<void>;
}

/** A fresh shop on an empty database of the given engine. */
export async function createTestApp(engine: 'pglite' | 'postgres' = 'pglite', overrides: Partial<Config> = {}): Promise<TestApp> {
  if (engine === 'pglite') {
    const app = await buildApp(testConfig(overrides));
    return { app, close: () => app.close() };
  }
  const scratch = await createScratchPostgresDatabase();
  const app = await buildApp(testConfig({ database: { kind: 'postgres', url: scratch.url, poolSize: 20 }, ...overrides }));
  return {
    app,
    close: async () => {
      await app.close();
      await scratch.drop();
    },
  };
}

export interface TestAccount {
  email: string;
  password: string;
  token: string;
  authorization: { authorization: string };
}

let accountCounter = 0;

/** Signs up a new account through the API (optionally promoted to admin) and returns its token. */
/**
 * Signs a person up. `emailVerified`: as if they had followed the link of the verification
 * e-mail (cash on delivery and bank transfers need it).
 */
export async function createAccount(
  app: FastifyInstance,
  options: { role?: 'admin' | 'user'; email?: string; name?: string; emailVerified?: boolean } = {},
): Promise<TestAccount> {
  accountCounter += 1;
  const email = options.email ?? `person${accountCounter}-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'correct-horse-battery';
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { name: options.name ?? `Person ${accountCounter}`, email, password, confirmPassword: password },
  });
  if (response.statusCode !== 201) throw new Error(`signup failed: ${response.statusCode} ${response.body}`);
  if (options.role === 'admin') await app.db.update(users).set({ role: 'admin' }).where(eq(users.email, email));
  if (options.emailVerified) await app.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
  const token = (response.json() as { token: string }).token;
  return { email, password, token, authorization: { authorization: `Bearer ${token}` } };
}
