import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accountMessages, checkoutResultSchema, orderSchema } from '@tools-bd/contract';
import { accountPayments } from '../../db/schema.ts';
import { createAccount, createTestApp, testEngines, type TestAccount, type TestApp } from '../../../test/helpers.ts';
import { createTool } from '../../../test/fixtures/orders.ts';
import {
  STAND_IN_STORE_ID,
  STAND_IN_STORE_PASSWORD,
  startSslcommerzStandIn,
  type SslcommerzStandIn,
} from '../../../test/doubles/sslcommerz-stand-in.ts';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

// Paying a company's open balance online: the session through the SSLCommerz stand-in, the
// validated payment recorded once and allocated oldest due first.
describe.each(testEngines)('paying an account through SSLCommerz on $engine', ({ engine }) => {
  let shop: TestApp;
  let standIn: SslcommerzStandIn;
  let admin: TestAccount;

  const postForm = (path: string, fields: Record<string, string>) =>
    shop.app.inject({ method: 'POST', url: path, headers: FORM, payload: new URLSearchParams(fields).toString() });

  beforeAll(async () => {
    standIn = await startSslcommerzStandIn({
      deliverIpn: async (url, fields) => (await postForm(new URL(url).pathname, fields)).statusCode,
    });
    shop = await createTestApp(engine, {
      sslcommerz: {
        storeId: STAND_IN_STORE_ID,
        storePassword: STAND_IN_STORE_PASSWORD,
        live: false,
        baseUrl: standIn.url,
      },
    });
    admin = await createAccount(shop.app, { role: 'admin' });
  }, 60_000);
  afterAll(async () => {
    await shop.close();
    await standIn.close();
  });

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, who: TestAccount, payload?: object) =>
    shop.app.inject({ method, url, headers: who.authorization, ...(payload ? { payload } : {}) });

  it('opens a session for part of the balance; the validated payment pays the oldest invoice, once', async () => {
    const owner = await createAccount(shop.app, { name: 'Owner Rahim' });
    const applied = await call('POST', '/api/companies', owner, {
      name: 'Sylhet Tools',
      phone: '01711000000',
      address: 'Zindabazar',
      district: 'Sylhet',
    });
    const companyId = (applied.json() as { _id: string })._id;
    await call('PATCH', `/api/admin/companies/${companyId}`, admin, {
      status: 'approved',
      paymentTerms: 'net_15',
      creditLimit: 1_000,
    });
    const tool = await createTool(shop.app.db, { priceCents: 1_250, availableQuantity: 100 });
    await call('PUT', `/api/cart/lines/${tool.id}`, owner, { quantity: 8 });
    const placed = await shop.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: { ...owner.authorization, 'idempotency-key': `key-${randomUUID()}` },
      payload: {
        customerName: 'Rahim',
        phone: '01711000000',
        address: 'Zindabazar',
        district: 'Sylhet',
        paymentMethod: 'on_account',
      },
    });
    const order = checkoutResultSchema.parse(placed.json()).order;
    expect(order.price).toBe(100);

    const tooMuch = await call('POST', '/api/companies/mine/pay', owner, { amount: 100.01 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toEqual({ message: accountMessages.payAmountAboveBalance });
    const stranger = await createAccount(shop.app);
    expect((await call('POST', '/api/companies/mine/pay', stranger, { amount: 10 })).statusCode).toBe(404);

    const opened = await call('POST', '/api/companies/mine/pay', owner, { amount: 60 });
    expect(opened.statusCode, opened.body).toBe(200);
    const sessionKey = new URL((opened.json() as { redirectUrl: string }).redirectUrl).searchParams.get('SESSIONKEY')!;
    const session = standIn.sessions.get(sessionKey)!;
    expect(session).toMatchObject({ amountCents: 6_000, currency: 'USD' });
    expect(session.form.get('value_a')).toBe('account');

    await standIn.complete(sessionKey, 'success');
    expect(standIn.ipns.at(-1)?.status).toBe(200);
    const paidOrder = orderSchema.parse((await call('GET', `/api/orders/${order._id}`, owner)).json());
    expect(paidOrder).toMatchObject({ paymentStatus: 'partially_paid', balanceDue: 40 });
    const recorded = await shop.app.db.select().from(accountPayments).where(eq(accountPayments.companyId, companyId));
    expect(recorded).toMatchObject([{ amountCents: 6_000, method: 'sslcommerz', recordedBy: 'sslcommerz' }]);

    // The same notification again changes nothing.
    const replay = await postForm('/api/payments/sslcommerz/ipn', standIn.ipns.at(-1)!.fields);
    expect(replay.json()).toEqual({ received: true, outcome: 'duplicate' });
    expect(
      await shop.app.db.select().from(accountPayments).where(eq(accountPayments.companyId, companyId)),
    ).toHaveLength(1);
    expect((await call('GET', '/api/companies/mine', owner)).json()).toMatchObject({ balance: 40, available: 960 });
  });
});
