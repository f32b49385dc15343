import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Tool } from '@tools-bd/contract';
import { buildApp } from '../../../app.ts';
import { openDatabase, type DatabaseHandle } from '../../../db/client.ts';
import { tools } from '../../../db/schema.ts';
import { testConfig } from '../../../config.ts';
import { createAccount, createTestApp, testEngines, type TestApp } from '../../../../test/helpers.ts';
import { createTool, placeOrder } from '../../../../test/fixtures/orders.ts';
import { createCatalogService, type CatalogService } from './service.ts';
import { toToolListing } from '../search/search.ts';
import {
  createStockNewsSender,
  decodeStockNews,
  encodeStockNews,
  hearStockNews,
  NEWS_DELAY_MS,
  notifyOn,
} from './stock-news.ts';

const level = (availableQuantity: number, version: number, id: string = randomUUID()) => ({
  id,
  availableQuantity,
  version,
});

describe('stock news messages', () => {
  it('carry levels and tools to read again, and read back as sent', () => {
    const news = { from: 'instance-a', levels: [level(3, 7), level(0, 12)], reread: [randomUUID()] };
    const [message, ...more] = encodeStockNews(news);
    expect(more).toEqual([]);
    expect(decodeStockNews(message!)).toEqual(news);
  });

  it("are split under NOTIFY's 8,000-byte payload limit, losing nothing", () => {
    const news = {
      from: 'instance-a',
      levels: Array.from({ length: 1_000 }, (_, index) => level(index, 1_000_000_000 + index)),
      reread: Array.from({ length: 300 }, () => randomUUID()),
    };
    const messages = encodeStockNews(news);
    expect(messages.length).toBeGreaterThan(1);
    for (const message of messages) expect(Buffer.byteLength(message)).toBeLessThan(8_000);
    const read = messages.map((message) => decodeStockNews(message)!);
    expect(read.flatMap((one) => one.levels)).toEqual(news.levels);
    expect(read.flatMap((one) => one.reread)).toEqual(news.reread);
    expect(new Set(read.map((one) => one.from))).toEqual(new Set(['instance-a']));
  });

  it('are nothing when there is nothing to tell', () => {
    expect(encodeStockNews({ from: 'a', levels: [], reread: [] })).toEqual([]);
  });

  it('ignore whatever else arrives on the channel', () => {
    const id = randomUUID();
    for (const payload of [
      '',
      'hello',
      'null',
      '[]',
      '{"from":1,"levels":[],"reread":[]}',
      `{"from":"a","levels":[["${id}",-1,2]],"reread":[]}`,
      `{"from":"a","levels":[["${id}",1.5,2]],"reread":[]}`,
      `{"from":"a","levels":[["not-an-id",1,2]],"reread":[]}`,
      `{"from":"a","levels":[["${id}",1]],"reread":[]}`,
      '{"from":"a","levels":[],"reread":["x"]}',
      '{"from":"a","levels":{},"reread":[]}',
    ])
      expect(decodeStockNews(payload)).toBeNull();
  });
});

describe('stock news sender', () => {
  it("gathers a moment's changes into one message, keeping each tool's newest level", async () => {
    const sent: string[] = [];
    const sender = createStockNewsSender(async (payload) => void sent.push(payload));
    const id = randomUUID();
    const other = randomUUID();
    sender.levels([level(5, 10, id)]);
    sender.levels([level(9, 8, id), level(1, 3, other)]);
    sender.reread(other);
    sender.reread(other);
    expect(sent).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, NEWS_DELAY_MS * 3));
    expect(sent).toHaveLength(1);
    expect(decodeStockNews(sent[0]!)).toEqual({
      from: sender.instance,
      levels: [level(5, 10, id), level(1, 3, other)],
      reread: [other],
    });
  });

  it('drops a message it could not send, and sends the next', async () => {
    let fail = true;
    const sent: string[] = [];
    const sender = createStockNewsSender(async (payload) => {
      if (fail) throw new Error('database away');
      sent.push(payload);
    });
    sender.levels([level(1, 1)]);
    await sender.flush();
    fail = false;
    const later = level(2, 2);
    sender.levels([later]);
    await sender.flush();
    expect(sent.map((payload) => decodeStockNews(payload)!.levels)).toEqual([[later]]);
  });
});

const body = <T>(json: { body: string }) => JSON.parse(json.body) as T;
const until = async (check: () => Promise<boolean>, milliseconds: number) => {
  const deadline = Date.now() + milliseconds;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return check();
};

