import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../db/client.ts';
import type { StockLevel } from './snapshot-rows.ts';

/**
 * Stock that one instance changed, told to the others sharing its PostgreSQL by NOTIFY on this
 * channel, right after the change committed (docs/decisions/040): the others apply it when it
 * arrives instead of finding it by scanning every tool's row once a second. A message lost (the
 * sender stopped before sending, a listener reconnecting) is still found by a slower scan.
 */
export const STOCK_NEWS_CHANNEL = 'tool_stock';

/** What one message tells: the levels left (newest per tool), and tools whose stock is to be read again. */
export interface StockNews {
  /** The sending instance: it skips its own messages. */
  from: string;
  levels: StockLevel[];
  reread: string[];
}

/** NOTIFY takes payloads under 8,000 bytes; a level is some 60 bytes of JSON. */
const PAYLOAD_BYTES = 7_000;

/** Changes made within this long of each other go in one message: a NOTIFY is a commit of its own. */
export const NEWS_DELAY_MS = 20;

/** The messages telling these changes, each under NOTIFY's payload limit (ids and numbers are ASCII). */
export function encodeStockNews(news: StockNews): string[] {
  const messages: string[] = [];
  const head = `{"from":${JSON.stringify(news.from)},`;
  let levels: string[] = [];
  let reread: string[] = [];
  let size = head.length + 30;
  const flush = () => {
    if (levels.length === 0 && reread.length === 0) return;
    messages.push(`${head}"levels":[${levels.join(',')}],"reread":[${reread.join(',')}]}`);
    levels = [];
    reread = [];
    size = head.length + 30;
  };
  for (const level of news.levels) {
    const item = JSON.stringify([level.id, level.availableQuantity, level.version]);
    if (size + item.length + 1 > PAYLOAD_BYTES) flush();
    levels.push(item);
    size += item.length + 1;
  }
  for (const id of news.reread) {
    const item = JSON.stringify(id);
    if (size + item.length + 1 > PAYLOAD_BYTES) flush();
    reread.push(item);
    size += item.length + 1;
  }
  flush();
  return messages;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/** One message's news, or null for anything that is not one (a stray NOTIFY on the channel). */
export function decodeStockNews(payload: string): StockNews | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { from, levels, reread } = parsed as Record<string, unknown>;
  if (typeof from !== 'string' || !Array.isArray(levels) || !Array.isArray(reread)) return null;
  const told: StockLevel[] = [];
  for (const level of levels) {
    if (!Array.isArray(level) || level.length !== 3) return null;
    const [id, availableQuantity, version] = level as unknown[];
    if (typeof id !== 'string' || !UUID.test(id) || !isCount(availableQuantity) || !isCount(version)) return null;
    told.push({ id, availableQuantity, version });
  }
  if (!reread.every((id) => typeof id === 'string' && UUID.test(id))) return null;
  return { from, levels: told, reread: reread as string[] };
}

export interface StockNewsSender {
  /** This instance's name in its messages. */
  readonly instance: string;
  /** A committed transaction left these levels. */
  levels(levels: Iterable<StockLevel>): void;
  /** This tool's stock changed in a way the others must read again. */
  reread(id: string): void;
  /** Sends what is waiting now (tests; closing). */
  flush(): Promise<void>;
}

/**
 * Gathers the changes of `NEWS_DELAY_MS` and sends them; a failed send is dropped (the others'
 * scan finds those changes), so an order never waits for, nor fails by, its news.
 */
export function createStockNewsSender(send: (payload: string) => Promise<void>): StockNewsSender {
  const instance = randomUUID();
  let levels = new Map<string, StockLevel>();
  let reread = new Set<string>();
  let timer: NodeJS.Timeout | null = null;
  let sending: Promise<void> = Promise.resolve();

  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    if (levels.size === 0 && reread.size === 0) return sending;
    const messages = encodeStockNews({ from: instance, levels: [...levels.values()], reread: [...reread] });
    levels = new Map();
    reread = new Set();
    // In order, one after the other: a later level of a tool never overtakes an earlier one (and
    // its version would tell the receiver anyway).
    sending = sending.then(async () => {
      for (const message of messages) await send(message).catch(() => {});
    });
    return sending;
  }
  const later = () => {
    timer ??= setTimeout(() => void flush(), NEWS_DELAY_MS);
    timer.unref?.();
  };
  return {
    instance,
    levels(told) {
      for (const level of told) {
        const known = levels.get(level.id);
        if (!known || known.version < level.version) levels.set(level.id, level);
      }
      later();
    },
    reread(id) {
      reread.add(id);
      later();
    },
    flush,
  };
}

/** Sends a message to every instance listening on the same PostgreSQL (this one too: it skips its own). */
export const notifyOn =
  (database: DatabaseHandle) =>
  async (payload: string): Promise<void> => {
    await database.db.execute(sql`select pg_notify(${STOCK_NEWS_CHANNEL}, ${payload})`);
  };

/** What hears the news: the catalogue service. */
export interface StockNewsHearer {
  stockNewsHeard(payload: string): void;
  stockNewsListening(listening: boolean): void;
}

/** Hears the stock news on `database` for `catalog`; returns the function that stops, or null where nothing is heard (embedded). */
export function hearStockNews(database: DatabaseHandle, catalog: StockNewsHearer): (() => Promise<void>) | null {
  if (!database.listen) return null;
  return database.listen(
    STOCK_NEWS_CHANNEL,
    (payload) => (payload === null ? catalog.stockNewsListening(true) : catalog.stockNewsHeard(payload)),
    () => catalog.stockNewsListening(false),
  );
}
