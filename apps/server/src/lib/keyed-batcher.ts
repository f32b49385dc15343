/**
 * Group commit for work that contends on one key (one tool's stock row, say): one batch per key
 * runs at a time, and everything submitted for that key while it runs goes together in the next
 * batch. Under no load a request runs alone, after one turn of the event loop (no timer); under
 * load, N requests share one transaction, one row lock and one WAL flush instead of queueing on
 * the lock one by one. A batch may let the next one start while it finishes (nextMayStart).
 */

/** What a batch returns for each of its items, in the same order. */
export type Outcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

/**
 * Runs one batch. It may call `nextMayStart` before it has finished, once what follows no longer
 * needs to wait for it (a transaction about to commit: the database orders the next one after
 * it); otherwise the next batch starts when this one has finished.
 */
export type BatchRunner<K, I, O> = (key: K, items: I[], nextMayStart: () => void) => Promise<Outcome<O>[]>;

interface Pending<I, O> {
  item: I;
  resolve: (value: O) => void;
  reject: (error: unknown) => void;
}

export interface KeyedBatcher<K, I, O> {
  submit(key: K, item: I): Promise<O>;
  /** Keys with work queued or in flight (for tests and shutdown). */
  readonly busyKeys: number;
}

export function createKeyedBatcher<K, I, O>(run: BatchRunner<K, I, O>, { maxBatch = 100 } = {}): KeyedBatcher<K, I, O> {
  const queues = new Map<K, Pending<I, O>[]>();

  function settle(batch: Pending<I, O>[], outcomes: Outcome<O>[]) {
    batch.forEach((pending, index) => {
      const outcome = outcomes[index];
      if (!outcome) pending.reject(new Error('batch returned no outcome for an item'));
      else if (outcome.ok) pending.resolve(outcome.value);
      else pending.reject(outcome.error);
    });
  }

  async function drain(key: K, queue: Pending<I, O>[]) {
    for (let first = true; queue.length > 0; first = false) {
      // One turn of the event loop first, so everything that is ready to submit (requests read
      // in the same poll, lookups finished together) joins this batch. A later batch starts at
      // once with what came in while the one before it ran: a turn of a busy loop is several ms,
      // which the database spent idle between two batches of orders.
      if (first) await new Promise((resolve) => setImmediate(resolve));
      const batch = queue.splice(0, maxBatch);
      let released!: () => void;
      const mayStart = new Promise<void>((resolve) => (released = resolve));
      // A runner that throws before its first await fails its batch like one that rejects.
      const finished = new Promise<Outcome<O>[]>((resolve) =>
        resolve(
          run(
            key,
            batch.map((pending) => pending.item),
            released,
          ),
        ),
      ).then(
        (outcomes) => settle(batch, outcomes),
        (error: unknown) => batch.forEach((pending) => pending.reject(error)),
      );
      await Promise.race([mayStart, finished]);
    }
    queues.delete(key);
  }

  return {
    submit(key, item) {
      return new Promise<O>((resolve, reject) => {
        const queue = queues.get(key);
        if (queue) {
          queue.push({ item, resolve, reject });
          return;
        }
        const fresh = [{ item, resolve, reject }];
        queues.set(key, fresh);
        void drain(key, fresh);
      });
    },
    get busyKeys() {
      return queues.size;
    },
  };
}

/**
 * Runs a batch; if it fails for a reason `retryable` accepts, each item is run again on its own,
 * so that one bad item cannot fail the others (a failed batch transaction changed nothing).
 */
export async function runOrEachAlone<I, O>(
  run: (items: I[]) => Promise<Outcome<O>[]>,
  items: I[],
  retryable: (error: unknown) => boolean,
): Promise<Outcome<O>[]> {
  try {
    return await run(items);
  } catch (error) {
    if (items.length === 1 || !retryable(error)) throw error;
    const outcomes: Outcome<O>[] = [];
    for (const item of items) {
      try {
        const [outcome] = await run([item]);
        outcomes.push(outcome ?? { ok: false, error: new Error('batch returned no outcome for an item') });
      } catch (single) {
        outcomes.push({ ok: false, error: single });
      }
    }
    return outcomes;
  }
}
