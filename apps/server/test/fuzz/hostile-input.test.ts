import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { selectRows } from '../../src/db/client.ts';
import { seedDemoData } from '../../src/db/seed.ts';
import { createAccount, createTestApp, type TestAccount, type TestApp } from '../helpers.ts';

/**
 * Random and hostile requests to every route of the OpenAPI document, as anonymous, customer
 * and admin: never a 5xx, never a stack trace, and a refused request (4xx) changes nothing.
 */

interface Operation {
  method: string;
  path: string;
  bodyFields: string[];
}

const HOSTILE_STRINGS = [
  '',
  ' ',
  "' OR '1'='1' --",
  '1; DROP TABLE orders; --',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  '%00',
  '\u0000',
  '𝕿𝖔𝖔𝖑𝖘 🔧 ﷽ ‮RTL',
  '__proto__',
  'constructor',
  'NaN',
  '-1',
  '1e309',
  '00000000-0000-0000-0000-000000000000',
  'x'.repeat(5_000),
];

const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.constantFrom(...HOSTILE_STRINGS),
    fc.string(),
    fc.string({ unit: 'grapheme', maxLength: 40 }),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.constant(-0),
    fc.constant(Number.MAX_SAFE_INTEGER),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 8 }), tie('value'), { maxKeys: 3 }),
  ),
})).value;

/** Polluting keys must arrive as raw JSON text: JSON.stringify would drop a real __proto__ key. */
const pollutionBodies = [
  '{"__proto__": {"polluted": true}}',
  '{"constructor": {"prototype": {"polluted": true}}}',
  '{"email": "a@b.co", "__proto__": {"role": "admin"}}',
];

function deepObject(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level++) value = { nested: value };
  return value;
}

describe('hostile input to every route', () => {
  let shop: TestApp;
  let customer: TestAccount;
  let admin: TestAccount;
  let operations: Operation[];
  let knownIds: string[];

  /** Everything a refused request must leave exactly as it was. */
  async function fingerprint(): Promise<string> {
    const rows = await selectRows<Record<string, unknown>>(
      shop.app.db,
      sql`select
        (select count(*) from tools)::int as tools,
        (select coalesce(sum(available_quantity), 0) from tools)::bigint as stock,
        (select coalesce(sum(price_cents), 0) from tools)::bigint as prices,
        (select count(*) from tools where archived_at is not null)::int as archived,
        (select count(*) from orders)::int as orders,
        (select count(*) from orders where paid)::int as paid,
        (select string_agg(status, ',' order by id) from orders) as statuses,
        (select count(*) from reviews)::int as reviews,
        (select md5(coalesce(string_agg(education || location || phone || linkedin, ',' order by user_id), '')) from profiles) as profiles,
        (select string_agg(email || ':' || role || ':' || token_version, ',' order by email) from users) as users`,
    );
    return JSON.stringify(rows[0]);
  }

  beforeAll(async () => {
    shop = await createTestApp('pglite');
    await seedDemoData(shop.app.db);
    customer = await createAccount(shop.app);
    admin = await createAccount(shop.app, { role: 'admin' });
    const tools = (await shop.app.inject('/api/tools')).json() as { _id: string }[];
    knownIds = tools.slice(0, 3).map((tool) => tool._id);
    const document = (await shop.app.inject('/api/docs/openapi.json')).json() as {
      paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> } }>>;
    };
    operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        bodyFields: Object.keys(operation.requestBody?.content?.['application/json']?.schema?.properties ?? {}),
      })),
    );
    expect(operations.length).toBeGreaterThan(5);
  }, 60_000);
  afterAll(() => shop.close());

  function fillPath(path: string, choice: unknown, role: string): string {
    return path.replace(/\{(\w+)\}/g, (_, name: string) => {
      if (name === 'email') {
        const own = role === 'admin' ? admin.email : customer.email;
        return encodeURIComponent(typeof choice === 'number' ? [own, 'someone@else.com', 'not-an-email'][choice % 3] ?? own : String(choice));
      }
      if (typeof choice === 'number') return knownIds[choice % knownIds.length] ?? 'x';
      return encodeURIComponent(String(choice));
    });
  }

  it('never answers 5xx, never leaks a stack trace, and a refused request changes nothing', async () => {
    const roleArb = fc.constantFrom('anonymous', 'customer', 'admin', 'forged');
    const paramArb = fc.oneof(fc.nat(10), fc.constantFrom(...HOSTILE_STRINGS.filter(Boolean)), fc.string({ minLength: 1, maxLength: 30 }));
    const bodyArb = fc.oneof(
      fc.constant(undefined),
      hostileValue,
      fc.constantFrom(...pollutionBodies),
      fc.constant(deepObject(200)),
      fc.nat(),
    );

    await fc.assert(
      fc.asyncProperty(fc.nat(), roleArb, paramArb, bodyArb, fc.dictionary(fc.string({ maxLength: 6 }), hostileValue, { maxKeys: 4 }), async (operationIndex, role, param, bodySeed, fields) => {
        const operation = operations[operationIndex % operations.length] as Operation;
        const url = fillPath(operation.path, param, role) + (operation.method === 'GET' ? `?email=${encodeURIComponent(String(param))}&page=${encodeURIComponent(String(param))}` : '');
        const headers: Record<string, string> = {};
        if (role === 'customer') headers.authorization = `Bearer ${customer.token}`;
        if (role === 'admin') headers.authorization = `Bearer ${admin.token}`;
        if (role === 'forged') headers.authorization = `Bearer ${customer.token.slice(0, -4)}AAAA`;

        let payload: string | undefined;
        if (typeof bodySeed === 'string' && bodySeed.startsWith('{')) payload = bodySeed;
        else if (typeof bodySeed === 'number' && operation.bodyFields.length > 0) {
          // Right field names, hostile values: gets past "missing field" to the real rules.
          payload = JSON.stringify(Object.fromEntries(operation.bodyFields.map((field, index) => [field, Object.values(fields)[index] ?? HOSTILE_STRINGS[(bodySeed + index) % HOSTILE_STRINGS.length]])));
        } else if (bodySeed !== undefined) payload = JSON.stringify(bodySeed);
        if (payload !== undefined && operation.method !== 'GET') headers['content-type'] = 'application/json';

        const before = await fingerprint();
        const response = await shop.app.inject({ method: operation.method as 'GET', url, headers, payload: operation.method === 'GET' ? undefined : payload });
        const context = `${operation.method} ${url} as ${role} with ${String(payload).slice(0, 200)} → ${response.statusCode} ${response.body.slice(0, 200)}`;
        expect(response.statusCode, context).toBeLessThan(500);
        expect(response.body, context).not.toMatch(/\n\s+at .+:\d+:\d+/);
        if (response.statusCode >= 400) {
          expect(response.headers['content-type'], context).toMatch(/application\/json/);
          expect(Object.keys(response.json() as object), context).toEqual(['message']);
          expect(await fingerprint(), context).toBe(before);
        }
        expect(({} as Record<string, unknown>).polluted, context).toBeUndefined();
        expect(({} as Record<string, unknown>).role, context).toBeUndefined();
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 400), seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined },
    );
  }, 240_000);
});
