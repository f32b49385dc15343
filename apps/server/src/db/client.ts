import { existsSync, mkdirSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { createHash } from 'node:crypto';
import type { PgDatabase, PgDialect, PgQueryResultHKT, PgSession } from 'drizzle-orm/pg-core';
import { getTableColumns, type SQL, type Table } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema.ts';
import { acquireDataDirLock } from './data-dir-lock.ts';
import { makeDataDirPrivate } from './private-data-dir.ts';
import { openPgliteThread, type PgliteThread } from './pglite-thread.ts';
import { buildByShape } from './statement-shapes.ts';

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
  /**
   * PostgreSQL only: calls `onNotify` with the payload of each NOTIFY on `channel` (from any
   * instance), over a connection of its own, taken again after a loss (notifications meanwhile
   * are lost: callers keep a slower look of their own). `onNotify(null)` when listening begins or
   * begins again (something may have been missed before), `onLost` when the connection is lost.
   * Returns the function that stops listening.
   */
  listen?(channel: string, onNotify: (payload: string | null) => void, onLost?: () => void): () => Promise<void>;
  close(): Promise<void>;
  /**
   * The embedded database only: a consistent copy of its data folder as a tar file. Queries
   * wait while it is taken (about a second for a small shop).
   */
  dumpDataDir?(): Promise<Blob>;
  /**
   * The embedded database on its thread only: hands over the answers it has sent, now rather
   * than at the event loop's next turn (pglite-thread.ts). The server calls it as each request
   * comes in.
   */
  takeReplies?(): void;
}

export type DatabaseOptions =
  /**
   * `ownThread`: run the embedded database on a worker thread (pglite-thread.ts). The default is
   * yes for a database in a folder (the shop, its scripts) and no for an in-memory one (tests,
   * which open hundreds and gain nothing from a thread each). `loadDataDir`: an in-memory
   * database starts as a copy of this dump (`dumpDataDir()`) instead of an empty one: tests copy
   * one migrated database rather than run initdb and every migration for each shop they start.
   */
  | { kind: 'pglite'; dataDir?: string; ownThread?: boolean; loadDataDir?: Blob }
  | { kind: 'postgres'; url: string; poolSize?: number; statementTimeoutMs?: number };

/** A request's query that waits this long (for a row lock, say) is stuck, not busy. */
export const REQUEST_STATEMENT_TIMEOUT_MS = 10_000;

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.kind === 'pglite'
    ? openPglite(options.dataDir, options.ownThread ?? options.dataDir !== undefined, options.loadDataDir)
    : openPostgres(options.url, options.poolSize ?? 10, options.statementTimeoutMs ?? REQUEST_STATEMENT_TIMEOUT_MS);
}

/**
 * The embedded database keeps a small buffer cache: memory matters more. A page it does not hold
 * is read from the operating system's file cache by the database's own thread, not the thread
 * answering requests (see docs/decisions/010-embedded-database-on-its-own-thread.md).
 */
const PGLITE_SETTINGS = ['shared_buffers = 16MB'];

const PGLITE_INIT_SCRIPT = fileURLToPath(new URL('./pglite-init.mjs', import.meta.url));

/** Runs initdb for a new data folder in a child process, so this process never holds its memory peak. */
function initializePgliteDataDir(dataDir: string) {
  if (existsSync(join(dataDir, 'PG_VERSION'))) return;
  mkdirSync(dataDir, { recursive: true });
  execFileSync(process.execPath, [PGLITE_INIT_SCRIPT, dataDir], { stdio: 'inherit' });
  // initdb writes its files readable by everyone, whatever the umask: they hold the database.
  makeDataDirPrivate(dataDir);
}

async function openPglite(
  dataDir: string | undefined,
  ownThread: boolean,
  loadDataDir: Blob | undefined,
): Promise<DatabaseHandle> {
  if (loadDataDir && (dataDir || ownThread)) throw new Error('loadDataDir is for an in-memory database on this thread');
  // No dataDir means an in-memory database (tests). A folder belongs to one process at a time.
  const lock = dataDir ? acquireDataDirLock(dataDir) : undefined;
  let client: PgliteThread;
  try {
    if (dataDir) initializePgliteDataDir(dataDir);
    client = ownThread
      ? await openPgliteThread({ dataDir, settings: PGLITE_SETTINGS })
      : await openPgliteHere(dataDir, loadDataDir);
  } catch (error) {
    lock?.release();
    throw error;
  }
  const db = drizzlePglite({ client: client as unknown as PGlite, schema }) as unknown as Database;
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
    // Only a thread has answers waiting for the event loop; PGlite on this thread has none.
    ...(client.takeReplies && { takeReplies: client.takeReplies }),
    dumpDataDir: async () => {
      // Written-out pages make the copy quicker to open; it is consistent either way (WAL).
      await client.exec('CHECKPOINT');
      return client.dumpDataDir();
    },
  };
}

