import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { createScratchPostgresDatabase } from '../../test/helpers.ts';
import { openDatabase, selectRows, type DatabaseHandle } from './client.ts';
import { migrate, MIGRATION_LOCK_ID } from './migrate.ts';

/** Requests get a tiny statement timeout here, so "longer than the timeout" takes a fraction of a second. */
const TIMEOUT_MS = 300;
const LONGER = 'select pg_sleep(0.8)';

describe.skipIf(!process.env.TEST_DATABASE_URL)('migrations on PostgreSQL are not bound by the requests’ statement timeout', () => {
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
      setTimeout(() => void otherInstance.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).then(() => resolve()), 800),
    );
    try {
      expect(await migrate(handle, { directory: migrations })).toEqual(['0001_slow.sql']);
    } finally {
      await released;
      await otherInstance.end();
    }
    const [done] = await selectRows<{ count: number }>(handle.db, sql`select count(*)::int as count from slow_migration_done`);
    expect(done?.count).toBe(0);
    // Both pooled sessions (the lock's one included) are back to the requests' timeout.
    const requests = await Promise.allSettled([handle.execScript(LONGER), handle.execScript(LONGER)]);
    expect(requests.map((request) => request.status === 'rejected' && String(request.reason))).toEqual([
      expect.stringMatching(/statement timeout/),
      expect.stringMatching(/statement timeout/),
    ]);
  });
});
