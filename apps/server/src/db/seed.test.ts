import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { seedDemoData } from './seed.ts';
import { tools } from './schema.ts';

describe('demo data', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp();
  });
  afterAll(() => shop.close());

  it('is added once, and files demo products a shop from before categories has unfiled, listed or archived', async () => {
    await seedDemoData(shop.app.db);
    const filed = async (name: string) => {
      const [row] = await shop.app.db.select().from(tools).where(eq(tools.name, name));
      return { brand: row!.brandId !== null, category: row!.categoryId !== null };
    };
    expect(await filed('Jigsaw')).toEqual({ brand: true, category: true });
    const count = async () => (await shop.app.db.select({ id: tools.id }).from(tools)).length;
    const before = await count();
    await shop.app.db.update(tools).set({ brandId: null, categoryId: null }).where(eq(tools.name, 'Jigsaw'));
    await shop.app.db
      .update(tools)
      .set({ brandId: null, categoryId: null, archivedAt: new Date() })
      .where(eq(tools.name, 'Claw Hammer'));

    expect(await seedDemoData(shop.app.db)).toBe(false);
    expect(await count()).toBe(before);
    expect(await filed('Jigsaw')).toEqual({ brand: true, category: true });
    expect(await filed('Claw Hammer')).toEqual({ brand: true, category: true });
  });
});
