import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from './client.ts';
import { isRetryableConflict, retryingTransaction } from './retry.ts';
import { createScratchPostgresDatabase } from '../../test/helpers.ts';
import { testPostgresUrl } from '../../test/services.ts';

describe.skipIf(!testPostgresUrl)('a transaction that meets a deadlock on PostgreSQL', () => {
  let handle: DatabaseHandle;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const scratch = await createScratchPostgresDatabase();
    drop = scratch.drop;
    handle = await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 4 });
    await handle.execScript(
      `create table pair (id int primary key, hits int not null default 0); insert into pair (id) values (1), (2);`,
    );
  });
  afterAll(async () => {
    await handle?.close();
    await drop?.();
  });

  /**
   * Two transactions that lock the pair's rows in opposite orders, each waiting (first attempt
   * only) until the other holds its first row: PostgreSQL must end one of them with 40P01.
   */
  function crossing(run: typeof retryingTransaction) {
    const attempts = [0, 0];
    let holding = 0;
    let bothHold!: () => void;
    const barrier = new Promise<void>((resolve) => (bothHold = resolve));
    const one = (index: number, [first, second]: [number, number]) =>
      run(handle.db, async (tx) => {
        attempts[index]! += 1;
        await tx.execute(sql`update pair set hits = hits + 1 where id = ${first}`);
        if (attempts[index] === 1) {
          holding += 1;
          if (holding === 2) bothHold();
          await barrier;
        }
        await tx.execute(sql`update pair set hits = hits + 1 where id = ${second}`);
      });
    return { attempts, done: Promise.allSettled([one(0, [1, 2]), one(1, [2, 1])]) };
  }

  it('runs the loser again whole: both commit, each change once', async () => {
    const { attempts, done } = crossing(retryingTransaction);
    const results = await done;
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled']);
    // The winner ran once; the loser again (more than once if, on a busy machine, its retry met the winner's locks in a new cycle).
    const [winner, loser] = attempts.sort();
    expect(winner).toBe(1);
    expect(loser).toBeGreaterThanOrEqual(2);
    const rows = (await handle.db.execute(sql`select hits from pair order by id`)) as unknown as {
      rows: { hits: number }[];
    };
    expect(rows.rows.map((row) => row.hits)).toEqual([2, 2]);
  });

  it('without it, one of the two fails with 40P01 (what the helper catches)', async () => {
    const { done } = crossing((db, work) => db.transaction((tx) => work(tx as never)));
    const results = await done;
    const failed = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
    expect(failed).toHaveLength(1);
    expect(isRetryableConflict(failed[0]!.reason)).toBe(true);
  });

  it('does not run again for any other error', async () => {
    let runs = 0;
    await expect(
      retryingTransaction(handle.db, async (tx) => {
        runs += 1;
        await tx.execute(sql`insert into pair (id) values (1)`);
      }),
    ).rejects.toThrow();
    expect(runs).toBe(1);
  });
});
