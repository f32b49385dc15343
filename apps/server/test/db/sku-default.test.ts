import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, selectRows, type DatabaseHandle } from '../../src/db/client.ts';
import { migrate } from '../../src/db/migrate.ts';
import { createScratchPostgresDatabase, emptyDatabaseDump, testEngines } from '../helpers.ts';

describe.each(testEngines)("a new tool's default SKU past a million on $engine", ({ engine }) => {
  let handle: DatabaseHandle;
  let dropScratch: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    if (engine === 'pglite') {
      handle = await openDatabase({ kind: 'pglite', loadDataDir: await emptyDatabaseDump() });
    } else {
      const scratch = await createScratchPostgresDatabase();
      dropScratch = scratch.drop;
      handle = await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 2 });
    }
    await migrate(handle);
  });

  afterAll(async () => {
    await handle?.close();
    await dropScratch?.();
  });

  it('keeps six digits below a million and every digit from there (no duplicate of the 100,000th)', async () => {
    await selectRows(handle.db, sql`select setval('tool_sku_seq', 999998)`);
    const rows = await selectRows<{ sku: string }>(
      handle.db,
      sql`select next_tool_sku() as sku union all select next_tool_sku() union all select next_tool_sku()`,
    );
    expect(rows.map((row) => row.sku)).toEqual(['TBD-999999', 'TBD-1000000', 'TBD-1000001']);
  });
});
