import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { PGlite } from '@electric-sql/pglite';
import { openPgliteThread, type PgliteThread } from './pglite-thread.ts';
import { openDatabase, selectRows, type DatabaseHandle } from './client.ts';

describe('the embedded database on its own thread', () => {
  let thread: PgliteThread;
  beforeAll(async () => {
    thread = await openPgliteThread({ settings: [] });
    await thread.exec('create table counter (id int primary key, n int not null check (n >= 0))');
  }, 60_000);
  afterAll(() => thread?.close());

  it('answers queries with parameters, as objects or arrays, and keeps the types asked as text', async () => {
    const rows = await thread.query<{ sum: number; stamp: string }>(
      `select $1::int + $2::int as sum, timestamptz '2026-01-02 03:04:05+00' as stamp`,
      [2, 3],
      {
        parsers: { 1184: (value: string) => value },
      },
    );
    expect(rows.rows).toEqual([{ sum: 5, stamp: '2026-01-02 03:04:05+00' }]);
    const arrays = await thread.query(`select 1 as a, 'x' as b`, [], { rowMode: 'array' });
    expect(arrays.rows).toEqual([[1, 'x']]);
  });

  it('hands over answers already sent when asked, before the event loop would', async () => {
    // Inside a transaction a statement is sent at once (no gate to wait at).
    await thread.transaction(async (tx) => {
      let answered = false;
      const answer = tx.query<{ one: number }>('select 1 as one').then((result) => {
        answered = true;
        return result;
      });
      // This thread stays busy, as with a turn of requests, long enough for the answer to arrive.
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 300);
      thread.takeReplies!();
      await Promise.resolve();
      await Promise.resolve();
      // Settled within this turn: without takeReplies it would wait for the next one.
      expect(answered).toBe(true);
      expect((await answer).rows).toEqual([{ one: 1 }]);
    });
    // Nothing asked: nothing taken, nothing broken.
    thread.takeReplies!();
    expect((await thread.query('select 2 as two')).rows).toEqual([{ two: 2 }]);
  });

  it('refuses a parser that does more than keep the text (functions cannot cross threads)', async () => {
    await expect(
      thread.query('select 1', [], { parsers: { 1184: (value: string) => new Date(value) } }),
    ).rejects.toThrow(/only keeps values as text/);
  });

  it("passes the database's error fields through (code, constraint, table)", async () => {
    await thread.exec('insert into counter values (1, 0) on conflict do nothing');
    const error = await thread.query('insert into counter values (1, 0)').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: '23505', constraint: 'counter_pkey', table: 'counter' });
  });

  it('commits a transaction, and rolls one back when its work throws', async () => {
    await thread.exec('delete from counter; insert into counter values (2, 10)');
    await thread.transaction(async (tx) => {
      await tx.query('update counter set n = n - 1 where id = 2');
    });
    await expect(
      thread.transaction(async (tx) => {
        await tx.query('update counter set n = n - 5 where id = 2');
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await expect(
      thread.transaction(async (tx) => {
        await tx.query('update counter set n = n - 5 where id = 2');
        await tx.query('update counter set n = n - 100 where id = 2');
      }),
    ).rejects.toMatchObject({ code: '23514' });
    expect((await thread.query<{ n: number }>('select n from counter where id = 2')).rows).toEqual([{ n: 9 }]);
  });

  it('keeps other queries and transactions out of an open transaction', async () => {
    await thread.exec('delete from counter; insert into counter values (3, 0)');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const seen: string[] = [];
    const first = thread.transaction(async (tx) => {
      await tx.query('update counter set n = 1 where id = 3');
      seen.push('first updated');
      await held;
      // Rolled back: had the outside read run inside this transaction, it would have seen 1.
      await tx.rollback();
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const outside = thread.query<{ n: number }>('select n from counter where id = 3').then((result) => {
      seen.push(`outside read ${result.rows[0]!.n}`);
    });
    const second = thread.transaction(async (tx) => {
      await tx.query('update counter set n = n + 10 where id = 3');
      seen.push('second updated');
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toEqual(['first updated']);
    release();
    await Promise.all([first, outside, second]);
    expect(seen).toEqual(['first updated', 'outside read 0', 'second updated']);
    expect((await thread.query<{ n: number }>('select n from counter where id = 3')).rows).toEqual([{ n: 10 }]);
  });

  it('starts the next transaction once COMMIT is sent, before its answer is taken', async () => {
    await thread.exec('delete from counter; insert into counter values (7, 0)');
    const seen: string[] = [];
    const first = thread
      .transaction(async (tx) => {
        await tx.query('update counter set n = 1 where id = 7');
      })
      .then(() => seen.push('first committed'));
    const second = thread.transaction(async (tx) => {
      seen.push('second started');
      // Run after the first's COMMIT: its change is there to read.
      return (await tx.query<{ n: number }>('select n from counter where id = 7')).rows[0]!.n;
    });
    // The first's COMMIT answer crosses threads (a later turn of the loop); the second began at once.
    expect(await second).toBe(1);
    await first;
    expect(seen[0]).toBe('second started');
  });

  it('lets the queries waiting for a transaction go before the transactions waiting with them', async () => {
    await thread.exec('delete from counter; insert into counter values (8, 0)');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const first = thread.transaction(async (tx) => {
      await tx.query('update counter set n = 1 where id = 8');
      await held;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Asked for in this order: a transaction, then a read.
    const second = thread.transaction(async (tx) => {
      await tx.query('update counter set n = 2 where id = 8');
    });
    const read = thread.query<{ n: number }>('select n from counter where id = 8');
    release();
    await Promise.all([first, second]);
    // The read ran between the two: after the first's COMMIT, before the second began.
    expect((await read).rows).toEqual([{ n: 1 }]);
    expect((await thread.query<{ n: number }>('select n from counter where id = 8')).rows).toEqual([{ n: 2 }]);
  });

  it('keeps the next transaction apart from a COMMIT that fails', async () => {
    await thread.exec('create table deferred_once (id int primary key deferrable initially deferred)');
    // The key is checked at COMMIT, which fails; the transaction queued behind it is its own.
    const failing = thread.transaction(async (tx) => {
      await tx.query('insert into deferred_once values (1), (1)');
    });
    const next = thread.transaction(async (tx) => {
      await tx.query('insert into deferred_once values (2)');
    });
    await expect(failing).rejects.toMatchObject({ code: '23505' });
    await next;
    expect((await thread.query<{ id: number }>('select id from deferred_once order by id')).rows).toEqual([{ id: 2 }]);
  });

  it('runs many concurrent transactions one at a time, losing no update', async () => {
    await thread.exec('delete from counter; insert into counter values (4, 0)');
    await Promise.all(
      Array.from({ length: 50 }, () =>
        thread.transaction(async (tx) => {
          const { rows } = await tx.query<{ n: number }>('select n from counter where id = 4');
          await tx.query('update counter set n = $1 where id = 4', [rows[0]!.n + 1]);
        }),
      ),
    );
    expect((await thread.query<{ n: number }>('select n from counter where id = 4')).rows).toEqual([{ n: 50 }]);
  });

  // The worker keeps statements prepared by their text (pglite-worker.mjs).
  describe('prepared statements', () => {
    it('answer each call with its own parameters, also past the number of texts kept prepared', async () => {
      const sum = (text: string, a: number, b: number) =>
        thread.query<{ sum: number }>(text, [a, b]).then((result) => result.rows[0]!.sum);
      const first = 'select $1::int + $2::int as sum';
      expect(await sum(first, 1, 2)).toBe(3);
      expect(await sum(first, 10, 20)).toBe(30);
      // 250 other texts push the first out of the kept ones; every answer stays right.
      for (let extra = 0; extra < 250; extra += 1)
        expect(await sum(`select $1::int + $2::int + ${extra} as sum`, extra, 1)).toBe(2 * extra + 1);
      expect(await sum(first, 4, 5)).toBe(9);
      expect(await sum('select $1::int + $2::int + 249 as sum', 0, 0)).toBe(249);
    });

    it('are prepared once per text, and no more of them are kept than the bound', async () => {
      const text = 'select $1::int * 2 as twice';
      for (let call = 1; call <= 3; call += 1)
        expect((await thread.query(text, [call])).rows).toEqual([{ twice: 2 * call }]);
      const kept = (
        await thread.query<{ same: number; all: number }>(
          'select count(*) filter (where statement = $1)::int as same, count(*)::int as all from pg_prepared_statements',
          [text],
        )
      ).rows[0]!;
      expect(kept.same).toBe(1);
      expect(kept.all).toBeLessThanOrEqual(200);
    });

    it('serialize arrays, dates and nulls by the types the statement declares', async () => {
      const { rows } = await thread.query<{ ids: number[]; day: string; missing: null }>(
        'select array(select unnest($1::int[]) order by 1) as ids, $2::date::text as day, $3::text as missing',
        [[3, 1, 2], '2026-11-23', null],
      );
      expect(rows).toEqual([{ ids: [1, 2, 3], day: '2026-11-23', missing: null }]);
    });

    it('read values of each kind, Bangla text among them, and answers larger than one chunk of output', async () => {
      const { rows, fields } = await thread.query<Record<string, unknown>>(
        `select $1::text as name, '{"a": [1, 2]}'::jsonb as doc, true as yes, 9007199254740993::bigint as big, 2.5::float8 as half, null::int as nothing`,
        ['হাতুড়ি ১৬ আউন্স'],
      );
      expect(rows).toEqual([
        { name: 'হাতুড়ি ১৬ আউন্স', doc: { a: [1, 2] }, yes: true, big: 9007199254740993n, half: 2.5, nothing: null },
      ]);
      expect(fields.map((field) => field.name)).toEqual(['name', 'doc', 'yes', 'big', 'half', 'nothing']);
      // About 6 MB of rows: the database hands them over in several pieces.
      const many = await thread.query<{ n: number; filler: string }>(
        `select n, repeat('স', 1000) as filler from generate_series(1, 2000) as n`,
      );
      expect(many.rows).toHaveLength(2000);
      expect(many.rows[1999]).toEqual({ n: 2000, filler: 'স'.repeat(1000) });
    });

    it('read every kind of value, arrays of each among them, as PGlite itself reads them', async () => {
      const statement = `select $1::uuid[] as ids, array['a', null, 'হ']::text[] as words, array[true, false] as flags,
          array['2026-11-27 10:00:00+00']::timestamptz[] as moments, array[1.5, 2]::numeric[] as amounts,
          array[9007199254740993]::bigint[] as bigs, array['{"a": 1}']::jsonb[] as docs, '2026-11-27'::date as day,
          now()::timestamptz as moment, 'a b'::tsvector as document, array[[1, 2], [3, 4]] as grid`;
      const params = [['3ef8fa11-3644-41a1-9a44-7b2ec16faaee']];
      const plain = await PGlite.create();
      try {
        const expected = await plain.query(statement, params);
        const { rows, fields } = await thread.query(statement, params);
        const withoutMoment = (row: Record<string, unknown>) => ({ ...row, moment: row.moment instanceof Date });
        expect(rows.map(withoutMoment)).toEqual(
          expected.rows.map((row) => withoutMoment(row as Record<string, unknown>)),
        );
        expect(fields).toEqual(expected.fields);
      } finally {
        await plain.close();
      }
    });

    it('report a statement that does not parse, and the session goes on', async () => {
      await expect(thread.query('selec 1')).rejects.toMatchObject({ code: '42601' });
      await expect(thread.query('selec 1')).rejects.toMatchObject({ code: '42601' });
      expect((await thread.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    });

    it('count the rows a change touched', async () => {
      await thread.exec('delete from counter; insert into counter values (5, 0), (6, 0)');
      expect((await thread.query('update counter set n = n + $1 where id >= 5', [1])).affectedRows).toBe(2);
    });

    it('read a table a script changed with its new columns', async () => {
      await thread.exec('create table widened (id int primary key)');
      await thread.query('insert into widened values ($1)', [1]);
      expect((await thread.query('select * from widened')).rows).toEqual([{ id: 1 }]);
      await thread.exec('alter table widened add column label text not null default $$x$$');
      expect((await thread.query('select * from widened')).rows).toEqual([{ id: 1, label: 'x' }]);
    });
  });
});

describe('a shop database in a folder runs on its own thread by default', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'toolsbd-thread-'));
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') });
  }, 120_000);
  afterAll(async () => {
    await handle?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps the main thread free while a statement runs', async () => {
    let ticks = 0;
    const ticking = setInterval(() => ticks++, 10);
    try {
      await handle.execScript('select pg_sleep(0.5)');
    } finally {
      clearInterval(ticking);
    }
    // On the main thread the statement would hold the event loop for the whole half second.
    expect(ticks).toBeGreaterThanOrEqual(20);
  });

  it('serves Drizzle: statements, transactions (with a savepoint) and a dump of the folder', async () => {
    await handle.execScript(
      'create table notes (id serial primary key, body text not null, at timestamptz not null default now())',
    );
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into notes (body) values ('kept')`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into notes (body) values ('dropped')`);
          inner.rollback();
        })
        .catch(() => {});
    });
    const rows = await selectRows<{ body: string }>(handle.db, sql`select body from notes order by id`);
    expect(rows).toEqual([{ body: 'kept' }]);
    const dump = await handle.dumpDataDir!();
    expect(dump.size).toBeGreaterThan(1_000_000);
  });
});
