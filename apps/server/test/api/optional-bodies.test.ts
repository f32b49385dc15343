import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createTestApp, testEngines, type TestAccount, type TestApp } from '../helpers.ts';
import { createTool, payOrder, placeOrder } from '../fixtures/orders.ts';

interface Operation {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      { requestBody?: { required?: boolean; content?: Record<string, { schema?: { required?: string[] } }> } }
    >
  >;
}

/** The three ways a client sends "nothing": no body and no content type, an empty JSON body, `{}`. */
const WITHOUT_BODY = { label: 'no body', headers: {}, payload: undefined };
const EMPTY_JSON = { label: 'an empty JSON body', headers: { 'content-type': 'application/json' }, payload: '' };
const EMPTY_OBJECT = { label: '{}', headers: { 'content-type': 'application/json' }, payload: '{}' };

describe.each(testEngines)('routes whose body is optional ($engine)', ({ engine }) => {
  let shop: TestApp;
  let admin: TestAccount;
  let optional: Operation[];
  let bodyRequired: Record<string, boolean | undefined>;

  beforeAll(async () => {
    shop = await createTestApp(engine);
    admin = await createAccount(shop.app, { role: 'admin' });
    const document = (await shop.app.inject('/api/docs/openapi.json')).json() as OpenApiDocument;
    optional = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).flatMap(([method, operation]) => {
        const schema = operation.requestBody?.content?.['application/json']?.schema;
        return schema && !schema.required?.length
          ? [{ method: method.toUpperCase() as Operation['method'], path }]
          : [];
      }),
    );
    bodyRequired = Object.fromEntries(
      Object.entries(document.paths).flatMap(([path, methods]) =>
        Object.entries(methods).flatMap(([method, operation]) =>
          operation.requestBody ? [[`${method.toUpperCase()} ${path}`, operation.requestBody.required]] : [],
        ),
      ),
    );
  }, 60_000);
  afterAll(() => shop?.close());

  /** Unknown ids in a valid form (so the body is what is judged first); the admin's own e-mail. */
  const urlOf = (path: string) =>
    path.replace('{email}', encodeURIComponent(admin.email)).replace(/\{[^}]+\}/g, () => randomUUID());

  it('the document lists them, the refund and every update whose fields are all optional, as taking an optional body', () => {
    const names = optional.map(({ method, path }) => `${method} ${path}`);
    expect(names).toEqual(
      expect.arrayContaining(['POST /api/orders/{id}/refund', 'PATCH /api/tools/{id}', 'PUT /api/admin/settings']),
    );
    for (const name of names) expect(bodyRequired[name], name).toBe(false);
    expect(bodyRequired['POST /api/auth/login']).toBe(true);
  });

  it('each answers a request without a body, and one with an empty JSON body, as it answers {}', async () => {
    for (const { method, path } of optional) {
      const url = urlOf(path);
      const answers = [];
      for (const body of [WITHOUT_BODY, EMPTY_JSON, EMPTY_OBJECT]) {
        const response = await shop.app.inject({
          method,
          url,
          headers: { ...admin.authorization, ...body.headers },
          payload: body.payload,
        });
        const message = String(response.headers['content-type'] ?? '').includes('json')
          ? (response.json() as { message?: string }).message
          : undefined;
        answers.push({ body: body.label, status: response.statusCode, message });
      }
      const [withoutBody, emptyJson, emptyObject] = answers;
      expect(withoutBody, `${method} ${path}`).toEqual({ ...emptyObject, body: WITHOUT_BODY.label });
      expect(emptyJson, `${method} ${path}`).toEqual({ ...emptyObject, body: EMPTY_JSON.label });
    }
  });

  it('refunds a paid order asked with no body and no content type', async () => {
    const customer = await createAccount(shop.app);
    const tool = await createTool(shop.app.db, { availableQuantity: 5 });
    const order = await placeOrder(shop.app, customer, { toolId: tool.id, cart: 2 });
    await payOrder(shop.app, customer, order._id);
    const refund = await shop.app.inject({
      method: 'POST',
      url: `/api/orders/${order._id}/refund`,
      headers: admin.authorization,
    });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(refund.json()).toMatchObject({ _id: order._id, paymentStatus: 'refunded' });
  });

  it('still refuses a missing body where fields are required, and a JSON null where an object is optional', async () => {
    const signIn = await shop.app.inject({ method: 'POST', url: '/api/auth/login' });
    expect(signIn.statusCode).toBe(400);
    const emptySignIn = await shop.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(emptySignIn.statusCode).toBe(400);
    expect(emptySignIn.json()).toEqual({ message: expect.any(String) });
    const nullRefund = await shop.app.inject({
      method: 'POST',
      url: `/api/orders/${randomUUID()}/refund`,
      headers: { ...admin.authorization, 'content-type': 'application/json' },
      payload: 'null',
    });
    expect(nullRefund.statusCode).toBe(400);
  });
});
