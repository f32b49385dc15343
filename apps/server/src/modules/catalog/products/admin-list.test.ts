import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { adminToolListSchema, toolListSchema, type AdminTool } from '@tools-bd/contract';
import { seedDemoData } from '../../../db/seed.ts';
import { seedTools } from '../../../db/seed-data.ts';
import { tools } from '../../../db/schema.ts';
import { createAccount, createTestApp, testEngines, type TestAccount, type TestApp } from '../../../../test/helpers.ts';

describe.each(testEngines)('admin catalogue management on $engine', ({ engine }) => {
  let shop: TestApp;
  let admin: TestAccount;
  let customer: TestAccount;

  beforeAll(async () => {
    shop = await createTestApp(engine);
    await seedDemoData(shop.app.db);
    [admin, customer] = await Promise.all([createAccount(shop.app, { role: 'admin' }), createAccount(shop.app)]);
  });
  afterAll(() => shop.close());

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
    account: TestAccount | null = admin,
  ) =>
    shop.app.inject({
      method,
      url,
      headers: account?.authorization ?? {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  async function adminList(query: string): Promise<{ tools: AdminTool[]; total: number; link: string | undefined }> {
    const response = await call('GET', `/api/admin/tools${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return {
      tools: adminToolListSchema.parse(response.json()),
      total: Number(response.headers['x-total-count']),
      link: response.headers.link as string | undefined,
    };
  }
  const names = (list: AdminTool[]) => list.map((tool) => tool.name);
  async function storedTool(sku: string) {
    const [row] = await shop.app.db.select().from(tools).where(eq(tools.sku, sku));
    return row;
  }

  describe('the paginated admin product list', () => {
    it('pages with X-Total-Count and Link, oldest first by default, and GET /api/tools still answers the shop', async () => {
      const first = await adminList('?limit=5');
      expect(first.total).toBe(seedTools.length);
      expect(names(first.tools)).toEqual(seedTools.slice(0, 5).map((tool) => tool.name));
      expect(first.link).toContain('rel="next"');
      const last = await adminList('?limit=5&page=3');
      expect(names(last.tools)).toEqual(seedTools.slice(10, 15).map((tool) => tool.name));
      expect(last.link).toContain('rel="prev"');
      expect(last.link).not.toContain('rel="next"');
      expect((await adminList('?limit=5&page=50')).tools).toEqual([]);

      const shopPage = await shop.app.inject('/api/tools');
      expect(shopPage.statusCode).toBe(200);
      expect(toolListSchema.parse(shopPage.json())).toHaveLength(seedTools.length);
    });

    it('searches names and SKUs (an exact SKU first), filters by category with its children and by stock, and sorts', async () => {
      expect(names((await adminList('?q=hammer')).tools)).toEqual(['Claw Hammer']);
      expect(names((await adminList('?q=pt-csaw')).tools)).toEqual(['Circular Saw']);
      const handTools = await adminList('?category=hand-tools&sort=name&limit=100');
      const expected = seedTools.filter((tool) =>
        ['hammers', 'screwdrivers', 'wrenches-sockets', 'pliers', 'hand-saws', 'knives-chisels'].includes(
          tool.category,
        ),
      );
      expect(names(handTools.tools)).toEqual(expected.map((tool) => tool.name).sort((a, b) => a.localeCompare(b)));
      expect(handTools.total).toBe(expected.length);
      expect(names((await adminList('?category=hammers')).tools)).toEqual(['Claw Hammer']);

      const byPrice = (await adminList('?sort=-price&limit=100')).tools.map((tool) => tool.price);
      expect(byPrice).toEqual([...byPrice].sort((a, b) => b - a));
      const byStock = (await adminList('?sort=stock&limit=100')).tools.map((tool) => tool.availableItem);
      expect(byStock).toEqual([...byStock].sort((a, b) => a - b));

      // Stock: out = cannot fill one minimum order; low = fewer than 10 minimum orders.
      const hammer = await storedTool('HT-HAM-16OZ');
      await shop.app.db.update(tools).set({ availableQuantity: 10 }).where(eq(tools.sku, 'HT-HAM-16OZ'));
      const saw = await storedTool('PT-CSAW-185');
      await shop.app.db.update(tools).set({ availableQuantity: 20 }).where(eq(tools.sku, 'PT-CSAW-185'));
      try {
        expect(names((await adminList('?stock=out&limit=100')).tools)).toContain('Claw Hammer');
        expect(names((await adminList('?stock=in&limit=100')).tools)).not.toContain('Claw Hammer');
        expect(names((await adminList('?stock=low&limit=100')).tools)).toContain('Circular Saw');
        expect(names((await adminList('?stock=low&limit=100')).tools)).not.toContain('Claw Hammer');
      } finally {
        await shop.app.db
          .update(tools)
          .set({ availableQuantity: hammer!.availableQuantity })
          .where(eq(tools.sku, 'HT-HAM-16OZ'));
        await shop.app.db
          .update(tools)
          .set({ availableQuantity: saw!.availableQuantity })
          .where(eq(tools.sku, 'PT-CSAW-185'));
      }
    });

    it('answers 400 {message} to bad parameters and 401/403 to others', async () => {
      for (const query of [
        '?page=0',
        '?limit=101',
        '?sort=cheapest',
        '?stock=some',
        '?category=Not%20A%20Slug',
        `?q=${'x'.repeat(101)}`,
      ]) {
        const response = await call('GET', `/api/admin/tools${query}`);
        expect(response.statusCode, query).toBe(400);
        expect(response.json()).toEqual({ message: expect.any(String) });
      }
      expect((await call('GET', '/api/admin/tools', undefined, null)).statusCode).toBe(401);
      expect((await call('GET', '/api/admin/tools', undefined, customer)).statusCode).toBe(403);
    });
  });
});
