import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, testEngines, type TestApp } from '../../test/helpers.ts';
import { selectRows } from './client.ts';
import { tools } from './schema.ts';

const PRODUCTS = 120;
const SOLD = 40;

// A catalogue written in one statement, as the seed and a CSV import write theirs: its pages are
// as full as the table lets them be. A sale of each product must still rewrite the row in place
// (a HOT update, migrations 0017 and 0038), or it writes a new entry into every index of tools.
describe.each(testEngines)('stock updates on a catalogue written in one go ($engine)', ({ engine }) => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp(engine);
    const long = 'Forged, hardened and tempered for daily work on site. '.repeat(8);
    const longBn = 'প্রতিদিনের কাজের জন্য শক্ত ও টেকসই। '.repeat(8);
    await shop.app.db.insert(tools).values(
      Array.from({ length: PRODUCTS }, (_, index) => ({
        name: `Stock Room Spanner ${index}`,
        nameBn: `স্টক রুম স্প্যানার ${index}`,
        description: long,
        descriptionBn: longBn,
        imageUrl: '/images/tools/circular-saw.svg',
        priceCents: 1_000 + index,
        availableQuantity: 500,
      })),
    );
  });
  afterAll(() => shop.close());

  it('keeps each sold product on its page', async () => {
    const pageOf = async (id: string) => {
      const [row] = await selectRows<{ page: number }>(
        shop.app.db,
        sql`select (ctid::text::point)[0]::int as page from ${tools} where id = ${id}`,
      );
      return row!.page;
    };
    const stored = await selectRows<{ id: string }>(
      shop.app.db,
      sql`select id from ${tools} where name like 'Stock Room Spanner %' order by price_cents`,
    );
    expect(stored).toHaveLength(PRODUCTS);
    const sold = stored.filter((_, index) => index % (PRODUCTS / SOLD) === 0);
    const moved: string[] = [];
    // One sale per statement, as orders take stock.
    for (const { id } of sold) {
      const before = await pageOf(id);
      await shop.app.db.execute(sql`update ${tools} set available_quantity = available_quantity - 1 where id = ${id}`);
      if ((await pageOf(id)) !== before) moved.push(id);
    }
    expect(moved).toEqual([]);
  });
});
