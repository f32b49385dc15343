import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { selectRows } from '../../src/db/client.ts';
import { seedDemoData } from '../../src/db/seed.ts';
import { createAccount, createTestApp, type TestAccount, type TestApp } from '../helpers.ts';
import { startLocalIssuer, type LocalIssuer } from '../doubles/local-issuer.ts';

/**
 * Random and hostile requests to every route of the OpenAPI document, as anonymous, customer
 * and admin: never a 5xx, never a stack trace, and a refused request (4xx) changes nothing.
 * Google sign-in is configured (a local issuer), so its routes run their real checks rather
 * than answering "not configured". The multipart upload route has its own bodies in
 * hostile-uploads.test.ts.
 */

const PUBLIC_URL = 'http://127.0.0.1:3999';
const OIDC_CLIENT = { clientId: 'fuzz-client', clientSecret: 'fuzz-client-secret' };
/** Routes added after the fuzz was first written: the document must still list them. */
const NEWER_ROUTES = [
  'POST /api/auth/logout',
  'POST /api/auth/logout-everywhere',
  'POST /api/auth/google/exchange',
  'POST /api/uploads',
];

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
  let issuer: LocalIssuer;
  let customer: TestAccount;
  let admin: TestAccount;
  let operations: Operation[];
  let knownIds: string[];

  /**
   * The next transaction id: a request that wrote anything has used one. While it stays the same,
   * the tables are as the last fingerprint found them and reading them again would find the same.
   */
  let fingerprintedAt: { nextTransaction: string; fingerprint: string } | undefined;
  async function nextTransactionId(): Promise<string> {
    const [row] = await selectRows<{ next: string }>(
      shop.app.db,
      sql`select pg_snapshot_xmax(pg_current_snapshot())::text as next`,
    );
    return row!.next;
  }

  /** Everything a refused request must leave exactly as it was. */
  async function fingerprint(): Promise<string> {
    const nextTransaction = await nextTransactionId();
    if (fingerprintedAt?.nextTransaction === nextTransaction) return fingerprintedAt.fingerprint;
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
    fingerprintedAt = { nextTransaction, fingerprint: JSON.stringify(rows[0]) };
    return fingerprintedAt.fingerprint;
  }

  /**
   * The fingerprint the last refused request was checked against: nothing runs between two
   * requests (the test shop sweeps nothing by itself), so it is the next request's "before" too.
   * Any other answer, or a sign-in of the test's own, forgets it.
   */
  let unchangedSince: string | undefined;
  async function fingerprintBefore(): Promise<string> {
    return unchangedSince ?? (await fingerprint());
  }

  beforeAll(async () => {
    issuer = await startLocalIssuer({ ...OIDC_CLIENT, redirectUris: [`${PUBLIC_URL}/api/auth/google/callback`] });
    shop = await createTestApp('pglite', { publicUrl: PUBLIC_URL, oidc: { issuer: issuer.url, ...OIDC_CLIENT } });
    await seedDemoData(shop.app.db);
    customer = await createAccount(shop.app);
    admin = await createAccount(shop.app, { role: 'admin' });
    const tools = (await shop.app.inject('/api/tools')).json() as { _id: string }[];
    knownIds = tools.slice(0, 3).map((tool) => tool._id);
    const document = (await shop.app.inject('/api/docs/openapi.json')).json() as {
      paths: Record<
        string,
        Record<
          string,
          { requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> } }
        >
      >;
    };
    operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        bodyFields: Object.keys(operation.requestBody?.content?.['application/json']?.schema?.properties ?? {}),
      })),
    );
    expect(operations.map((operation) => `${operation.method} ${operation.path}`)).toEqual(
      expect.arrayContaining(NEWER_ROUTES),
    );
  }, 60_000);
  afterAll(async () => {
    await shop?.close();
    await issuer?.close();
  });

  /**
   * A successful sign-out ends the account's token(s): sign in again (from an address of its
   * own, so the fuzz's failed sign-ins never limit it), or every later call of that role would
   * stop at the 401 and test nothing.
   */
  let renewals = 0;
  async function renewTokenAfterSignOut(path: string, status: number, role: string) {
    if (status >= 300 || !path.startsWith('/api/auth/logout') || (role !== 'customer' && role !== 'admin')) return;
    unchangedSince = undefined;
    const account = role === 'admin' ? admin : customer;
    renewals += 1;
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email, password: account.password },
      remoteAddress: `10.77.${Math.floor(renewals / 250)}.${renewals % 250}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    account.token = (response.json() as { token: string }).token;
  }

  function headersFor(role: string): Record<string, string> {
    if (role === 'customer') return { authorization: `Bearer ${customer.token}` };
    if (role === 'admin') return { authorization: `Bearer ${admin.token}` };
    if (role === 'forged') return { authorization: `Bearer ${customer.token.slice(0, -4)}AAAA` };
    return {};
  }

  /** The checks every answer must pass, whatever was sent. */
  async function expectSafeAnswer(
    response: { statusCode: number; body: string; headers: Record<string, unknown>; json: () => unknown },
    before: string,
    context: string,
  ) {
    unchangedSince = undefined;
    expect(response.statusCode, context).toBeLessThan(500);
    expect(response.body, context).not.toMatch(/\n\s+at .+:\d+:\d+/);
    if (response.statusCode >= 400) {
      expect(response.headers['content-type'], context).toMatch(/application\/json/);
      expect(Object.keys(response.json() as object), context).toEqual(['message']);
      const after = await fingerprint();
      expect(after, context).toBe(before);
      unchangedSince = after;
    }
    expect(({} as Record<string, unknown>).polluted, context).toBeUndefined();
    expect(({} as Record<string, unknown>).role, context).toBeUndefined();
  }

  function fillPath(path: string, choice: unknown, role: string): string {
    return path.replace(/\{(\w+)\}/g, (_, name: string) => {
      if (name === 'email') {
        const own = role === 'admin' ? admin.email : customer.email;
        return encodeURIComponent(
          typeof choice === 'number' ? ([own, 'someone@else.com', 'not-an-email'][choice % 3] ?? own) : String(choice),
        );
      }
      if (typeof choice === 'number') return knownIds[choice % knownIds.length] ?? 'x';
      return encodeURIComponent(String(choice));
    });
  }

  it('never answers 5xx, never leaks a stack trace, and a refused request changes nothing', async () => {
    const roleArb = fc.constantFrom('anonymous', 'customer', 'admin', 'forged');
    const paramArb = fc.oneof(
      fc.nat(10),
      fc.constantFrom(...HOSTILE_STRINGS.filter(Boolean)),
      fc.string({ minLength: 1, maxLength: 30 }),
    );
    const bodyArb = fc.oneof(
      fc.constant(undefined),
      hostileValue,
      fc.constantFrom(...pollutionBodies),
      fc.constant(deepObject(200)),
      fc.nat(),
    );

    await fc.assert(
      fc.asyncProperty(
        fc.nat(),
        roleArb,
        paramArb,
        bodyArb,
        fc.dictionary(fc.string({ maxLength: 6 }), hostileValue, { maxKeys: 4 }),
        async (operationIndex, role, param, bodySeed, fields) => {
          const operation = operations[operationIndex % operations.length] as Operation;
          const url =
            fillPath(operation.path, param, role) +
            (operation.method === 'GET'
              ? `?email=${encodeURIComponent(String(param))}&page=${encodeURIComponent(String(param))}`
              : '');
          const headers = headersFor(role);

          let payload: string | undefined;
          if (typeof bodySeed === 'string' && bodySeed.startsWith('{')) payload = bodySeed;
          else if (typeof bodySeed === 'number' && operation.bodyFields.length > 0) {
            // Right field names, hostile values: gets past "missing field" to the real rules.
            payload = JSON.stringify(
              Object.fromEntries(
                operation.bodyFields.map((field, index) => [
                  field,
                  Object.values(fields)[index] ?? HOSTILE_STRINGS[(bodySeed + index) % HOSTILE_STRINGS.length],
                ]),
              ),
            );
          } else if (bodySeed !== undefined) payload = JSON.stringify(bodySeed);
          if (payload !== undefined && operation.method !== 'GET') headers['content-type'] = 'application/json';

          const before = await fingerprintBefore();
          const response = await shop.app.inject({
            method: operation.method as 'GET',
            url,
            headers,
            payload: operation.method === 'GET' ? undefined : payload,
          });
          const context = `${operation.method} ${url} as ${role} with ${String(payload).slice(0, 200)} → ${response.statusCode} ${response.body.slice(0, 200)}`;
          await expectSafeAnswer(response, before, context);
          await renewTokenAfterSignOut(operation.path, response.statusCode, role);
        },
      ),
      {
        numRuns: Number(process.env.FUZZ_RUNS ?? 400),
        seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined,
      },
    );
  }, 240_000);

  it('reaches every documented route, each as every role, with no body, an empty one and hostile fields', async () => {
    /** Status of the last call with no body per "METHOD path role": shows the newer routes ran their real code. */
    const bare = new Map<string, number>();
    for (const operation of operations) {
      const fieldBodies =
        operation.bodyFields.length === 0
          ? []
          : [
              JSON.stringify(
                Object.fromEntries(
                  operation.bodyFields.map((field, index) => [field, HOSTILE_STRINGS[index % HOSTILE_STRINGS.length]]),
                ),
              ),
            ];
      for (const role of ['anonymous', 'customer', 'admin', 'forged']) {
        for (const param of [0, "' OR '1'='1' --"]) {
          for (const payload of [undefined, '{}', ...fieldBodies]) {
            const url = fillPath(operation.path, param, role);
            const headers = headersFor(role);
            if (payload !== undefined && operation.method !== 'GET') headers['content-type'] = 'application/json';
            const before = await fingerprintBefore();
            const response = await shop.app.inject({
              method: operation.method as 'GET',
              url,
              headers,
              payload: operation.method === 'GET' ? undefined : payload,
            });
            await expectSafeAnswer(
              response,
              before,
              `${operation.method} ${url} as ${role} with ${String(payload)} → ${response.statusCode} ${response.body.slice(0, 200)}`,
            );
            await renewTokenAfterSignOut(operation.path, response.statusCode, role);
            if (payload === undefined) bare.set(`${operation.method} ${operation.path} ${role}`, response.statusCode);
          }
        }
      }
    }
    // Sign-out works for a signed-in caller and refuses the rest; the Google exchange is live
    // (not "not configured") and refuses a missing code.
    expect(bare.get('POST /api/auth/logout customer')).toBe(200);
    expect(bare.get('POST /api/auth/logout-everywhere admin')).toBe(200);
    expect(bare.get('POST /api/auth/logout forged')).toBe(401);
    expect(bare.get('POST /api/auth/logout-everywhere anonymous')).toBe(401);
    expect(bare.get('POST /api/auth/google/exchange anonymous')).toBe(400);
  }, 180_000);

  it('takes every hostile string in every path parameter and query field, as an admin (who gets furthest), without a 5xx', async () => {
    // The random run above meets each of these only by chance; this sweep makes a NUL or an
    // overlong value in, say, a category slug fail every run rather than one seed in ten.
    const queryFields = ['q', 'email', 'page', 'category', 'sort', 'status', 'from', 'to', 'limit', 'cursor'];
    for (const operation of operations.filter(
      (candidate) =>
        (candidate.path.includes('{') || candidate.method === 'GET') && !candidate.path.startsWith('/api/auth/logout'),
    )) {
      for (const param of HOSTILE_STRINGS.filter(Boolean)) {
        const payload = operation.method === 'GET' ? undefined : '{}';
        const headers = headersFor('admin');
        if (payload !== undefined) headers['content-type'] = 'application/json';
        const query =
          operation.method === 'GET'
            ? `?${queryFields.map((field) => `${field}=${encodeURIComponent(param)}`).join('&')}`
            : '';
        const url = fillPath(operation.path, param, 'admin') + query;
        const before = await fingerprintBefore();
        const response = await shop.app.inject({ method: operation.method as 'GET', url, headers, payload });
        await expectSafeAnswer(
          response,
          before,
          `${operation.method} ${url} as admin → ${response.statusCode} ${response.body.slice(0, 200)}`,
        );
      }
    }
  }, 180_000);

  it('takes every hostile string in every body field at once, as an admin, without a 5xx', async () => {
    for (const operation of operations.filter(
      (candidate) => candidate.bodyFields.length > 0 && !candidate.path.startsWith('/api/auth/logout'),
    )) {
      for (const value of HOSTILE_STRINGS) {
        const headers = { ...headersFor('admin'), 'content-type': 'application/json' };
        const url = fillPath(operation.path, 0, 'admin');
        const payload = JSON.stringify(Object.fromEntries(operation.bodyFields.map((field) => [field, value])));
        const before = await fingerprintBefore();
        const response = await shop.app.inject({ method: operation.method as 'POST', url, headers, payload });
        await expectSafeAnswer(
          response,
          before,
          `${operation.method} ${url} as admin with ${payload.slice(0, 120)} → ${response.statusCode} ${response.body.slice(0, 200)}`,
        );
      }
    }
  }, 180_000);
});
