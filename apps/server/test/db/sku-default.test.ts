import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { selectRows, type DatabaseHandle } from '../../src/db/client.ts';
import { migratedScratchDatabase, testEngines } from '../helpers.ts';

describe.each(testEngines)("a new tool's default SKU past a million on $engine", ({ engine }) => {
  let handle: DatabaseHandle;
  let close: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    ({ handle, close } = await migratedScratchDatabase(engine));
  });

  afterAll(async () => {
    await close?.();
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