describe.runIf(testEngines.some(({ engine }) => engine === 'postgres'))('stock news on PostgreSQL', () => {
  let shop: TestApp;
  let writer: DatabaseHandle;
  const stopping: (() => Promise<void>)[] = [];
  beforeAll(async () => {
    shop = await createTestApp('postgres');
    const { url } = shop.app.config.database as { url: string };
    writer = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
  });
  afterAll(async () => {
    for (const stop of stopping) await stop();
    await writer?.close();
    await shop?.close();
  });

  /** A catalogue as an instance has it, hearing and telling news on `database`; looks a minute apart unless told. */
  const instance = async (
    database: DatabaseHandle,
    options: { cacheMilliseconds?: number; stockScanFallbackMs?: number } = {},
  ) => {
    const stockNews = createStockNewsSender(notifyOn(database));
    const catalog = createCatalogService(database.db, {
      cacheMilliseconds: options.cacheMilliseconds ?? 60_000,
      stockScanFallbackMs: options.stockScanFallbackMs,
      stockWrittenElsewhere: true,
      stockNews,
    });
    let listening = false;
    const stop = hearStockNews(database, {
      stockNewsHeard: (payload) => catalog.stockNewsHeard(payload),
      stockNewsListening: (now) => {
        listening = now;
        catalog.stockNewsListening(now);
      },
    })!;
    stopping.push(stop);
    await until(async () => listening, 5_000);
    return catalog;
  };
  const stockOf = async (catalog: CatalogService, id: string) => body<Tool>(await catalog.getTool(id)).availableItem;
  const listedStockOf = async (catalog: CatalogService, name: string) =>
    body<Tool[]>((await catalog.listTools(toToolListing({ q: name }))).json).find((tool) => tool.name === name)
      ?.availableItem;

  it("shows another instance's order at once, with no look between", async () => {
    const name = `News Saw ${randomUUID().slice(0, 8)}`;
    const tool = await createTool(shop.app.db, { name, availableQuantity: 50 });
    const [here, there] = [await instance(shop.app.database), await instance(writer)];
    expect(await listedStockOf(here, name)).toBe(50);
    expect(await listedStockOf(there, name)).toBe(50);
    // The orders' transaction told `there` what it left, as the orders module does.
    const [row] = await writer.db
      .update(tools)
      .set({ availableQuantity: 46 })
      .where(eq(tools.id, tool.id))
      .returning({ version: tools.stockVersion });
    there.stockTaken([{ id: tool.id, availableQuantity: 46, version: Number(row!.version) }]);
    // Looks are a minute apart here: only the news can bring it.
    expect(await until(async () => (await listedStockOf(here, name)) === 46, 2_000)).toBe(true);
    expect(await stockOf(here, tool.id)).toBe(46);
  });

  it('reads a tool again when another instance says its stock moved (a cancellation, an edit)', async () => {
    const name = `News Drill ${randomUUID().slice(0, 8)}`;
    const tool = await createTool(shop.app.db, { name, availableQuantity: 20 });
    const [here, there] = [await instance(shop.app.database), await instance(writer)];
    expect(await stockOf(here, tool.id)).toBe(20);
    await writer.db.update(tools).set({ availableQuantity: 27 }).where(eq(tools.id, tool.id));
    there.invalidateTool(tool.id);
    expect(await until(async () => (await listedStockOf(here, name)) === 27, 2_000)).toBe(true);
    expect(await stockOf(here, tool.id)).toBe(27);
  });

  it('still finds a change whose news was lost, by the slower scan', async () => {
    const name = `News Chisel ${randomUUID().slice(0, 8)}`;
    const tool = await createTool(shop.app.db, { name, availableQuantity: 30 });
    const here = await instance(shop.app.database, { cacheMilliseconds: 50, stockScanFallbackMs: 400 });
    expect(await listedStockOf(here, name)).toBe(30);
    // Written with no news at all, as by an instance that stopped before sending it.
    await writer.db.update(tools).set({ availableQuantity: 31 }).where(eq(tools.id, tool.id));
    expect(await until(async () => (await listedStockOf(here, name)) === 31, 3_000)).toBe(true);
  });

  it("between two shops on one database: an order on one shows on the other's pages within a second", async () => {
    const name = `News Plane ${randomUUID().slice(0, 8)}`;
    const tool = await createTool(shop.app.db, { name, availableQuantity: 40 });
    const { url } = shop.app.config.database as { url: string };
    const second = await buildApp(testConfig({ database: { kind: 'postgres', url, poolSize: 5 } }));
    stopping.push(() => second.close());
    // A list is answered from the instance's copy of the catalogue, never read through.
    const read = async () =>
      (await second.inject({ url: `/api/tools?q=${encodeURIComponent(name)}` }))
        .json<Tool[]>()
        .find((listed) => listed._id === tool.id)?.availableItem;
    expect(await read()).toBe(40);
    // Past the first look, which scans: from then on only the news or the scan 15 s later brings stock.
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    await read();
    const buyer = await createAccount(shop.app, { emailVerified: true });
    await placeOrder(shop.app, buyer, { toolId: tool.id, cart: 3 });
    const ordered = Date.now();
    expect(await until(async () => (await read()) === 37, 1_000)).toBe(true);
    expect(Date.now() - ordered).toBeLessThan(1_000);
  });
});
