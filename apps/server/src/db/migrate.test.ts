import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { copyFileSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { createScratchPostgresDatabase, emptyDatabaseDump } from '../../test/helpers.ts';
import { testPostgresUrl } from '../../test/services.ts';
import { openDatabase, selectRows, type DatabaseHandle } from './client.ts';
import { LAST_LEGACY_MIGRATION_NUMBER, migrate, migrationNumber, MIGRATION_LOCK_ID } from './migrate.ts';

/** Requests get a tiny statement timeout here, so "longer than the timeout" takes a fraction of a second. */
const TIMEOUT_MS = 300;
const LONGER = 'select pg_sleep(0.8)';

describe.skipIf(!testPostgresUrl)('migrations on PostgreSQL are not bound by the requests’ statement timeout', () => {
  let scratch: Awaited<ReturnType<typeof createScratchPostgresDatabase>>;
  let handle: DatabaseHandle;
  const migrations = mkdtempSync(join(tmpdir(), 'toolsbd-migrations-'));

  beforeAll(async () => {
    scratch = await createScratchPostgresDatabase();
    // Two pooled sessions: the one that waits for the lock and the one that migrates.
    handle = await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 2, statementTimeoutMs: TIMEOUT_MS });
  });
  afterAll(async () => {
    await handle?.close();
    await scratch?.drop();
    rmSync(migrations, { recursive: true, force: true });
  });

  it('a request longer than the timeout is cancelled (the test config is in force)', async () => {
    await expect(handle.execScript(LONGER)).rejects.toThrow(/statement timeout/);
  });

  it('waits for another instance holding the migration lock, applies a slow migration, and requests keep their timeout', async () => {
    writeFileSync(join(migrations, '0001_slow.sql'), `${LONGER};\nCREATE TABLE slow_migration_done (id int);\n`);
    const otherInstance = new pg.Client({ connectionString: scratch.url });
    await otherInstance.connect();
    await otherInstance.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    const released = new Promise<void>((resolve) =>
      setTimeout(
        () => void otherInstance.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).then(() => resolve()),
        800,
      ),
    );
    try {
      expect(await migrate(handle, { directory: migrations })).toEqual(['0001_slow.sql']);
    } finally {
      await released;
      await otherInstance.end();
    }
    const [done] = await selectRows<{ count: number }>(
      handle.db,
      sql`select count(*)::int as count from slow_migration_done`,
    );
    expect(done?.count).toBe(0);
    // Both pooled sessions (the lock's one included) are back to the requests' timeout.
    const requests = await Promise.allSettled([handle.execScript(LONGER), handle.execScript(LONGER)]);
    expect(requests.map((request) => request.status === 'rejected' && String(request.reason))).toEqual([
      expect.stringMatching(/statement timeout/),
      expect.stringMatching(/statement timeout/),
    ]);
  });
});

// Databases in the field record these by name: they keep them, shared numbers and gaps included.
const LEGACY_MIGRATIONS = [
  '0001_init.sql',
  '0002_identity.sql',
  '0004_payment_simulator.sql',
  '0005_order_rules.sql',
  '0005_order_test_payment.sql',
  '0006_catalog.sql',
  '0007_sessions.sql',
  '0008_wholesale_catalog.sql',
  '0009_order_lines.sql',
  '0010_settings.sql',
  '0011_mail_queue.sql',
  '0012_order_lifecycle.sql',
  '0013_vat_invoices.sql',
  '0014_reports.sql',
  '0014_reports_invoices.sql',
  '0014_reports_status_counts.sql',
  '0016_catalog_changes.sql',
  '0017_stock_updates_stay_hot.sql',
  '0018_one_created_index.sql',
  '0019_stock_versions.sql',
  '0020_sparse_order_keys.sql',
];

