import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import pg from 'pg';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { testConfig, type Config } from '../src/config.ts';
import { users } from '../src/db/schema.ts';
import { openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { testPostgresUrl } from './services.ts';
import { dumpDatabases } from './migrated-database.ts';
import { pooledDatabase } from './pglite-pool.ts';

type Engine = 'pglite' | 'postgres';

/**
 * The engines named by TEST_ENGINES (a comma list; by default both). CI runs `npm test` first as
 * a new user gets it, then the PostgreSQL suites alone with TEST_ENGINES=postgres, so that their
 * embedded halves do not run twice.
 */
function chosenEngines(): Engine[] {
  const named = (process.env.TEST_ENGINES || 'pglite,postgres').split(',').map((name) => name.trim());
  const unknown = named.filter((name) => name !== 'pglite' && name !== 'postgres');
  if (unknown.length > 0) throw new Error(`TEST_ENGINES names pglite and postgres only, not ${unknown.join(', ')}`);
  if (process.env.TEST_ENGINES && named.includes('postgres') && !testPostgresUrl)
    throw new Error('TEST_ENGINES names postgres but TEST_DATABASE_URL is not set');
  return named as Engine[];
}
const engines = chosenEngines();

/**
 * The engines API tests run against: embedded PGlite, and the real PostgreSQL when
 * TEST_DATABASE_URL is set (in CI it must be, see services.ts); TEST_ENGINES narrows them.
 * Use with describe.each(testEngines).
 */
export const testEngines: { engine: Engine }[] = [
  ...(engines.includes('pglite') ? [{ engine: 'pglite' as const }] : []),
  ...(testPostgresUrl && engines.includes('postgres') ? [{ engine: 'postgres' as const }] : []),
];

/** A throwaway database on the test PostgreSQL server, dropped by the returned function. */
export async function createScratchPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const serverUrl = testPostgresUrl;
  // Suites that need it skip without it: describe.skipIf(!testPostgresUrl), or describe.each(testEngines).
  if (!serverUrl)
    throw new Error('TEST_DATABASE_URL is not set: skip this suite without it (describe.skipIf(!testPostgresUrl))');
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

let migratedDump: Promise<Blob> | undefined;
let emptyDump: Promise<Blob> | undefined;

/** A dump that global-setup.ts wrote once per run, read once per test process (made here if the run had no such setup). */
async function readDump(name: 'migratedDatabaseDump' | 'emptyDatabaseDump', kind: 'migrated' | 'empty') {
  const file: string | undefined = inject(name);
  return file ? new Blob([await readFile(file)]) : (await dumpDatabases())[kind];
}

/** The migrated embedded database a test shop starts as a copy of. */
export function migratedDatabaseDump(): Promise<Blob> {
  migratedDump ??= readDump('migratedDatabaseDump', 'migrated');
  return migratedDump;
}

/**
 * An embedded database just after initdb, with no migration applied: what the shop migrates at
 * its first start. `openDatabase({ kind: 'pglite', loadDataDir: await emptyDatabaseDump() })`
 * skips the seconds of initdb an empty `{ kind: 'pglite' }` costs.
 */
export function emptyDatabaseDump(): Promise<Blob> {
  emptyDump ??= readDump('emptyDatabaseDump', 'empty');
  return emptyDump;
}

/**
 * A database of its own, migrated as a first start migrates it: an embedded one from the empty
 * dump, or a scratch PostgreSQL database. `close` closes it and drops the scratch database.
 */
export async function migratedScratchDatabase(
  engine: Engine,
): Promise<{ handle: DatabaseHandle; close: () => Promise<void> }> {
  let drop: (() => Promise<void>) | undefined;
  let handle: DatabaseHandle;
  if (engine === 'pglite') {
    handle = await openDatabase({ kind: 'pglite', loadDataDir: await emptyDatabaseDump() });
  } else {
    const scratch = await createScratchPostgresDatabase();
    drop = scratch.drop;
    handle = await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 2 });
  }
  await migrate(handle);
  return {
    handle,
    close: async () => {
      await handle.close();
      await drop?.();
    },
  };
}

/** One zone that delivers everywhere for nothing: an order's price is its goods' total. */
export const FREE_DELIVERY_ZONES = [{ name: 'Free delivery', districts: '*', baseFee: 0, perKgFee: 0 }] as const;

export interface TestShopOptions {
  /**
   * 'free' (the default): the shop delivers everywhere for nothing, so tests of other rules
   * (payments, refunds, invoices, stock) keep amounts that are their goods' total; 'default':
   * the zones of a new shop (inside Dhaka 60 + 15/kg, outside 120 + 25/kg), for the tests of
   * delivery itself.
   */
  delivery?: 'free' | 'default';
}

/** A fresh shop on an empty database of the given engine (embedded: a copy of one already migrated). */
export async function createTestApp(
  engine: 'pglite' | 'postgres' = 'pglite',
  overrides: Partial<Config> = {},
  { delivery = 'free' }: TestShopOptions = {},
): Promise<TestApp> {
  const prepared = async (app: FastifyInstance) => {
    if (delivery === 'free') await app.settings.update({ shipping: { zones: [...FREE_DELIVERY_ZONES] } });
    return app;
  };
  if (engine === 'pglite' && overrides.database === undefined) {
    const dump = await migratedDatabaseDump();
    const { handle, release } = await pooledDatabase(dump);
    const app = await prepared(
      await buildApp(testConfig({ database: { kind: 'pglite', loadDataDir: dump }, ...overrides }), {
        database: handle,
      }),
    );
    return {
      app,
      close: async () => {
        await app.close();
        await release();
      },
    };
  }
  if (engine === 'pglite') {
    const app = await prepared(await buildApp(testConfig(overrides)));
    return { app, close: () => app.close() };
  }
  const scratch = await createScratchPostgresDatabase();
  const app = await prepared(
    await buildApp(testConfig({ database: { kind: 'postgres', url: scratch.url, poolSize: 20 }, ...overrides })),
  );
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
