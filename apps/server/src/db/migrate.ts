import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { selectRows, type DatabaseHandle } from './client.ts';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
/** Arbitrary but fixed: every instance takes the same lock before migrating. */
export const MIGRATION_LOCK_ID = 724_301;

/**
 * Migrations up to this number were written on parallel branches before their order was checked:
 * 0005_order_rules / 0005_order_test_payment and 0014_reports / 0014_reports_invoices /
 * 0014_reports_status_counts share a number, 0003 and 0015 were never used, and some arrived after
 * a higher number (0002 after 0004, 0012 after 0016), so a database may have applied any of them
 * late. They keep their names (databases record them by name) and may still run out of order;
 * every later migration takes the next unused number, above all of them.
 */
export const LAST_LEGACY_MIGRATION_NUMBER = 20;

const MIGRATION_NAME = /^(\d+)_[a-z0-9_]+\.sql$/;

/** The number a migration file is named with (`0014_reports.sql` → 14). */
export function migrationNumber(file: string): number {
  const match = MIGRATION_NAME.exec(file);
  if (!match) throw new Error(`Migration file ${file} is not named NNNN_words.sql`);
  return Number(match[1]);
}

/**
 * The order migrations run in: by number, then by name for the legacy files that share a number
 * (0014_reports_status_counts.sql must follow 0014_reports.sql, whose table its triggers count).
 */
export function migrationOrder(files: readonly string[]): string[] {
  return [...files].sort((a, b) => migrationNumber(a) - migrationNumber(b) || (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * Applies db/migrations/*.sql in number order, each once, each all-or-nothing.
 * Several instances starting together queue on an advisory lock, so each file runs once.
 * A pending migration numbered at or below one the database already has (past the legacy ones)
 * is refused before anything runs: it would run in a different order here than on a new database.
 */
export async function migrate(
  handle: DatabaseHandle,
  { directory = MIGRATIONS_DIR }: { directory?: string } = {},
): Promise<string[]> {
  return handle.withAdvisoryLock(MIGRATION_LOCK_ID, async () => {
    await handle.execScript(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = await selectRows<{ name: string }>(handle.db, sql`select name from schema_migrations`);
    const applied = new Set(done.map((row) => row.name));
    const pending = migrationOrder(
      readdirSync(directory).filter((file) => file.endsWith('.sql') && !applied.has(file)),
    );
    const latest = migrationOrder([...applied].filter((name) => MIGRATION_NAME.test(name))).at(-1);
    const misplaced =
      latest &&
      pending.find(
        (file) =>
          migrationNumber(file) > LAST_LEGACY_MIGRATION_NUMBER && migrationNumber(file) <= migrationNumber(latest),
      );
    if (misplaced) {
      throw new Error(
        `Migration ${misplaced} is numbered at or below ${latest}, which this database has already applied; ` +
          `give it a number above ${migrationNumber(latest)}. No migration was applied.`,
      );
    }
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
