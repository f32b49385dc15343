import { existsSync, mkdirSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema.ts';
import { acquireDataDirLock } from './data-dir-lock.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** What the rest of the server needs from a database, whichever engine is behind it. */
export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Runs SQL text with several statements (migrations, seeds). */
  execScript(sqlText: string): Promise<void>;
  /** Runs `work` while holding a cluster-wide advisory lock (safe start of several instances). */
  withAdvisoryLock<T>(lockId: number, work: () => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * The embedded database only: a consistent copy of its data folder as a tar file. Queries
   * wait while it is taken (about a second for a small shop).
   */
  dumpDataDir?(): Promise<Blob>;
}

export type DatabaseOptions =
  | { kind: 'pglite'; dataDir?: string }
  | { kind: 'postgres'; url: string; poolSize?: number; statementTimeoutMs?: number };

/** A request's query that waits this long (for a row lock, say) is stuck, not busy. */
export const REQUEST_STATEMENT_TIMEOUT_MS = 10_000;

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.kind === 'pglite'
    ? openPglite(options.dataDir)
    : openPostgres(options.url, options.poolSize ?? 10, options.statementTimeoutMs ?? REQUEST_STATEMENT_TIMEOUT_MS);
}

/** The embedded database keeps a small buffer cache: the shop's data is small and memory matters more. */
const PGLITE_SETTINGS = ['shared_buffers = 32MB'];

const PGLITE_INIT_SCRIPT = fileURLToPath(new URL('./pglite-init.mjs', import.meta.url));

/** Runs initdb for a new data folder in a child process, so this process never holds its memory peak. */
function initializePgliteDataDir(dataDir: string) {
  if (existsSync(join(dataDir, 'PG_VERSION'))) return;
  mkdirSync(dataDir, { recursive: true });
  execFileSync(process.execPath, [PGLITE_INIT_SCRIPT, dataDir], { stdio: 'inherit' });
}

async function openPglite(dataDir?: string): Promise<DatabaseHandle> {
  // No dataDir means an in-memory database (tests). A folder belongs to one process at a time.
  const lock = dataDir ? acquireDataDirLock(dataDir) : undefined;
  let client: PGlite;
  try {
    if (dataDir) initializePgliteDataDir(dataDir);
    client = await PGlite.create({ dataDir, postgresqlconf: PGLITE_SETTINGS, extensions: { pg_trgm } });
  } catch (error) {
    lock?.release();
    throw error;
  }
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    execScript: async (sqlText) => {
      await client.exec(sqlText);
    },
    // One process owns an embedded database, so there is nobody to lock out.
    withAdvisoryLock: (_lockId, work) => work(),
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
    dumpDataDir: async () => {
      // Written-out pages make the copy quicker to open; it is consistent either way (WAL).
      await client.exec('CHECKPOINT');
      return client.dumpDataDir('none');
    },
  };
}

async function openPostgres(url: string, poolSize: number, statementTimeoutMs: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 2_000,
    // Every pooled session starts with it (a startup parameter, so RESET comes back to it).
    statement_timeout: statementTimeoutMs,
  });
  // An idle client that loses its server must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzlePostgres({ client: pool, schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    execScript: async (sqlText) => {
      await pool.query(sqlText);
    },
    withAdvisoryLock: async (lockId, work) => {
      const client = await pool.connect();
      try {
        // Waiting for another instance's migrations is not a stuck request: no timeout while we queue.
        await client.query('set statement_timeout = 0');
        await client.query('select pg_advisory_lock($1)', [lockId]);
        try {
          return await work();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [lockId]);
          await client.query('reset statement_timeout');
        }
      } finally {
        client.release();
      }
    },
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}

/** Rows of a raw SQL query; both drivers answer `{rows}`, which Drizzle's shared type leaves unknown. */
export async function selectRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
