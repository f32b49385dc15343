import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { commonMessages, identityMessages, profileMessages } from '@tools-bd/contract';
import authorizationPlugin, {
  requireOwner,
  requireOwnerOrAdmin,
  type AccessRule,
} from '../../src/plugins/authorization.ts';
import type { CurrentUser } from '../../src/plugins/authentication.ts';
import { createTestApp, type TestApp } from '../helpers.ts';

/**
 * Who may call each API route. A new route must be added here with its rule, and a changed rule
 * changes this table on purpose: both are decisions a reviewer should see.
 */
const EXPECTED_ACCESS: Record<string, AccessRule> = {
  'GET /api/docs/openapi.json': 'public',
  'GET /api/health': 'public',
  // catalog
  'GET /api/tools': 'public',
  'GET /api/tools/by-slug/:slug': 'public',
  'GET /api/categories': 'public',
  'GET /api/brands': 'public',
  'GET /api/search/suggest': 'public',
  'GET /api/tools/:id': 'public',
  'GET /api/admin/tools': 'admin',
  'POST /api/tools': 'admin',
  'PATCH /api/tools/:id': 'admin',
  'DELETE /api/tools/:id': 'admin',
  'POST /api/uploads': 'admin',
  'GET /api/admin/categories': 'admin',
  'POST /api/categories': 'admin',
  'PATCH /api/categories/:ref': 'admin',
  'DELETE /api/categories/:ref': 'admin',
  'POST /api/admin/catalog/import': 'admin',
  'GET /api/admin/catalog/export.csv': 'admin',
  // reviews
  'GET /api/reviews': 'public',
  'GET /api/reviews/mine': 'user',
  'GET /api/tools/by-slug/:slug/reviews': 'public',
  'POST /api/reviews': 'owner',
  // users
  'GET /api/user': 'admin',
  'PUT /api/user/admin/:email': 'admin',
  'DELETE /api/user/admin/:email': 'admin',
  'PATCH /api/user/admin/:email': 'admin',
  // identity
  'POST /api/auth/signup': 'public',
  'POST /api/auth/login': 'public',
  'GET /api/auth/me': 'user',
  'PATCH /api/auth/me': 'user',
  'POST /api/auth/verify-email': 'public',
  'POST /api/auth/verify-email/resend': 'user',
  'POST /api/auth/forgot-password': 'public',
  'POST /api/auth/reset-password': 'public',
  'POST /api/auth/change-password': 'user',
  'POST /api/auth/logout': 'user',
  'POST /api/auth/logout-everywhere': 'user',
  'PUT /api/user/:email': 'owner',
  'GET /api/admin/:email': 'owner',
  'GET /api/auth/providers': 'public',
  'GET /api/auth/google': 'public',
  'GET /api/auth/google/callback': 'public',
  'POST /api/auth/google/exchange': 'public',
  // profiles
  'GET /api/profile/:email': 'owner',
  'PUT /api/profile/:email': 'owner',
  // orders
  'POST /api/orders': 'user',
  'GET /api/orders': 'owner',
  'GET /api/orders/:id': 'owner',
  'GET /api/orders/:id/invoice.pdf': 'owner',
  'GET /api/orders/:id/credit-note.pdf': 'owner',
  'DELETE /api/orders/:id': 'owner',
  'GET /api/order': 'admin',
  'PATCH /api/orders/:id/status': 'admin',
  'GET /api/orders/:id/events': 'owner',
  'POST /api/orders/:id/approve': 'owner',
  'POST /api/orders/:id/decline': 'owner',
  'PATCH /api/orders/:id/payment-method': 'owner',
  'POST /api/orders/:id/payments': 'admin',
  'POST /api/orders/:id/refund': 'admin',
  // payments
  'GET /api/payments/config': 'public',
  'POST /api/create-payment-intent': 'owner',
  'PATCH /api/orders/:id': 'owner',
  'POST /api/payments/simulator/confirm': 'public',
  'POST /api/payments/webhook': 'public',
  'POST /api/payments/sslcommerz/session': 'owner',
  'POST /api/payments/sslcommerz/ipn': 'public',
  'POST /api/payments/sslcommerz/success': 'public',
  'POST /api/payments/sslcommerz/fail': 'public',
  'POST /api/payments/sslcommerz/cancel': 'public',
  // cart
  'GET /api/cart': 'user',
  'PUT /api/cart/lines/:toolId': 'user',
  'DELETE /api/cart/lines/:toolId': 'user',
  'DELETE /api/cart': 'user',
  'POST /api/cart/merge': 'user',
  'POST /api/cart/import': 'user',
  'POST /api/checkout': 'user',
  'POST /api/orders/:id/reorder': 'owner',
  // settings
  'GET /api/settings': 'public',
  'GET /api/admin/settings': 'admin',
  'PUT /api/admin/settings': 'admin',
  // shipping
  'GET /api/shipping/quote': 'user',
  // delivery
  'POST /api/orders/:id/shipments': 'admin',
  'GET /api/orders/:id/shipments': 'admin',
  'POST /api/orders/:id/received-back': 'admin',
  'POST /api/couriers/pathao/webhook': 'public',
  'POST /api/couriers/steadfast/webhook': 'public',
  'GET /api/admin/couriers': 'admin',
  'POST /api/admin/remittances': 'admin',
  'GET /api/admin/remittances': 'admin',
  'POST /api/admin/remittances/import': 'admin',
  // reports
  'GET /api/admin/overview': 'admin',
  'GET /api/admin/exports/orders.csv': 'admin',
  'GET /api/admin/exports/invoices.csv': 'admin',
  'GET /api/admin/exports/products.csv': 'admin',
  // companies
  'POST /api/companies': 'user',
  'GET /api/companies/mine': 'user',
  'PATCH /api/companies/mine': 'owner',
  'GET /api/companies/mine/members': 'user',
  'PATCH /api/companies/mine/members/:userId': 'owner',
  'DELETE /api/companies/mine/members/:userId': 'owner',
  'POST /api/companies/mine/invitations': 'owner',
  'GET /api/companies/mine/addresses': 'user',
  'POST /api/companies/mine/addresses': 'owner',
  'PATCH /api/companies/mine/addresses/:id': 'owner',
  'DELETE /api/companies/mine/addresses/:id': 'owner',
  'GET /api/invitations/:token': 'public',
  'POST /api/invitations/:token/accept': 'owner',
  'GET /api/admin/companies': 'admin',
  'GET /api/admin/companies/:id': 'admin',
  'PATCH /api/admin/companies/:id': 'admin',
  // accounts (trade credit)
  'POST /api/admin/companies/:id/payments': 'admin',
  'GET /api/admin/companies/:id/open-invoices': 'admin',
  'GET /api/admin/companies/:id/statement': 'admin',
  'GET /api/companies/mine/statement': 'user',
  'GET /api/admin/receivables': 'admin',
  'GET /api/companies/mine/statement.pdf': 'user',
  'GET /api/companies/mine/statement.csv': 'user',
  'GET /api/admin/companies/:id/statement.pdf': 'admin',
  'GET /api/admin/companies/:id/statement.csv': 'admin',
  'GET /api/admin/receivables.csv': 'admin',
  'POST /api/companies/mine/pay': 'user',
  // pricing
  'POST /api/admin/price-lists': 'admin',
  'GET /api/admin/price-lists': 'admin',
  'GET /api/admin/price-lists/:id': 'admin',
  'PATCH /api/admin/price-lists/:id': 'admin',
  'DELETE /api/admin/price-lists/:id': 'admin',
  // quotes
  'POST /api/quotes': 'user',
  'GET /api/quotes': 'user',
  'GET /api/admin/quotes': 'admin',
  'GET /api/quotes/:id': 'owner',
  'PATCH /api/quotes/:id': 'admin',
  'POST /api/quotes/:id/messages': 'owner',
  'POST /api/quotes/:id/accept': 'owner',
  'POST /api/quotes/:id/reject': 'owner',
  'POST /api/quotes/:id/withdraw': 'admin',
  'GET /api/quotes/:id/events': 'owner',
  'GET /api/quotes/:id/quote.pdf': 'owner',
};

