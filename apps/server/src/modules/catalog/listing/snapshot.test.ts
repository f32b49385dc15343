import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Suggestion, Tool } from '@tools-bd/contract';
import { openDatabase, type DatabaseHandle } from '../../../db/client.ts';
import { seedDemoData } from '../../../db/seed.ts';
import { tools } from '../../../db/schema.ts';
import { createAccount, createTestApp, testEngines, type TestApp } from '../../../../test/helpers.ts';
import { createTool, placeOrder } from '../../../../test/fixtures/orders.ts';
import { createCatalogService, type CatalogService } from './service.ts';
import { toToolListing } from '../search/search.ts';

const body = <T>(json: { body: string }) => JSON.parse(json.body) as T;
const pageOf = async (catalog: CatalogService, query: Parameters<typeof toToolListing>[0]) => {
  const page = await catalog.listTools(toToolListing(query));
  return { tools: body<Tool[]>(page.json), total: page.total };
};
const until = async (check: () => Promise<boolean>) => {
  for (let tries = 0; tries < 100; tries++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('never happened');
};

describe.each(testEngines)('in-memory catalogue on $engine', ({ engine }) => {
  let shop: TestApp;
  // Another instance of the shop: its own catalogue service on the same database.
  let other: CatalogService;
  beforeAll(async () => {
    shop = await createTestApp(engine);
    await seedDemoData(shop.app.db);
    other = createCatalogService(shop.app.db, { cacheMilliseconds: 30, stockWrittenElsewhere: engine === 'postgres' });
  });
  afterAll(() => shop.close());

  it('sees a product renamed, added or archived elsewhere (catalog_version), within its look interval', async () => {
    expect((await pageOf(other, { q: 'hammer' })).tools.map((tool) => tool.name)).toContain('Claw Hammer');
    await shop.app.db.update(tools).set({ name: 'Claw Mallet' }).where(eq(tools.name, 'Claw Hammer'));
    await until(async () => !(await pageOf(other, { q: 'hammer' })).tools.some((tool) => tool.name === 'Claw Hammer'));
    expect((await pageOf(other, { q: 'mallet' })).tools.map((tool) => tool.name)).toEqual(['Claw Mallet']);
    const total = (await pageOf(other, {})).total;
    await shop.app.db.update(tools).set({ archivedAt: new Date() }).where(eq(tools.name, 'Claw Mallet'));
    await until(async () => (await pageOf(other, {})).total === total - 1);
    await shop.app.db.update(tools).set({ name: 'Claw Hammer', archivedAt: null }).where(eq(tools.name, 'Claw Mallet'));
    await until(async () => (await pageOf(other, {})).total === total);
  });

  it('keeps counts and the in-stock filter exact as stock changes', async () => {
    const grinders = { category: 'grinders', inStock: 'true' as const };
    expect((await pageOf(shop.app.catalog, grinders)).total).toBe(1);
    const [grinder] = await shop.app.db
      .update(tools)
      .set({ availableQuantity: 0 })
      .where(eq(tools.name, 'Angle Grinder'))
      .returning();
    shop.app.catalog.invalidateTool(grinder!.id);
    expect(await pageOf(shop.app.catalog, grinders)).toEqual({ tools: [], total: 0 });
    await shop.app.db.update(tools).set({ availableQuantity: 35 }).where(eq(tools.id, grinder!.id));
    shop.app.catalog.invalidateTool(grinder!.id);
    const back = await pageOf(shop.app.catalog, grinders);
    expect(back.total).toBe(1);
    expect(back.tools[0]?.availableItem).toBe(35);
  });

  it('after a stock change, a filtered page and its count follow from the list kept with the snapshot', async () => {
    const handTools = { category: 'hand-tools', sort: 'price' as const };
    const everything = await pageOf(shop.app.catalog, { ...handTools, limit: 100 });
    const inStock = await pageOf(shop.app.catalog, { ...handTools, inStock: 'true', limit: 100 });
    const names = (found: Tool[]) => found.map((tool) => tool.name);
    expect(names((await pageOf(shop.app.catalog, { ...handTools, inStock: 'true', limit: 2, page: 2 })).tools)).toEqual(
      names(inStock.tools.slice(2, 4)),
    );

    // The cheapest hand tool sells out, as an order would leave it.
    const cheapest = inStock.tools[0]!;
    await shop.app.db.update(tools).set({ availableQuantity: 0 }).where(eq(tools.id, cheapest._id));
    shop.app.catalog.invalidateTool(cheapest._id);
    const after = await pageOf(shop.app.catalog, { ...handTools, inStock: 'true', limit: 100 });
    expect(after.total).toBe(inStock.total - 1);
    expect(names(after.tools)).toEqual(names(inStock.tools.slice(1)));
    expect(names((await pageOf(shop.app.catalog, { ...handTools, inStock: 'true', limit: 2, page: 2 })).tools)).toEqual(
      names(inStock.tools.slice(3, 5)),
    );
    // Without the stock filter it is still listed, showing its new stock.
    const unfiltered = await pageOf(shop.app.catalog, { ...handTools, limit: 100 });
    expect(unfiltered.total).toBe(everything.total);
    expect(unfiltered.tools.find((tool) => tool._id === cheapest._id)?.availableItem).toBe(0);

    await shop.app.db
      .update(tools)
      .set({ availableQuantity: cheapest.availableItem })
      .where(eq(tools.id, cheapest._id));
    shop.app.catalog.invalidateTool(cheapest._id);
    expect(await pageOf(shop.app.catalog, { ...handTools, inStock: 'true', limit: 100 })).toEqual(inStock);
  });

  it('a reader after a product change sees it, also while another reader is already loading the catalogue again', async () => {
    const catalog = createCatalogService(shop.app.db, { stockWrittenElsewhere: engine === 'postgres' });
    await catalog.warm();
    const added = await createTool(shop.app.db, { name: 'Fleeting Float', availableQuantity: 5 });
    catalog.invalidate();
    const fleeting = { q: 'fleeting' };
    // The first read starts the load; the second comes before it finishes (two buyers, or the
    // admin's list and a shop page, right after a product was added or archived).
    const [first, second] = await Promise.all([pageOf(catalog, fleeting), pageOf(catalog, fleeting)]);
    expect(first.tools.map((tool) => tool._id)).toEqual([added.id]);
    expect(second.tools.map((tool) => tool._id)).toEqual([added.id]);
    await shop.app.db.update(tools).set({ archivedAt: new Date() }).where(eq(tools.id, added.id));
    catalog.invalidate();
    const [afterFirst, afterSecond] = await Promise.all([pageOf(catalog, fleeting), pageOf(catalog, fleeting)]);
    expect([afterFirst.total, afterSecond.total]).toEqual([0, 0]);
  });

  it('a reader after a stock change sees it, also while another reader is already re-reading that tool', async () => {
    const catalog = createCatalogService(shop.app.db, { stockWrittenElsewhere: engine === 'postgres' });
    await catalog.warm();
    const [hammer] = await shop.app.db.select().from(tools).where(eq(tools.slug, 'claw-hammer'));
    const stock = hammer!.availableQuantity;
    await shop.app.db
      .update(tools)
      .set({ availableQuantity: stock + 7 })
      .where(eq(tools.id, hammer!.id));
    catalog.invalidateTool(hammer!.id);
    // The first read takes the change into a re-read; the second comes before that answers
    // (a cancelled order's buyer asking for the tool while a shop page settles its stock).
    const [first, second] = await Promise.all([catalog.getTool(hammer!.id), catalog.getTool(hammer!.id)]);
    expect(body<Tool>(first).availableItem).toBe(stock + 7);
    expect(body<Tool>(second).availableItem).toBe(stock + 7);
    await shop.app.db.update(tools).set({ availableQuantity: stock }).where(eq(tools.id, hammer!.id));
    catalog.invalidateTool(hammer!.id);
  });

  it("shows an order's stock at once, from the placing transaction, with no re-read behind a busy database", async () => {
    const tool = await createTool(shop.app.db, { name: 'Told Trowel', availableQuantity: 40 });
    shop.app.catalog.invalidate();
    expect(body<Tool>(await shop.app.catalog.getTool(tool.id)).availableItem).toBe(40);
    // (A search's words are read into the database's terms once; this one's are known before the order.)
    expect((await pageOf(shop.app.catalog, { q: 'told trowel' })).tools.map((found) => found.availableItem)).toEqual([
      40,
    ]);
    const buyer = await createAccount(shop.app);
    await placeOrder(shop.app, buyer, { toolId: tool.id, cart: 3 });
    // A re-read would wait for this statement (the embedded database runs one at a time).
    let slept = false;
    const sleeping = shop.app.db.execute(sql`select pg_sleep(0.5)`).then(() => (slept = true));
    expect(body<Tool>(await shop.app.catalog.getTool(tool.id)).availableItem).toBe(37);
    expect((await pageOf(shop.app.catalog, { q: 'told trowel' })).tools.map((found) => found.availableItem)).toEqual([
      37,
    ]);
    expect(slept).toBe(false);
    await sleeping;
  });

  it('keeps the newest stock it is told, whatever order the values arrive in, also across a reload', async () => {
    const catalog = createCatalogService(shop.app.db, { stockWrittenElsewhere: engine === 'postgres' });
    await catalog.warm();
    const [row] = await shop.app.db
      .update(tools)
      .set({ availableQuantity: 61 })
      .where(eq(tools.slug, 'claw-hammer'))
      .returning();
    const { id, stockVersion } = row!;
    const stockNow = async () => body<Tool>(await catalog.getTool(id)).availableItem;
    catalog.stockTaken([{ id, availableQuantity: 61, version: stockVersion }]);
    expect(await stockNow()).toBe(61);
    // A value written before it (a slow re-read, another instance's look) changes nothing.
    catalog.stockTaken([{ id, availableQuantity: 99, version: stockVersion - 1 }]);
    expect(await stockNow()).toBe(61);
    // Nor does re-reading the same row.
    catalog.invalidateTool(id);
    expect(await stockNow()).toBe(61);
    // A value told while the catalogue is being read again outlives that read if it is newer.
    catalog.invalidate();
    const reading = catalog.getTool(id);
    catalog.stockTaken([{ id, availableQuantity: 58, version: stockVersion + 1_000_000 }]);
    expect(body<Tool>(await reading).availableItem).toBe(58);
    expect(await stockNow()).toBe(58);
  });

  it('answers a tool by id or slug from memory, without waiting for a busy database', async () => {
    const catalog = createCatalogService(shop.app.db, { stockWrittenElsewhere: engine === 'postgres' });
    await catalog.warm();
    const [hammer] = await shop.app.db.select().from(tools).where(eq(tools.slug, 'claw-hammer'));
    // The embedded database runs one statement at a time: a read that needed it would wait for this one.
    let slept = false;
    const sleeping = shop.app.db.execute(sql`select pg_sleep(0.5)`).then(() => (slept = true));
    expect(body<Tool>(await catalog.getTool(hammer!.id))).toMatchObject({ name: 'Claw Hammer', sku: 'HT-HAM-16OZ' });
    expect(body<Tool>(await catalog.getToolBySlug('claw-hammer'))).toMatchObject({
      _id: hammer!.id,
      categoryPath: [{ slug: 'hand-tools' }, { slug: 'hammers' }],
    });
    expect(slept).toBe(false);
    await sleeping;
    await expect(catalog.getTool('7b0c1d9e-2f3a-4b5c-8d6e-7f8091a2b3c4')).rejects.toMatchObject({ statusCode: 404 });
    // A tool this copy does not hold yet (added behind its back) is still found, from the database.
    const added = await createTool(shop.app.db, { name: 'Brand New Bevel', availableQuantity: 12 });
    const [{ slug } = { slug: '' }] = await shop.app.db
      .select({ slug: tools.slug })
      .from(tools)
      .where(eq(tools.id, added.id));
    expect(body<Tool>(await catalog.getTool(added.id))).toMatchObject({ name: 'Brand New Bevel', availableItem: 12 });
    expect(body<Tool>(await catalog.getToolBySlug(slug))).toMatchObject({ _id: added.id, categoryPath: [] });
    await shop.app.db.update(tools).set({ archivedAt: new Date() }).where(eq(tools.id, added.id));
  });

  it.each([
    ['held as bytes', undefined],
    ['read by id', 0],
    ['partly held as bytes, partly read by id', 4],
  ])(
    'keeping the answers of only the newest tools, the others %s, answers every page and tool byte for byte as keeping them all',
    async (_, answersHeld) => {
      const stockWrittenElsewhere = engine === 'postgres';
      const all = createCatalogService(shop.app.db, { stockWrittenElsewhere });
      // The three newest keep their answers; the others' are held as bytes or read by id; the copy
      // is held column-wise (as a large catalogue's).
      const few = createCatalogService(shop.app.db, {
        stockWrittenElsewhere,
        answersKept: 3,
        answersHeld,
        columnsFrom: 0,
      });
      const listings = [
        {},
        { sort: 'name' as const, limit: 5, page: 2 },
        { q: 'hammer' },
        { category: 'hand-tools', page: 4, limit: 1 },
      ];
      const same = async () => {
        for (const query of listings) {
          for (let time = 0; time < 3; time++) {
            // Asked for thrice: read, read again and kept, then from what is kept.
            const [expected, actual] = await Promise.all(
              [all, few].map((catalog) => catalog.listTools(toToolListing(query))),
            );
            expect(actual!.json.body).toBe(expected!.json.body);
            expect(actual!.json.etag).toBe(expected!.json.etag);
            expect(actual!.total).toBe(expected!.total);
          }
        }
        for (const tool of body<Tool[]>((await all.listTools(toToolListing({ limit: 100 }))).json)) {
          for (let time = 0; time < 3; time++) {
            expect(await few.getTool(tool._id)).toEqual(await all.getTool(tool._id));
            expect((await few.getToolBySlug(tool.slug)).body).toBe((await all.getToolBySlug(tool.slug)).body);
          }
        }
      };
      await same();
      // The oldest tool (no answer kept) sells out: both show its new stock.
      const oldest = body<Tool[]>((await all.listTools(toToolListing({ sort: 'oldest', limit: 1 }))).json)[0]!;
      const [row] = await shop.app.db
        .update(tools)
        .set({ availableQuantity: oldest.availableItem + 7 })
        .where(eq(tools.id, oldest._id))
        .returning();
      for (const catalog of [all, few])
        catalog.stockTaken([{ id: row!.id, availableQuantity: row!.availableQuantity, version: row!.stockVersion }]);
      expect(body<Tool>(await few.getTool(oldest._id)).availableItem).toBe(oldest.availableItem + 7);
      await same();
      await shop.app.db.update(tools).set({ availableQuantity: oldest.availableItem }).where(eq(tools.id, oldest._id));
      for (const catalog of [all, few]) catalog.invalidateTool(oldest._id);
    },
  );

  it('answers a tool whose answer is held as bytes without the database', async () => {
    const catalog = createCatalogService(shop.app.db, { stockWrittenElsewhere: engine === 'postgres', answersKept: 0 });
    await catalog.warm();
    const [hammer] = await shop.app.db.select().from(tools).where(eq(tools.slug, 'claw-hammer'));
    let slept = false;
    const sleeping = shop.app.db.execute(sql`select pg_sleep(0.5)`).then(() => (slept = true));
    const answer = body<Tool>(await catalog.getTool(hammer!.id));
    expect(answer).toMatchObject({ _id: hammer!.id, availableItem: hammer!.availableQuantity });
    expect((await catalog.listTools(toToolListing({ limit: 100 }))).total).toBeGreaterThan(3);
    expect(slept).toBe(false);
    await sleeping;
  });

  it('keeps an answer it reads once the tool is asked for twice, and then answers it without the database', async () => {
    const catalog = createCatalogService(shop.app.db, {
      stockWrittenElsewhere: engine === 'postgres',
      answersKept: 0,
      answersHeld: 0,
    });
    await catalog.warm();
    const [hammer] = await shop.app.db.select().from(tools).where(eq(tools.slug, 'claw-hammer'));
    const first = await catalog.getTool(hammer!.id);
    expect(await catalog.getTool(hammer!.id)).toEqual(first);
    // The embedded database runs one statement at a time: a read that needed it would wait for this one.
    let slept = false;
    const sleeping = shop.app.db.execute(sql`select pg_sleep(0.5)`).then(() => (slept = true));
    expect(await catalog.getTool(hammer!.id)).toEqual(first);
    expect(slept).toBe(false);
    await sleeping;
  });

  it('suggests from memory: categories first, prefixes, typos, at most eight', async () => {
    const suggest = async (q: string) => body<Suggestion[]>(await shop.app.catalog.suggest(q));
    const ham = await suggest('ham');
    expect(ham[0]).toMatchObject({ type: 'category', slug: 'hammers' });
    expect(ham).toContainEqual(
      expect.objectContaining({ type: 'tool', name: 'Claw Hammer', slug: 'claw-hammer', sku: 'HT-HAM-16OZ' }),
    );
    expect(await suggest('hamer')).toContainEqual(expect.objectContaining({ type: 'tool', name: 'Claw Hammer' }));
    expect(await suggest('makita jig')).toEqual([expect.objectContaining({ type: 'tool', name: 'Jigsaw' })]);
    expect((await suggest('s')).length).toBeLessThanOrEqual(8);
    expect(await suggest('qqxxzz')).toEqual([]);
  });
});

describe.runIf(testEngines.some(({ engine }) => engine === 'postgres'))(
  'stock written by another instance on PostgreSQL',
  () => {
    let shop: TestApp;
    let writer: DatabaseHandle;
    beforeAll(async () => {
      shop = await createTestApp('postgres');
      await seedDemoData(shop.app.db);
      const { url } = shop.app.config.database as { url: string };
      writer = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
    });
    afterAll(async () => {
      await writer?.close();
      await shop?.close();
    });

    it('reads the orders on a second connection in the same snapshot, with the same pages as on one', async () => {
      for (let index = 0; index < 30; index++)
        await createTool(shop.app.db, { name: `Order ${String(index % 7)} tool`, priceCents: 100 + (index % 5) });
      const alongside = createCatalogService(shop.app.db, { stockWrittenElsewhere: true, readOrdersAlongside: true });
      const inTurn = createCatalogService(shop.app.db, { stockWrittenElsewhere: true });
      for (const sort of ['newest', 'name', 'price', '-price'] as const)
        for (const page of [1, 2, 3]) {
          const listing = { sort, page, limit: 12 };
          const [one, other] = [await pageOf(alongside, listing), await pageOf(inTurn, listing)];
          expect(one.tools.map((tool) => tool._id)).toEqual(other.tools.map((tool) => tool._id));
          expect(one.total).toBe(other.total);
        }
      expect((await pageOf(alongside, { sort: 'price', limit: 3 })).tools.map((tool) => tool.price)).toEqual([1, 1, 1]);
    });

    it('shows it to the first read after a quiet spell as long as the look interval', async () => {
      const catalog = createCatalogService(shop.app.db, { cacheMilliseconds: 100, stockWrittenElsewhere: true });
      const stockNow = async () =>
        (await pageOf(catalog, { q: 'jigsaw' })).tools.find((tool) => tool.name === 'Jigsaw')?.availableItem;
      const before = await stockNow();
      await writer.db.update(tools).set({ availableQuantity: 123 }).where(eq(tools.name, 'Jigsaw'));
      await new Promise((resolve) => setTimeout(resolve, 150));
      // No read in between started a look: this one waits for it rather than answer the old stock.
      expect(await stockNow()).toBe(123);
      await writer.db.update(tools).set({ availableQuantity: before! }).where(eq(tools.name, 'Jigsaw'));
    });

    it('shows it in an answer held as bytes, and in its product page', async () => {
      const catalog = createCatalogService(shop.app.db, {
        cacheMilliseconds: 30,
        stockWrittenElsewhere: true,
        answersKept: 0,
      });
      const [jigsaw] = await writer.db.select().from(tools).where(eq(tools.name, 'Jigsaw'));
      const stockNow = async () => ({
        listed: (await pageOf(catalog, { q: 'jigsaw' })).tools.find((tool) => tool.name === 'Jigsaw')?.availableItem,
        alone: body<Tool>(await catalog.getTool(jigsaw!.id)).availableItem,
      });
      expect(await stockNow()).toEqual({ listed: jigsaw!.availableQuantity, alone: jigsaw!.availableQuantity });
      await writer.db.update(tools).set({ availableQuantity: 321 }).where(eq(tools.id, jigsaw!.id));
      await until(async () => (await stockNow()).listed === 321);
      expect(await stockNow()).toEqual({ listed: 321, alone: 321 });
      const fresh = createCatalogService(shop.app.db, { stockWrittenElsewhere: true });
      expect(await catalog.getTool(jigsaw!.id)).toEqual(await fresh.getTool(jigsaw!.id));
      await writer.db
        .update(tools)
        .set({ availableQuantity: jigsaw!.availableQuantity })
        .where(eq(tools.id, jigsaw!.id));
    });

    it('shows it within the look interval, also when the writing transaction began before a look and committed after it', async () => {
      const catalog = createCatalogService(shop.app.db, { cacheMilliseconds: 30, stockWrittenElsewhere: true });
      const stockOf = async (name: string) =>
        (await pageOf(catalog, { q: name })).tools.find((tool) => tool.name === name)?.availableItem;
      expect(await stockOf('Jigsaw')).toBe(70);

      await writer.db.update(tools).set({ availableQuantity: 89 }).where(eq(tools.name, 'Jigsaw'));
      await until(async () => (await stockOf('Jigsaw')) === 89);

      // A slow transaction: its write is older than the looks that run while it is open.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const slow = writer.db.transaction(async (tx) => {
        await tx.execute(sql`update tools set available_quantity = 77 where name = 'Jigsaw'`);
        await held;
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await stockOf('Jigsaw')).toBe(89);
      release();
      await slow;
      await until(async () => (await stockOf('Jigsaw')) === 77);
    });
  },
);
