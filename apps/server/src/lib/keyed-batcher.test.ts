import { describe, expect, it, vi } from 'vitest';
import { createKeyedBatcher, type Outcome } from './keyed-batcher.ts';

/** A runner that records every batch it was given and answers each item doubled (odd items fail). */
function recordingRunner(options: { delayMs?: number } = {}) {
  const batches: { key: string; items: number[] }[] = [];
  const run = async (key: string, items: number[]): Promise<Outcome<number>[]> => {
    batches.push({ key, items });
    if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
    return items.map((item) =>
      item % 2 === 0 ? { ok: true, value: item * 2 } : { ok: false, error: new Error(`odd ${item}`) },
    );
  };
  return { batches, run };
}

describe('keyed batcher', () => {
  it('runs a lone submission by itself, without waiting for company', async () => {
    const { batches, run } = recordingRunner();
    const batcher = createKeyedBatcher(run);
    // No timer waits for company (a wall-clock bound would flake on a loaded machine): only one turn of the event loop.
    const timers = vi.spyOn(globalThis, 'setTimeout');
    try {
      await expect(batcher.submit('a', 2)).resolves.toBe(4);
      expect(timers).not.toHaveBeenCalled();
    } finally {
      timers.mockRestore();
    }
    expect(batches).toEqual([{ key: 'a', items: [2] }]);
    expect(batcher.busyKeys).toBe(0);
  });

  it('puts what is submitted together into one batch, in submission order, and answers each caller', async () => {
    const { batches, run } = recordingRunner();
    const batcher = createKeyedBatcher(run);
    const results = await Promise.allSettled([2, 3, 4, 6].map((item) => batcher.submit('tool', item)));
    expect(batches).toEqual([{ key: 'tool', items: [2, 3, 4, 6] }]);
    expect(
      results.map((result) => (result.status === 'fulfilled' ? result.value : (result.reason as Error).message)),
    ).toEqual([4, 'odd 3', 8, 12]);
  });

  it('collects what arrives while a batch is in flight into the next batch', async () => {
    const { batches, run } = recordingRunner({ delayMs: 30 });
    const batcher = createKeyedBatcher(run);
    const first = batcher.submit('tool', 2);
    await new Promise((resolve) => setTimeout(resolve, 10)); // the first batch is now running
    const later = [4, 6, 8].map((item) => batcher.submit('tool', item));
    await Promise.all([first, ...later]);
    expect(batches.map((batch) => batch.items)).toEqual([[2], [4, 6, 8]]);
  });

  it('starts the next batch when the running one says it may, and answers each when it ends', async () => {
    let finishFirst!: () => void;
    const firstMayFinish = new Promise<void>((resolve) => (finishFirst = resolve));
    const events: string[] = [];
    const batcher = createKeyedBatcher<string, number, number>(async (_key, items, nextMayStart) => {
      events.push(`ran ${items.join(',')}`);
      if (items[0] === 1) {
        nextMayStart();
        await firstMayFinish;
      }
      return items.map((item) => ({ ok: true, value: item * 10 }));
    });
    const first = batcher.submit('tool', 1).then((value) => events.push(`answered ${value}`));
    await new Promise((resolve) => setTimeout(resolve, 10)); // the first batch is running, and said so
    const later = [2, 3].map((item) => batcher.submit('tool', item).then((value) => events.push(`answered ${value}`)));
    await Promise.all(later);
    expect(events).toEqual(['ran 1', 'ran 2,3', 'answered 20', 'answered 30']);
    finishFirst();
    await first;
    expect(events.at(-1)).toBe('answered 10');
    expect(batcher.busyKeys).toBe(0);
  });

  it('without a word from the running batch, starts the next only when it has ended', async () => {
    const events: string[] = [];
    const batcher = createKeyedBatcher<string, number, number>(async (_key, items) => {
      events.push(`ran ${items.join(',')}`);
      await new Promise((resolve) => setTimeout(resolve, 30));
      events.push(`ended ${items.join(',')}`);
      return items.map((item) => ({ ok: true, value: item }));
    });
    const first = batcher.submit('tool', 1);
    await new Promise((resolve) => setTimeout(resolve, 10));
    await Promise.all([first, batcher.submit('tool', 2)]);
    expect(events).toEqual(['ran 1', 'ended 1', 'ran 2', 'ended 2']);
  });

  it('keeps keys apart: batches of different keys run side by side', async () => {
    const { batches, run } = recordingRunner({ delayMs: 30 });
    const batcher = createKeyedBatcher(run);
    const started = performance.now();
    await Promise.all([batcher.submit('a', 2), batcher.submit('b', 4), batcher.submit('a', 6)]);
    expect(performance.now() - started).toBeLessThan(55);
    expect(batches).toEqual(
      expect.arrayContaining([
        { key: 'a', items: [2, 6] },
        { key: 'b', items: [4] },
      ]),
    );
  });

  it('never puts more than maxBatch items in one batch', async () => {
    const { batches, run } = recordingRunner();
    const batcher = createKeyedBatcher(run, { maxBatch: 3 });
    await Promise.all([2, 4, 6, 8, 10, 12, 14].map((item) => batcher.submit('tool', item)));
    expect(batches.map((batch) => batch.items)).toEqual([[2, 4, 6], [8, 10, 12], [14]]);
  });

  it('fails the callers of a batch that throws, and carries on with the next batch', async () => {
    let calls = 0;
    const batcher = createKeyedBatcher<string, number, number>(async (_key, items) => {
      calls += 1;
      if (calls === 1) throw new Error('database away');
      return items.map((item) => ({ ok: true, value: item }));
    });
    const failed = [batcher.submit('tool', 1), batcher.submit('tool', 2)];
    await expect(Promise.all(failed)).rejects.toThrow('database away');
    await Promise.allSettled(failed);
    await expect(batcher.submit('tool', 3)).resolves.toBe(3);
    expect(batcher.busyKeys).toBe(0);
  });
});