describe('migration numbers', () => {
  let handle: DatabaseHandle;
  let directory: string;
  beforeAll(async () => {
    handle = await openDatabase({ kind: 'pglite', loadDataDir: await emptyDatabaseDump() });
  }, 120_000);
  afterAll(async () => {
    await handle?.close();
  });
  beforeEach(async () => {
    directory = mkdtempSync(join(tmpdir(), 'toolsbd-migration-numbers-'));
    await handle.execScript('DROP TABLE IF EXISTS schema_migrations');
  });
  afterEach(() => rmSync(directory, { recursive: true, force: true }));
  const write = (file: string) =>
    writeFileSync(
      join(directory, file),
      `CREATE TABLE ${file.replace(/\.sql$/, '').replace(/^\d+_/, 'm_')} (id int);\n`,
    );
  const applied = async () =>
    (
      await selectRows<{ name: string }>(handle.db, sql`select name from schema_migrations order by applied_at, name`)
    ).map((row) => row.name);

  it('ships the legacy migrations under their recorded names, then one migration per number from 0021 up, none reused or skipped', () => {
    const shipped = readdirSync(fileURLToPath(new URL('./migrations/', import.meta.url)))
      .filter((file) => file.endsWith('.sql'))
      .sort();
    const legacy = shipped.filter((file) => migrationNumber(file) <= LAST_LEGACY_MIGRATION_NUMBER);
    expect(legacy, 'a migration numbered 0020 or below that is not a legacy one: number it after the latest').toEqual(
      LEGACY_MIGRATIONS,
    );
    const later = shipped.filter((file) => migrationNumber(file) > LAST_LEGACY_MIGRATION_NUMBER).map(migrationNumber);
    expect(later, 'migrations after 0020 take the next number each: none reused, none skipped').toEqual(
      later.map((_, index) => LAST_LEGACY_MIGRATION_NUMBER + 1 + index),
    );
  });

  it('runs migrations by number, then by name: 9999 before 10000, and a shared legacy number in name order', async () => {
    for (const file of ['10000_later.sql', '9999_earlier.sql', '0014_reports_status_counts.sql', '0014_reports.sql'])
      write(file);
    expect(await migrate(handle, { directory })).toEqual([
      '0014_reports.sql',
      '0014_reports_status_counts.sql',
      '9999_earlier.sql',
      '10000_later.sql',
    ]);
  });

  it('refuses a pending migration numbered at or below the latest one applied, and applies none of the pending ones', async () => {
    write('0021_first.sql');
    write('0023_third.sql');
    await migrate(handle, { directory });
    write('0022_second.sql');
    write('0024_fourth.sql');
    await expect(migrate(handle, { directory })).rejects.toThrow(
      'Migration 0022_second.sql is numbered at or below 0023_third.sql, which this database has already applied; give it a number above 23. No migration was applied.',
    );
    write('0023_again.sql');
    rmSync(join(directory, '0022_second.sql'));
    await expect(migrate(handle, { directory })).rejects.toThrow(
      /Migration 0023_again\.sql is numbered at or below 0023_third\.sql/,
    );
    expect(await applied()).toEqual(['0021_first.sql', '0023_third.sql']);
  });

  it('still applies a legacy migration that a database in the field missed, below a higher one it has (0012 arrived after 0016)', async () => {
    write('0016_catalog_changes.sql');
    await migrate(handle, { directory });
    write('0012_order_lifecycle.sql');
    write('0021_next.sql');
    expect(await migrate(handle, { directory })).toEqual(['0012_order_lifecycle.sql', '0021_next.sql']);
  });
});

