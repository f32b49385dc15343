import { setFlagsFromString } from 'node:v8';
import { MessageChannel, receiveMessageOnPort, Worker } from 'node:worker_threads';
import type { Results, Transaction } from '@electric-sql/pglite';
import { answerParsers, readAnswer } from './pglite-answer.mjs';

/**
 * The embedded database on a thread of its own (pglite-worker.mjs), seen from the main thread as
 * the part of PGlite's interface the shop uses: `query`, `exec`, `transaction`, a dump, `close`.
 *
 * Why: PGlite runs PostgreSQL as WebAssembly on the thread that calls it. On the main thread an
 * order's statements or an admin's report held up every other request; on its own thread they run
 * beside the HTTP work. See docs/decisions/010-embedded-database-on-its-own-thread.md.
 *
 * Transactions: the worker is one PostgreSQL session, so while a transaction is open nothing else
 * may reach it. Other queries and transactions wait for it to end (see inTurn); queries outside
 * transactions go straight through (the worker runs requests strictly in arrival order, so one
 * sent before a BEGIN finishes before it).
 */
export interface PgliteThread {
  query<Row = Record<string, unknown>>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<Row>>;
  exec(text: string): Promise<Results[]>;
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
  dumpDataDir(): Promise<Blob>;
  close(): Promise<void>;
  /**
   * Takes the answers the thread has sent but this thread's event loop has not delivered yet,
   * at once. Call between requests: on a busy shop a turn of the loop serves every request
   * that is ready before it hands over an answer, so each statement of an order waited for all
   * of them, and an order is several statements.
   */
  takeReplies?(): void;
}

/** What Drizzle passes: a row mode, and parsers that keep some types (timestamps, dates) as text. */
interface QueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, (value: string, typeId: number) => unknown>;
}

type Request =
  { op: 'query'; text: string; params?: unknown[] } | { op: 'exec'; text: string } | { op: 'dump' } | { op: 'close' };

const WORKER_FILE = new URL('./pglite-worker.mjs', import.meta.url);

/** A database error from the worker, with the driver's fields (code, constraint, detail…) as they were. */
function rebuiltError(fields: Record<string, unknown>): Error {
  const error = new Error(String(fields.message));
  const { message: _message, stack: _stack, ...rest } = fields;
  return Object.assign(error, rest);
}

/**
 * Only parsers that keep the database's text can cross to the worker (functions cannot): the
 * worker applies "keep the text" to their types. Anything else is a programming error, found here.
 * Drizzle passes the same parsers object with every statement of a query, so each is checked once.
 */
const textTypesByParsers = new WeakMap<NonNullable<QueryOptions['parsers']>, number[]>();
function textTypesOf(parsers: QueryOptions['parsers']): number[] | undefined {
  if (!parsers) return undefined;
  let types = textTypesByParsers.get(parsers);
  if (!types) {
    types = Object.entries(parsers).map(([type, parse]) => {
      const probe = '2026-01-02 03:04:05+00';
      if (parse(probe, Number(type)) !== probe)
        throw new Error(`The embedded database's thread only keeps values as text; parser for type ${type} does more`);
      return Number(type);
    });
    textTypesByParsers.set(parsers, types);
  }
  return types;
}

