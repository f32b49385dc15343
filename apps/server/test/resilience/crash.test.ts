import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { seedTools } from '../../src/db/seed-data.ts';
import { createScratchPostgresDatabase } from '../helpers.ts';
import { callJson, migratedDataDir, startServerProcess, type ServerProcess } from '../processes.ts';
import { testPostgresUrl } from '../services.ts';

interface ToolView {
  _id: string;
  name: string;
  availableItem: number;
  minPurse: number;
}
interface OrderView {
  _id: string;
  toolId: string;
  cart: number;
}

const initialStock = new Map(seedTools.map((tool) => [tool.name, tool.stock]));

/**
 * Kills the server with SIGKILL in the middle of a steady order load, restarts it on the same
 * data, and checks that nothing acknowledged was lost and no stock leaked:
 * every order that got a 201 is there, and for every tool stock + ordered quantities == initial stock.
 */
async function crashAndCheck(env: Record<string, string>) {
  let server: ServerProcess | null = await startServerProcess(env);
  const password = 'crash-test-password';
  const email = `crash-${randomUUID().slice(0, 8)}@example.com`;
  const signup = await callJson(server.baseUrl, '/api/auth/signup', {
    method: 'POST',
    body: { name: 'Crash', email, password, confirmPassword: password },
  });
  expect(signup.status).toBe(201);
  const token = (signup.body as unknown as { token: string }).token;
  const tools = (await callJson(server.baseUrl, '/api/tools')).body as unknown as ToolView[];

  const acknowledged: string[] = [];
  let stop = false;
  const worker = async (offset: number) => {
    for (let index = offset; !stop; index += 4) {
      const tool = tools[index % tools.length] as ToolView;
      try {
        const response = await callJson(server!.baseUrl, '/api/orders', {
          method: 'POST',
          token,
          body: {
            toolId: tool._id,
            cart: tool.minPurse,
            customerName: 'Crash',
            email,
            phone: '+8801712345678',
            address: '1 Crash Road',
            district: 'Dhaka',
          },
        });
        if (response.status === 201) acknowledged.push((response.body as unknown as OrderView)._id);
      } catch {
        // the server died mid-request: this order was never acknowledged
      }
    }
  };
  const load = Promise.all([0, 1, 2, 3].map(worker));
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  server.child.kill('SIGKILL');
  await server.exited;
  stop = true;
  await load;
  expect(acknowledged.length).toBeGreaterThan(0);

  server = await startServerProcess(env);
  try {
    const orders = (await callJson(server.baseUrl, `/api/orders?email=${encodeURIComponent(email)}`, { token }))
      .body as unknown as OrderView[];
    const stored = new Set(orders.map((order) => order._id));
    const lost = acknowledged.filter((id) => !stored.has(id));
    expect(lost).toEqual([]);

    const after = (await callJson(server.baseUrl, '/api/tools')).body as unknown as ToolView[];
    for (const tool of after) {
      const ordered = orders.filter((order) => order.toolId === tool._id).reduce((sum, order) => sum + order.cart, 0);
      expect(tool.availableItem + ordered, tool.name).toBe(initialStock.get(tool.name));
    }
  } finally {
    await server.stop();
  }
}

describe('a crash loses nothing', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  it('on the embedded database', async () => {
    const dataDir = migratedDataDir(mkdtempSync(join(tmpdir(), 'toolsbd-crash-')));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    await crashAndCheck({ DATA_DIR: dataDir, SEED_DEMO_DATA: 'true' });
  }, 120_000);

  it.skipIf(!testPostgresUrl)(
    'on PostgreSQL',
    async () => {
      const scratch = await createScratchPostgresDatabase();
      cleanups.push(scratch.drop);
      await crashAndCheck({
        DATABASE_URL: scratch.url,
        JWT_SECRET: 'crash-test-secret-0123456789abcdef0123',
        SEED_DEMO_DATA: 'true',
        ALLOW_TEST_PAYMENTS: 'true',
      });
    },
    120_000,
  );
});
