import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Tool } from '@tools-bd/contract';
import { buildApp } from '../../src/app.ts';
import { testConfig } from '../../src/config.ts';
import { seedLargeCatalog } from '../../src/db/seed-catalog.ts';
import { createAccount, createScratchPostgresDatabase, type TestAccount } from '../helpers.ts';
import { createTool } from '../fixtures/orders.ts';
import { testPostgresUrl, testRedisUrl } from '../services.ts';

/** Products in the catalogue: a reload of the whole in-memory copy takes seconds at this size. */
const PRODUCTS = 20_000;
/** Another instance's change shows within this. */
const WITHIN_MS = 1_000;

/**
 * Two instances on one PostgreSQL and Redis with a wholesale catalogue: what an admin changes on
 * one shows on the other within a second (each instance patches its in-memory copy with the
 * tools changed, snapshot-patch.ts), where reading the whole catalogue again takes longer.
 */
describe.skipIf(!testPostgresUrl || !testRedisUrl)(
  `catalogue changes across two instances at ${PRODUCTS} products`,
  () => {
    let first: FastifyInstance;
    let second: FastifyInstance;
    let drop: () => Promise<void>;
    let admin: TestAccount;
    let loadMs: number;

    beforeAll(async () => {
      const scratch = await createScratchPostgresDatabase();
      drop = scratch.drop;
      const config = testConfig({
        database: { kind: 'postgres', url: scratch.url, poolSize: 10 },
        redisUrl: testRedisUrl,
      });
      first = await buildApp(config);
      await seedLargeCatalog(first.db, PRODUCTS);
      second = await buildApp(config);
      const started = performance.now();
      await second.inject('/api/tools?limit=1');
      loadMs = performance.now() - started;
      await first.inject('/api/tools?limit=1');
      admin = await createAccount(first, { role: 'admin' });
    }, 300_000);
    afterAll(async () => {
      await first?.close();
      await second?.close();
      await drop?.();
    });

    /** How long until `check` holds on the second instance (polled every 20 ms, given up after 10 s). */
    async function msUntil(check: () => Promise<boolean>): Promise<number> {
      const started = performance.now();
      while (!(await check())) {
        if (performance.now() - started > 10_000) throw new Error('never shown');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return performance.now() - started;
    }

    it('shows a new price and a new product on the other instance within a second', async () => {
      const [tool] = (await second.inject('/api/tools?sort=price&limit=1')).json() as Tool[];
      const changed = await first.inject({
        method: 'PATCH',
        url: `/api/tools/${tool!._id}`,
        headers: admin.authorization,
        payload: { price: 0.01 },
      });
      expect(changed.statusCode, changed.body).toBe(200);
      const priceMs = await msUntil(async () => {
        const shown = second.inject(`/api/tools/${tool!._id}`);
        return ((await shown).json() as Tool).price === 0.01;
      });
      expect(priceMs).toBeLessThan(WITHIN_MS);

      await createTool(first.db, { name: 'Zebrawood Marking Gauge', priceCents: 1 });
      const addedMs = await msUntil(async () => {
        const [found] = (await second.inject('/api/tools?q=zebrawood')).json() as Tool[];
        const [cheapest, next] = (await second.inject('/api/tools?sort=price&limit=2')).json() as Tool[];
        return (
          found?.name === 'Zebrawood Marking Gauge' && [cheapest?.price, next?.price].every((price) => price === 0.01)
        );
      });
      expect(addedMs).toBeLessThan(WITHIN_MS);
      console.info(
        `whole catalogue read: ${Math.round(loadMs)} ms; a price shown: ${Math.round(priceMs)} ms; a new product: ${Math.round(addedMs)} ms`,
      );
    });
  },
);