interface Operation {
  operationId?: string;
  security?: unknown;
  'x-access'?: string;
  responses: Record<string, unknown>;
}

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);

describe('every API route declares who may call it', () => {
  let shop: TestApp;
  let operations: Map<string, Operation>;

  beforeAll(async () => {
    shop = await createTestApp();
    await shop.app.ready();
    const document = (await shop.app.inject({ url: '/api/docs/openapi.json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    operations = new Map();
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        if (HTTP_METHODS.has(method))
          operations.set(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`, operation);
      }
    }
  });
  afterAll(() => shop.close());

  it('matches the expected table, route for route', () => {
    expect(Object.fromEntries([...shop.app.accessRules].sort())).toEqual(
      Object.fromEntries(Object.entries(EXPECTED_ACCESS).sort()),
    );
  });

  it('shows each rule in the OpenAPI document: bearer security on signed-in routes, none on public ones', () => {
    // The document route describes nothing but itself and stays out of the document.
    const documented = Object.entries(EXPECTED_ACCESS).filter(([route]) => route !== 'GET /api/docs/openapi.json');
    expect([...operations.keys()].sort()).toEqual(documented.map(([route]) => route).sort());
    for (const [route, access] of documented) {
      const operation = operations.get(route)!;
      expect({ route, access: operation['x-access'], security: operation.security }).toEqual({
        route,
        access,
        security: access === 'public' ? [] : [{ bearer: [] }],
      });
    }
  });

  it('documents a stable, unique operationId and the refusals of every guarded operation', () => {
    const ids = [...operations.values()].map((operation) => operation.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [route, operation] of operations) {
      const access = EXPECTED_ACCESS[route];
      if (access !== 'public') expect({ route, has401: '401' in operation.responses }).toEqual({ route, has401: true });
      if (access === 'admin' || access === 'owner')
        expect({ route, has403: '403' in operation.responses }).toEqual({ route, has403: true });
    }
  });

  it('refuses a signed-out call before reading the body, except where the payment calls validate first', async () => {
    const { app } = shop;
    const badBody = { payload: { nonsense: true } };
    // 401 first: the caller learns to sign in before learning the body is wrong.
    const order = await app.inject({ method: 'POST', url: '/api/orders', ...badBody });
    expect([order.statusCode, order.json()]).toEqual([401, { message: commonMessages.unauthenticated }]);
    const tool = await app.inject({ method: 'POST', url: '/api/tools', ...badBody });
    expect([tool.statusCode, tool.json()]).toEqual([401, { message: commonMessages.unauthenticated }]);
    // Payment calls always answered a bad body with 400, token or not.
    const intent = await app.inject({ method: 'POST', url: '/api/create-payment-intent', ...badBody });
    expect(intent.statusCode).toBe(400);
    const intentWithGoodBody = await app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      payload: { orderId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(intentWithGoodBody.statusCode).toBe(401);
  });

  it("keeps each route's own wording and ignores tokens on public routes", async () => {
    const { app } = shop;
    const profile = await app.inject({ url: '/api/profile/someone@example.com' });
    expect([profile.statusCode, profile.json()]).toEqual([401, { message: profileMessages.noUserLoggedIn }]);
    const stale = { authorization: 'Bearer not-a-token' };
    const me = await app.inject({ url: '/api/auth/me', headers: stale });
    expect([me.statusCode, me.json()]).toEqual([401, { message: identityMessages.sessionExpired }]);
    // A leftover token must never stop anybody from browsing or signing in again.
    expect((await app.inject({ url: '/api/tools', headers: stale })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/auth/providers', headers: stale })).statusCode).toBe(200);
  });
});

describe('registering a route', () => {
  /** Only what the authorization plugin needs of authentication: nobody is ever signed in. */
  const fakeAuthentication = fp(
    async (app) => {
      app.decorate('identify', async () => null);
    },
    { name: 'authentication' },
  );

  async function appWith(register: (app: ReturnType<typeof Fastify>) => void) {
    const app = Fastify();
    await app.register(fakeAuthentication);
    await app.register(authorizationPlugin);
    await app.register(async (scope) => register(scope), { prefix: '/api' });
    return app;
  }

  it('fails when an API route declares no access rule', async () => {
    await expect(appWith((app) => app.get('/forgotten', async () => ({})))).rejects.toThrow(
      /GET \/api\/forgotten declares no access rule/,
    );
  });

  it('fails for a rule that is not one of the four', async () => {
    const config = { access: 'everyone' } as unknown as { access: AccessRule };
    await expect(appWith((app) => app.get('/typo', { config }, async () => ({})))).rejects.toThrow(
      /declares no access rule/,
    );
  });

  it('guards the HEAD twin of a GET route too', async () => {
    const app = await appWith((scope) =>
      scope.get('/secret', { config: { access: 'user' } }, async () => ({ secret: true })),
    );
    expect((await app.inject({ method: 'HEAD', url: '/api/secret' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/secret' })).statusCode).toBe(401);
    expect([...app.accessRules]).toEqual([['GET /api/secret', 'user']]);
    await app.close();
  });
});

describe('owner checks', () => {
  const customer: CurrentUser = {
    id: 'u-1',
    email: 'buyer@example.com',
    name: 'Buyer',
    role: 'user',
    emailVerified: true,
    tokenVersion: 0,
  };
  const admin: CurrentUser = { ...customer, id: 'u-2', email: 'admin@example.com', role: 'admin' };

  it('lets owners through by id or e-mail and refuses others with the given wording', () => {
    expect(() => requireOwner(customer, { userId: 'u-1' })).not.toThrow();
    expect(() => requireOwner(customer, { email: 'buyer@example.com' })).not.toThrow();
    expect(() => requireOwner(customer, { userId: 'u-3' }, 'Not yours')).toThrow(
      expect.objectContaining({ statusCode: 403, message: 'Not yours' }),
    );
    expect(() => requireOwner(admin, { email: 'buyer@example.com' })).toThrow(
      expect.objectContaining({ statusCode: 403, message: commonMessages.forbidden }),
    );
  });

  it('lets admins act on anybody’s resource where the route allows it', () => {
    expect(() => requireOwnerOrAdmin(admin, { userId: 'u-1' })).not.toThrow();
    expect(() => requireOwnerOrAdmin(customer, { email: 'other@example.com' })).toThrow(
      expect.objectContaining({ statusCode: 403 }),
    );
  });
});