describe('migration 0005 (testPayment)', () => {
  it('marks the orders the simulator already paid as test payments, and no others', async () => {
    const shipped = fileURLToPath(new URL('./migrations/', import.meta.url));
    const directory = mkdtempSync(join(tmpdir(), 'toolsbd-migrations-0005-'));
    const handle = await openDatabase({ kind: 'pglite', loadDataDir: await emptyDatabaseDump() });
    try {
      for (const file of readdirSync(shipped).filter((name) => name < '0005'))
        copyFileSync(join(shipped, file), join(directory, file));
      await migrate(handle, { directory });
      await handle.execScript(`
        INSERT INTO users (id, email) VALUES ('00000000-0000-4000-8000-000000000001', 'buyer@example.com');
        INSERT INTO tools (id, name, image_url, price_cents, available_quantity) VALUES ('00000000-0000-4000-8000-000000000002', 'Vise', '/v.svg', 100, 10);
        INSERT INTO orders (id, user_id, tool_id, item_name, customer_name, email, phone, quantity, unit_price_cents, price_cents, paid, transaction_id)
        VALUES ('00000000-0000-4000-8000-00000000000a', '00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002', 'Vise', 'B', 'buyer@example.com', '123456', 1, 100, 100, true, 'pi_simulated'),
               ('00000000-0000-4000-8000-00000000000b', '00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002', 'Vise', 'B', 'buyer@example.com', '123456', 1, 100, 100, true, 'pi_from_stripe'),
               ('00000000-0000-4000-8000-00000000000c', '00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002', 'Vise', 'B', 'buyer@example.com', '123456', 1, 100, 100, false, null);
        INSERT INTO simulated_payment_intents (id, client_secret, idempotency_key, order_id, amount_cents, status)
        VALUES ('pi_simulated', 'pi_simulated_secret_x', 'key-a', '00000000-0000-4000-8000-00000000000a', 100, 'succeeded');
      `);
      copyFileSync(join(shipped, '0005_order_test_payment.sql'), join(directory, '0005_order_test_payment.sql'));
      expect(await migrate(handle, { directory })).toEqual(['0005_order_test_payment.sql']);
      const rows = await selectRows<{ transaction_id: string | null; test_payment: boolean }>(
        handle.db,
        sql`select transaction_id, test_payment from orders order by id`,
      );
      expect(rows).toEqual([
        { transaction_id: 'pi_simulated', test_payment: true },
        { transaction_id: 'pi_from_stripe', test_payment: false },
        { transaction_id: null, test_payment: false },
      ]);
    } finally {
      await handle.close();
      rmSync(directory, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('indexes after every migration', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ kind: 'pglite', loadDataDir: await emptyDatabaseDump() });
    await migrate(handle);
  }, 120_000);
  afterAll(async () => {
    await handle?.close();
  });

  // PostgreSQL rewrites a row in place, touching no index, only while no index names the changed
  // column (in its keys or its WHERE). An order changes available_quantity: an index naming it would
  // make every order write into every index of tools, the search GIN indexes among them (0017).
  it('no index of tools names available_quantity, and a stock change is counted as a HOT update', async () => {
    const naming = await selectRows<{ indexname: string }>(
      handle.db,
      sql`select indexname from pg_indexes where tablename = 'tools' and indexdef like '%available_quantity%'`,
    );
    expect(naming).toEqual([]);
    await handle.execScript(
      `INSERT INTO tools (id, name, image_url, price_cents, available_quantity) VALUES ('00000000-0000-4000-8000-000000000002', 'Vise', '/v.svg', 100, 10)`,
    );
    const [counted] = await handle.db.transaction(async (tx) => {
      await tx.execute(
        sql`update tools set available_quantity = available_quantity - 1 where id = '00000000-0000-4000-8000-000000000002'`,
      );
      return selectRows<{ updates: number; hot: number }>(
        tx,
        sql`select n_tup_upd::int as updates, n_tup_hot_upd::int as hot from pg_stat_xact_user_tables where relname = 'tools'`,
      );
    });
    expect(counted).toEqual({ updates: 1, hot: 1 });
  });

  it('newest-first lists read orders_created_id_idx backwards; the duplicate orders_created_idx is gone (0018)', async () => {
    const indexes = await selectRows<{ indexname: string }>(
      handle.db,
      sql`select indexname from pg_indexes where tablename = 'orders' and indexdef like '%(created_at%' order by 1`,
    );
    expect(indexes.map((row) => row.indexname)).toEqual(['orders_created_id_idx']);
    const plan = await handle.db.transaction(async (tx) => {
      // An empty table would be scanned whole: ask for the plan an index would give.
      await tx.execute(sql`set local enable_seqscan = off`);
      return selectRows<{ 'QUERY PLAN': string }>(
        tx,
        sql`explain select id from orders order by created_at desc, id desc limit 20`,
      );
    });
    expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toMatch(/Scan Backward using orders_created_id_idx/);
  });
});