/** PGlite on this thread, behind the same interface as the worker thread's. */
async function openPgliteHere(dataDir: string | undefined, loadDataDir: Blob | undefined): Promise<PgliteThread> {
  const here = await PGlite.create({ dataDir, loadDataDir, postgresqlconf: PGLITE_SETTINGS, extensions: { pg_trgm } });
  return {
    query: here.query.bind(here),
    exec: here.exec.bind(here),
    transaction: here.transaction.bind(here),
    dumpDataDir: () => here.dumpDataDir('none'),
    close: () => here.close(),
  };
}

async function openPostgres(url: string, poolSize: number, statementTimeoutMs: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 2_000,
    // Every pooled session starts with it (a startup parameter, so RESET comes back to it).
    statement_timeout: statementTimeoutMs,
    // No JIT compilation: the shop's statements are short, and the one that scans a whole table
    // (the catalogue's look at other instances' stock, a million rows at the largest) spent some
    // 50 ms of its ~390 compiling itself, once a second.
    options: '-c jit=off',
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
    listen: (channel, onNotify, onLost) => listenOn(url, channel, onNotify, onLost),
    close: () => pool.end(),
  };
}

/** After a lost listening connection, the next attempt waits this long. */
const LISTEN_RETRY_MS = 1_000;

function listenOn(
  url: string,
  channel: string,
  onNotify: (payload: string | null) => void,
  onLost: () => void = () => {},
): () => Promise<void> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  const connect = () => {
    retry = null;
    if (stopped) return;
    const next = new pg.Client({ connectionString: url });
    client = next;
    const again = () => {
      next.removeAllListeners('error');
      next.on('error', () => {});
      next.end().catch(() => {});
      if (client === next && !stopped && !retry) {
        onLost();
        retry = setTimeout(connect, LISTEN_RETRY_MS);
      }
    };
    next.on('error', again);
    next.on('end', again);
    next.on('notification', (message) => message.channel === channel && onNotify(message.payload ?? ''));
    next
      .connect()
      .then(() => next.query(`LISTEN "${channel.replace(/"/g, '""')}"`))
      // A notification may have been missed while not listening.
      .then(() => onNotify(null), again);
  };
  connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}

/** Rows of a raw SQL query; both drivers answer `{rows}`, which Drizzle's shared type leaves unknown. */
export async function selectRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/** Names of prepared statements by their text (bounded: past the bound the name is computed again). */
const statementNames = new Map<string, string>();

/** A name that only this text gets: two texts can never share a prepared statement on one connection. */
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    name = `tbd_${createHash('sha1').update(text).digest('hex').slice(0, 32)}`;
    if (statementNames.size < 1_000) statementNames.set(text, name);
  }
  return name;
}

/**
 * Rows of a raw SQL statement whose text never changes (lists go in as array parameters, never as
 * `in ($1, $2, …)`), run on PostgreSQL as a named prepared statement: each pooled connection
 * parses and plans it once instead of on every call: planning was most of PostgreSQL's time for
 * the small statements a checkout runs (see docs/decisions/011-prepared-statements.md). The embedded database has no named statements: there it
 * runs as selectRows does. Only for fixed texts: each distinct text stays prepared on every connection.
 */
export async function selectRowsPrepared<Row>(db: Database, query: SQL, shape?: string): Promise<Row[]> {
  // Drizzle keeps the statement name to its query builders' `.prepare(name)`; raw SQL reaches it through the session.
  const { dialect, session } = db as unknown as { dialect: PgDialect; session: PgSession };
  // A hot statement names its shape: its text is built once (statement-shapes.ts).
  const built = shape === undefined ? dialect.sqlToQuery(query) : buildByShape(dialect, query, shape);
  const result = (await session.prepareQuery(built, undefined, statementName(built.sql), false).execute()) as {
    rows: Row[];
  };
  return result.rows;
}

/**
 * Reads rows of a raw statement (database column names, as `select t.*` or `returning *` give
 * them) as Drizzle reads the table's rows: property names, dates, JSON. Other columns are ignored.
 */
export function tableRowReader<T extends Table>(table: T): (raw: Record<string, unknown>) => T['$inferSelect'] {
  const columns = Object.entries(getTableColumns(table));
  return (raw) => {
    const row: Record<string, unknown> = {};
    for (const [key, column] of columns) {
      const value = raw[column.name];
      row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
    }
    return row as T['$inferSelect'];
  };
}
