import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { seedDemoData } from '../../../db/seed.ts';
import { tools } from '../../../db/schema.ts';
import { createTestApp, testEngines, type TestApp } from '../../../../test/helpers.ts';
import { createTool } from '../../../../test/fixtures/orders.ts';
import { createCatalogService, type CatalogService } from './service.ts';
import { toToolListing } from '../search/search.ts';

/** What the copy answers to listings in every order, searches (also Bangla and SKUs) and type-aheads. */
async function answersOf(catalog: CatalogService): Promise<string[]> {
  const listings = [
    ...['newest', 'oldest', 'name', 'price', '-price'].map((sort) => ({ sort, limit: 100 })),
    { q: 'hammer' },
    { q: 'ham' },
    { q: 'dril', sort: 'price' },
    { q: 'hamer' },
    { q: 'mallet' },
    { q: 'হাতুড়ি' },
    { q: 'TBD' },
    { category: 'hand-tools', sort: 'name' },
    { inStock: 'true', sort: 'name', limit: 100 },
  ] as Parameters<typeof toToolListing>[0][];
  const answers: string[] = [];
  for (const listing of listings) {
    const page = await catalog.listTools(toToolListing(listing));
    answers.push(`${JSON.stringify(listing)} ${page.total} ${page.json.body}`);
  }
  for (const q of ['ha', 'dr', 'mal', 'tbd', 'হা']) answers.push(`suggest ${q} ${(await catalog.suggest(q)).body}`);
  return answers;
}

describe.each(testEngines)('a catalogue change patched into the in-memory copy on $engine', ({ engine }) => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp(engine);
    await seedDemoData(shop.app.db);
  });
  afterAll(() => shop.close());

  /** The catalogue as another instance keeps it (looking for changes every 30 ms), with the kinds of copy it made. */
  function anotherInstance(options: { answersKept?: number; answersHeld?: number; columnsFrom?: number } = {}) {
    const copies: string[] = [];
    const catalog = createCatalogService(shop.app.db, {
      cacheMilliseconds: 30,
      stockWrittenElsewhere: engine === 'postgres',
      ...options,
      onCopy: (kind) => copies.push(kind),
    });
    return { catalog, copies };
  }

  it('answers after renames, new prices, new, archived and restored products exactly as a copy loaded afresh', async () => {
    const { catalog: other, copies } = anotherInstance();
    // Others keeping the answers of their three newest tools only, the others held as bytes (in a
    // copy held column-wise, as a large catalogue's) or read by id.
    const { catalog: few, copies: fewCopies } = anotherInstance({ answersKept: 3, columnsFrom: 0 });
    const { catalog: read, copies: readCopies } = anotherInstance({ answersKept: 3, answersHeld: 0 });
    await Promise.all([other.warm(), few.warm(), read.warm()]);
    await answersOf(other);
    await answersOf(few);
    await answersOf(read);
    const db = shop.app.db;
    const changes = [
      () => db.update(tools).set({ name: 'Claw Mallet' }).where(eq(tools.name, 'Claw Hammer')),
      () => db.update(tools).set({ priceCents: 1 }).where(eq(tools.name, 'Angle Grinder')),
      () => createTool(db, { name: 'Rubber Mallet', priceCents: 999 }),
      () => db.update(tools).set({ archivedAt: new Date() }).where(eq(tools.name, 'Cordless Drill Driver')),
      () =>
        db
          .update(tools)
          .set({ archivedAt: null, name: 'Cordless Drill', priceCents: 12_345 })
          .where(eq(tools.name, 'Cordless Drill Driver')),
      // A stock change with a product change: the patch re-reads both.
      () =>
        db.transaction(async (tx) => {
          await tx.update(tools).set({ availableQuantity: 0 }).where(eq(tools.name, 'Rubber Mallet'));
          await createTool(tx as unknown as typeof db, { name: 'Bench Hammer A' });
          await createTool(tx as unknown as typeof db, { name: 'Bench Hammer B' });
        }),
    ];
    for (const change of changes) {
      const before = copies.length;
      const fewBefore = fewCopies.length;
      const readBefore = readCopies.length;
      await change();
      if (engine === 'pglite') for (const catalog of [other, few, read]) catalog.invalidate();
      // The next read after the look interval has the change patched in.
      await new Promise((resolve) => setTimeout(resolve, 40));
      await other.listTools(toToolListing({}));
      await few.listTools(toToolListing({}));
      await read.listTools(toToolListing({}));
      expect(copies.slice(before)).toEqual(['patch']);
      expect(fewCopies.slice(fewBefore)).toEqual(['patch']);
      expect(readCopies.slice(readBefore)).toEqual(['patch']);
      const fresh = createCatalogService(db, { stockWrittenElsewhere: engine === 'postgres' });
      const expected = await answersOf(fresh);
      expect(await answersOf(other)).toEqual(expected);
      expect(await answersOf(few)).toEqual(expected);
      expect(await answersOf(read)).toEqual(expected);
    }
  });

  it('patches two changes read at once one after the other, with no reload', async () => {
    const { catalog: other, copies } = anotherInstance();
    await other.warm();
    await createTool(shop.app.db, { name: 'Concurrent Clamp A' });
    other.invalidate();
    const first = other.listTools(toToolListing({ q: 'concurrent' }));
    await createTool(shop.app.db, { name: 'Concurrent Clamp B' });
    other.invalidate();
    const second = await other.listTools(toToolListing({ q: 'concurrent' }));
    await first;
    expect((JSON.parse(second.json.body) as { name: string }[]).map((tool) => tool.name).sort()).toEqual([
      'Concurrent Clamp A',
      'Concurrent Clamp B',
    ]);
    expect(copies[0]).toBe('load');
    expect(copies.slice(1).length).toBeGreaterThan(0);
    expect(copies.slice(1).every((kind) => kind === 'patch')).toBe(true);
  });

  it('loads the copy again when a category changes (every product under it answers differently)', async () => {
    const { catalog: other, copies } = anotherInstance();
    await other.warm();
    await shop.app.db.execute(sql`update categories set name = name || ' ' where slug = 'hammers'`);
    if (engine === 'pglite') other.invalidate();
    await new Promise((resolve) => setTimeout(resolve, 40));
    await other.listTools(toToolListing({}));
    expect(copies).toEqual(['load', 'load']);
  });
});
