import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createScratchPostgresDatabase, emptyDatabaseDump, testEngines } from '../../test/helpers.ts';
import { testPostgresUrl } from '../../test/services.ts';
import { openDatabase, selectRows, selectRowsPrepared, tableRowReader, type DatabaseHandle } from './client.ts';
import { migrate } from './migrate.ts';
import { tools } from './schema.ts';

const doubled = (values: number[]) =>
  sql`select v * 2 as twice from unnest(${sql.param(values)}::int[]) as v order by v`;
const tripled = (values: number[]) =>
  sql`select v * 3 as thrice from unnest(${sql.param(values)}::int[]) as v order by v`;

describe.each(testEngines)('selectRowsPrepared on $engine', ({ engine }) => {
  let scratch: Awaited<ReturnType<typeof createScratchPostgresDatabase>> | undefined;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    if (engine === 'postgres') {
      scratch = await createScratchPostgresDatabase();
      // Migrating takes two connections (the lock's and the work's); the test's own pool has one.
      const migrating = await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 2 });
      await migrate(migrating);
      await migrating.close();
      // One pooled connection: every statement below runs on the same session, whose prepared statements the test reads.
      handle = await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 1 });
    } else {
      handle = await openDatabase({ kind: 'pglite', loadDataDir: await emptyDatabaseDump() });
      await migrate(handle);
    }
  });
  afterAll(async () => {
    await handle?.close();
    await scratch?.drop();
  });

  it('answers the rows of each call, with that call’s parameters, and keeps two texts apart', async () => {
    expect(await selectRowsPrepared(handle.db, doubled([1, 2]))).toEqual([{ twice: 2 }, { twice: 4 }]);
    expect(await selectRowsPrepared(handle.db, doubled([5]))).toEqual([{ twice: 10 }]);
    expect(await selectRowsPrepared(handle.db, tripled([5]))).toEqual([{ thrice: 15 }]);
    expect(await selectRowsPrepared(handle.db, doubled([]))).toEqual([]);
  });

  it.skipIf(engine !== 'postgres' || !testPostgresUrl)(
    'prepares each text once per connection on PostgreSQL (planned once, not on every call)',
    async () => {
      for (const values of [[1], [2, 3], [4]]) await selectRowsPrepared(handle.db, doubled(values));
      await selectRowsPrepared(handle.db, tripled([1]));
      const prepared = await selectRows<{ name: string; statement: string }>(
        handle.db,
        sql`select name, statement from pg_prepared_statements order by statement`,
      );
      expect(prepared.filter((row) => row.statement.includes('v * 2')).length).toBe(1);
      expect(prepared.filter((row) => row.statement.includes('v * 3')).length).toBe(1);
      expect(new Set(prepared.map((row) => row.name)).size).toBe(prepared.length);
    },
  );

  it('tableRowReader reads `select t.*` rows as Drizzle reads the table', async () => {
    const [inserted] = await handle.db
      .insert(tools)
      .values({
        name: 'Prepared Wrench',
        imageUrl: '/w.svg',
        priceCents: 1250,
        availableQuantity: 3,
        priceBreaks: [{ minQuantity: 2, unitPriceCents: 1100 }],
      })
      .returning();
    const [raw] = await selectRowsPrepared<Record<string, unknown>>(
      handle.db,
      sql`select t.* from ${tools} t where t.id = any(${sql.param([inserted!.id])}::uuid[])`,
    );
    expect(tableRowReader(tools)(raw!)).toEqual(inserted);
  });
});
