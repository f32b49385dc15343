import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { createScratchPostgresDatabase } from '../helpers.ts';
import { callJson, startServerProcess, type ServerProcess } from '../processes.ts';
import { testPostgresUrl as postgresUrl, testRedisUrl as redisUrl } from '../services.ts';

/**
 * Two server processes on one PostgreSQL (and one Redis) must behave as one shop:
 * no oversell across instances, every accepted order stored, login limits shared.
 */
describe.skipIf(!postgresUrl || !redisUrl)('two instances behind one database', () => {
  let instances: ServerProcess[] = [];
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const scratch = await createScratchPostgresDatabase();
    drop = scratch.drop;
    const env = {
      DATABASE_URL: scratch.url,
      JWT_SECRET: 'two-instances-test-secret-0123456789abcdef',
      REDIS_URL: redisUrl ?? '',
      SEED_DEMO_DATA: 'true',
      ALLOW_TEST_PAYMENTS: 'true',
      // One buyer races many unpaid orders here; the cap on open unpaid orders has its own test.
      OPEN_UNPAID_ORDERS_PER_CUSTOMER: '1000',
      // Both instances migrate and seed at the same moment: the advisory locks make that safe.
    };
    instances = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await drop?.();
  });

  it('migrated and seeded once although both started together', async () => {
    const [first, second] = await Promise.all(instances.map((instance) => callJson(instance.baseUrl, '/api/tools')));
    expect(first?.status).toBe(200);
    expect(first?.body).toEqual(second?.body);
    const names = (first?.body as { name: string }[]).map((tool) => tool.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('never oversells when concurrent orders for one tool hit both instances', async () => {
    const [a, b] = instances as [ServerProcess, ServerProcess];
    const password = 'two-instances-password';
    const email = `buyer-${randomUUID().slice(0, 8)}@example.com`;
    const signup = await callJson(a.baseUrl, '/api/auth/signup', {
      method: 'POST',
      body: { name: 'Buyer', email, password, confirmPassword: password },
    });
    expect(signup.status).toBe(201);
    const token = (signup.body as unknown as { token: string }).token;

    const tools = (await callJson(a.baseUrl, '/api/tools')).body as unknown as {
      _id: string;
      name: string;
      availableItem: number;
      minPurse: number;
    }[];
    const tool = tools.find((candidate) => candidate.name === 'Jigsaw') ?? tools[0];
    if (!tool) throw new Error('no tool seeded');
    const initialStock = tool.availableItem;
    const quantity = tool.minPurse;
    const attempts = Math.ceil(initialStock / quantity) + 20;

    const results = await Promise.all(
      Array.from({ length: attempts }, (_, index) =>
        callJson((index % 2 ? b : a).baseUrl, '/api/orders', {
          method: 'POST',
          token,
          body: {
            toolId: tool._id,
            cart: quantity,
            customerName: 'Buyer',
            email,
            phone: '+8801712345678',
            address: '1 Test Street',
            district: 'Dhaka',
          },
        }),
      ),
    );
    const accepted = results.filter((result) => result.status === 201);
    const refused = results.filter((result) => result.status !== 201);
    expect(refused.every((result) => result.status === 409 || result.status === 400)).toBe(true);
    expect(accepted.length * quantity).toBeLessThanOrEqual(initialStock);
    expect(accepted.length).toBe(Math.floor(initialStock / quantity));

    // Either instance may show a catalogue snapshot up to a second old; wait it out, then both
    // must show exactly what is left.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    for (const instance of [a, b]) {
      const fresh = (await callJson(instance.baseUrl, `/api/tools/${tool._id}`)).body as unknown as {
        availableItem: number;
      };
      expect(fresh.availableItem, instance.baseUrl).toBe(initialStock - accepted.length * quantity);
    }

    const stored = (await callJson(a.baseUrl, `/api/orders?email=${encodeURIComponent(email)}`, { token }))
      .body as unknown as { _id: string }[];
    const storedIds = new Set(stored.map((order) => order._id));
    for (const result of accepted) expect(storedIds.has((result.body as unknown as { _id: string })._id)).toBe(true);
  });

  it('counts failed logins across both instances: the 6th try is refused with 429', async () => {
    const email = `target-${randomUUID().slice(0, 8)}@example.com`;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const instance = instances[attempt % 2] as ServerProcess;
      const response = await callJson(instance.baseUrl, '/api/auth/login', {
        method: 'POST',
        body: { email, password: `wrong-${attempt}` },
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses[5]).toBe(429);
  });
});