export async function openPgliteThread(options: { dataDir?: string; settings: string[] }): Promise<PgliteThread> {
  // The main isolate no longer holds PGlite's WebAssembly memory, which V8 counted as memory
  // pressure when deciding when to collect: without it the main heap grew far under load before a
  // full collection. Let it grow by at most half over what survived the last one (the default
  // allows up to four times); at a quarter, collections cost the reads too much. The figures are in
  // docs/decisions/010-embedded-database-on-its-own-thread.md.
  setFlagsFromString('--heap-growing-percent=50');
  // The thread's own objects are short-lived query results: a small young generation is enough
  // (the default reserves much more).
  // Answers come on a port of their own, which takeReplies can read without waiting for the loop.
  const { port1: replies, port2: repliesForWorker } = new MessageChannel();
  const worker = new Worker(WORKER_FILE, {
    workerData: { dataDir: options.dataDir, settings: options.settings, replies: repliesForWorker },
    transferList: [repliesForWorker],
    resourceLimits: { maxYoungGenerationSizeMb: 4 },
  });
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let stopped: Error | null = null;
  /** PGlite's parsers for this database's types, known once the worker is ready. */
  let parsers: Parameters<typeof readAnswer>[1] = {};

  const stop = (error: Error) => {
    stopped ??= error;
    for (const { reject } of pending.values()) reject(stopped);
    pending.clear();
    replies.close();
  };

  await new Promise<void>((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    worker.once('error', onError);
    worker.once(
      'message',
      (message: { ready: boolean; arrayTypes?: [number, number][]; error?: Record<string, unknown> }) => {
        worker.off('error', onError);
        if (message.ready) {
          parsers = answerParsers(message.arrayTypes ?? []);
          resolve();
        } else reject(rebuiltError(message.error ?? { message: 'The embedded database did not start' }));
      },
    );
  }).catch(async (error: unknown) => {
    replies.close();
    await worker.terminate();
    throw error;
  });

  const deliver = (message: { id: number; result?: unknown; error?: Record<string, unknown> }) => {
    const waiting = pending.get(message.id);
    if (!waiting) return;
    pending.delete(message.id);
    if (message.error) waiting.reject(rebuiltError(message.error));
    else waiting.resolve(message.result);
  };
  replies.on('message', deliver);
  worker.on('error', (error) => stop(error));
  // A thread asked to close exits with 0, and its exit may reach this thread before its answer to
  // the close does: that is the close having worked, not the thread stopping under the shop.
  let closing = false;
  const closedAsAsked = new Error('The embedded database was closed');
  worker.on('exit', (code) =>
    stop(
      closing && code === 0 ? closedAsAsked : new Error(`The embedded database's thread stopped (exit code ${code})`),
    ),
  );

  function send<T>(request: Request): Promise<T> {
    if (stopped) return Promise.reject(stopped);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ id, ...request });
    });
  }

  /**
   * While a transaction holds the session, other requests and transactions wait; when it ends, the
   * requests go first, then the next transaction. Requests are short reads (a signed-in user, say)
   * that an order waits for before it joins a batch: let through behind the next batch's whole
   * transaction, each order waited for one batch more.
   */
  let inTransaction = false;
  const waitingRequests: (() => void)[] = [];
  const waitingTransactions: (() => void)[] = [];
  /** `start` runs at once or when its turn comes; it must send before its first await, so the worker sees requests in this order. */
  function inTurn<T>(waiting: (() => void)[], start: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const run = () => {
        try {
          resolve(start());
        } catch (error) {
          reject(error);
        }
      };
      if (inTransaction) waiting.push(run);
      else run();
    });
  }
  function transactionEnded() {
    inTransaction = false;
    for (const start of waitingRequests.splice(0)) start();
    // Takes the session again before returning (runTransaction's first step).
    waitingTransactions.shift()?.();
  }

  // The worker hands over the answer's bytes; they are read here (pglite-answer.mjs says why).
  const sendQuery = <Row>(text: string, params?: unknown[], queryOptions?: QueryOptions) => {
    const textTypes = textTypesOf(queryOptions?.parsers);
    return send<{ answer: Uint8Array }>({ op: 'query', text, params }).then(({ answer }) => {
      const read = readAnswer(answer, parsers, textTypes, queryOptions?.rowMode);
      if (read.error) throw read.error;
      return read.result as Results<Row>;
    });
  };
  const sendExec = (text: string) => send<Results[]>({ op: 'exec', text });

  async function runTransaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    inTransaction = true;
    let closed = false;
    let ended = false;
    const release = () => {
      if (ended) return;
      ended = true;
      transactionEnded();
    };
    const tx = {
      query: sendQuery,
      sql: () => {
        throw new Error('tx.sql is not used by the shop');
      },
      exec: sendExec,
      rollback: async () => {
        await sendExec('ROLLBACK');
        closed = true;
      },
      listen: () => {
        throw new Error('LISTEN is not used by the shop');
      },
      get closed() {
        return closed;
      },
    } as unknown as Transaction;
    // What waits goes on as soon as COMMIT or ROLLBACK is sent, not when it is answered: the
    // worker runs requests in arrival order, so it runs after it, and the database goes from one
    // transaction straight to the next instead of waiting for the main thread to take the answer
    // and start the next (on a busy shop, a turn of its loop: several ms).
    const end = (command: 'COMMIT' | 'ROLLBACK') => {
      closed = true;
      const answered = sendExec(command);
      release();
      return answered;
    };
    try {
      // Not waited for: the worker runs requests in arrival order, so the work's first statement
      // runs after it, and a transaction costs one round trip fewer (each waits for a turn of a
      // busy main thread). BEGIN fails only with the thread itself, and then so does all the rest.
      const begun = sendExec('BEGIN');
      begun.catch(() => {});
      try {
        const result = await work(tx);
        await begun;
        if (!closed) await end('COMMIT');
        return result;
      } catch (error) {
        if (!closed && !stopped) await end('ROLLBACK');
        throw error;
      } finally {
        closed = true;
      }
    } finally {
      release();
    }
  }

  return {
    query: (text, params, queryOptions) => inTurn(waitingRequests, () => sendQuery(text, params, queryOptions)),
    exec: (text) => inTurn(waitingRequests, () => sendExec(text)),
    transaction: (work) => inTurn(waitingTransactions, () => runTransaction(work)),
    dumpDataDir: async () => {
      const dump = await inTurn(waitingRequests, () => send<{ bytes: ArrayBuffer; type: string }>({ op: 'dump' }));
      return new Blob([dump.bytes], { type: dump.type });
    },
    close: async () => {
      if (stopped) return;
      await inTurn(waitingRequests, () => {
        closing = true;
        return send({ op: 'close' });
      }).catch((error: unknown) => {
        if (error !== closedAsAsked) throw error;
      });
      replies.close();
      await worker.terminate();
    },
    takeReplies() {
      // Nothing asked, nothing to take: the usual case costs a size check.
      for (let taken; pending.size > 0 && (taken = receiveMessageOnPort(replies));)
        deliver(taken.message as Parameters<typeof deliver>[0]);
    },
  };
}
