import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { orderReference, type Order } from '@tools-bd/contract';
import { smsQueue, users } from '../../db/schema.ts';
import { createAccount, createTestApp, testEngines, type TestAccount, type TestApp } from '../../../test/helpers.ts';
import { createTool, orderFormFor } from '../../../test/fixtures/orders.ts';

// The buyer's SMS on order events, queued in the transaction of the change, each switchable.
describe.each(testEngines)('order SMS on $engine', ({ engine }) => {
  let shop: TestApp;
  let admin: TestAccount;
  let buyer: TestAccount;
  let toolId: string;

  beforeAll(async () => {
    shop = await createTestApp(engine);
    [admin, buyer] = await Promise.all([
      createAccount(shop.app, { role: 'admin' }),
      createAccount(shop.app, { emailVerified: true }),
    ]);
    toolId = (await createTool(shop.app.db, { priceCents: 2_500, availableQuantity: 1_000 })).id;
  });
  afterAll(() => shop.close());

  const texts = async () =>
    (await shop.app.db.select().from(smsQueue).orderBy(asc(smsQueue.createdAt))).map((row) => [
      row.phone,
      row.textBody,
    ]);

  const place = async (paymentMethod = 'cod') => {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: buyer.authorization,
      payload: { ...orderFormFor(buyer), toolId, cart: 2, paymentMethod },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as Order;
  };

  const asAdmin = async (method: 'PATCH' | 'POST' | 'PUT', url: string, payload: Record<string, unknown>) => {
    const response = await shop.app.inject({ method, url, headers: admin.authorization, payload });
    expect(response.statusCode, response.body).toBe(200);
  };

  it('texts the buyer when a cash on delivery order is placed, confirmed, shipped, delivered and paid', async () => {
    await shop.app.db.delete(smsQueue);
    const order = await place();
    const reference = orderReference(order._id);
    await asAdmin('PATCH', `/api/orders/${order._id}/status`, { status: 'confirmed' });
    await asAdmin('PATCH', `/api/orders/${order._id}/status`, { status: 'shipped', note: 'STF-123456' });
    await asAdmin('PATCH', `/api/orders/${order._id}/status`, { status: 'delivered' });
    await asAdmin('POST', `/api/orders/${order._id}/payments`, { amount: 50 });
    expect(await texts()).toEqual([
      ['+8801711000000', `Tools-BD: we received your order ${reference}, total 50.00 USD.`],
      [
        '+8801711000000',
        `Tools-BD: your cash on delivery order ${reference} is confirmed. Please keep 50.00 USD ready.`,
      ],
      ['+8801711000000', `Tools-BD: order ${reference} is on its way. Tracking: STF-123456`],
      ['+8801711000000', `Tools-BD: order ${reference} was delivered. Thank you!`],
      ['+8801711000000', `Tools-BD: we received 50.00 USD for order ${reference}. Thank you!`],
    ]);
  });

  it("sends nothing for an event the admin switched off, and writes in the buyer's language", async () => {
    await asAdmin('PUT', '/api/admin/settings', { sms: { placed: false } });
    try {
      await shop.app.db.delete(smsQueue);
      await place('card');
      expect(await texts()).toEqual([]);
    } finally {
      await asAdmin('PUT', '/api/admin/settings', { sms: { placed: true } });
    }
    await shop.app.db.update(users).set({ language: 'bn' }).where(eq(users.email, buyer.email));
    const order = await place('card');
    expect(await texts()).toEqual([
      ['+8801711000000', `Tools-BD: আপনার অর্ডার ${orderReference(order._id)} পেয়েছি, মোট 50.00 USD।`],
    ]);
  });
});
