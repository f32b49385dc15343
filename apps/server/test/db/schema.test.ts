import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { check, getTableConfig, integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { DatabaseHandle } from '../../src/db/client.ts';
import * as schema from '../../src/db/schema.ts';
import { migratedScratchDatabase, testEngines } from '../helpers.ts';
import { ddlFor, tablesOf } from './drizzle-ddl.ts';
import { readSchema } from './catalog.ts';

// The SQL migrations build the database; db/schema.ts is how the code sees it. This test keeps
// the two one truth: a fresh database is migrated, schema.ts is created beside it in a schema of
// its own, and PostgreSQL's catalog must describe both alike (tables, column types, nullability,
// defaults, keys, CHECK constraints). Everything is derived from schema.ts and the migrations,
// so new migrations and tables are covered without touching this file.

const DRIZZLE_SCHEMA = 'drizzle_view';

describe.each(testEngines)('db/schema.ts against the migrations on $engine', ({ engine }) => {
  let handle: DatabaseHandle;
  let close: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    ({ handle, close } = await migratedScratchDatabase(engine));
    await handle.execScript(ddlFor(tablesOf(schema), DRIZZLE_SCHEMA));
  });

  afterAll(async () => {
    await close?.();
  });

  it('describes every table, column, type, nullability, default, key and CHECK the migrations create', async () => {
    const migrated = await readSchema(handle.db, 'public', ['schema_migrations']);
    const declared = await readSchema(handle.db, DRIZZLE_SCHEMA);
    expect(Object.keys(declared).sort()).toEqual(
      tablesOf(schema)
        .map((table) => getTableConfig(table).name)
        .sort(),
    );
    expect(declared).toEqual(migrated);
  });

  it('notices a column whose type, nullability or CHECK differs', async () => {
    // The same comparison on a table that disagrees with the migrated `tools`, so the test above
    // is known to catch each kind of drift it claims to.
    const drifted = pgTable(
      'tools',
      { priceCents: text('price_cents'), availableQuantity: integer('available_quantity').notNull() },
      (table) => [check('available_positive', sql`${table.availableQuantity} > 0`)],
    );
    await handle.execScript(ddlFor([drifted], 'drizzle_drifted'));
    const migratedTools = (await readSchema(handle.db, 'public')).tools;
    const driftedTools = (await readSchema(handle.db, 'drizzle_drifted')).tools;
    expect(driftedTools?.columns.price_cents).not.toEqual(migratedTools?.columns.price_cents);
    expect(driftedTools?.columns.price_cents).toEqual({ type: 'text', notNull: false, default: null });
    expect(driftedTools?.constraints).toEqual(['CHECK ((available_quantity > 0))']);
    expect(migratedTools?.constraints).toContain('CHECK ((available_quantity >= 0))');
  });
});
