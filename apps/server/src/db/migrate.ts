import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { selectRows, type DatabaseHandle } from './client.ts';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
/** Arbitrary but fixed: every instance takes the same lock before migrating. */
export const MIGRATION_LOCK_ID = 724_301;

/**
 * Applies db/migrations/*.sql in name order, each once, each all-or-nothing.
 * Several instances starting together queue on an advisory lock, so each file runs once.
 */
export async function migrate(handle: DatabaseHandle, { directory = MIGRATIONS_DIR }: { directory?: string } = {}): Promise<string[]> {
  return handle.withAdvisoryLock(MIGRATION_LOCK_ID, async () => {
    await handle.execScript(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = await selectRows<{ name: string }>(handle.db, sql`select name from schema_migrations`);
    const applied = new Set(done.map((row) => row.name));
    const pending = readdirSync(directory)
      .filter((file) => file.endsWith('.sql') && !applied.has(file))
      .sort();
    for (const file of pending) {
      const body = readFileSync(join(directory, file), 'utf8');
      await handle.execScript(
        // One simple-protocol script runs as one implicit transaction: all of it or none. A
        // migration may rewrite a big table: the requests' statement timeout is not for it.
        `SET LOCAL statement_timeout = 0;\n${body}\nINSERT INTO schema_migrations (name) VALUES ('${file.replace(/'/g, "''")}');`,
      );
    }
    return pending;
  });
}
