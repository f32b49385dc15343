import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { orderReference, type Order } from '@tools-bd/contract';
import { loadConfig, testConfig } from '../../config.ts';
import { smsQueue, users } from '../../db/schema.ts';
import {
  STAND_IN_API_TOKEN,
  STAND_IN_SID,
  startSslWirelessStandIn,
  type SslWirelessStandIn,
} from '../../../test/doubles/sslwireless-stand-in.ts';
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

  it('leaves out a tracking note too long for two segments rather than failing the shipment', async () => {
    await shop.app.db.delete(smsQueue);
    // Cash on delivery from a trusted buyer (this one's order above was delivered and paid) is confirmed as placed.
    const order = await place();
    expect(order.status).toBe('confirmed');
    await asAdmin('PATCH', `/api/orders/${order._id}/status`, { status: 'shipped', note: 'T'.repeat(300) });
    expect((await texts()).at(-1)).toEqual([
      '+8801711000000',
      `Tools-BD: order ${orderReference(order._id)} is on its way.`,
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

// The same SMS, sent for real: the shop configured from SSLWIRELESS_* (the base URL pointing at
// the stand-in of SSL Wireless's send-SMS API), the queue swept as the running shop sweeps it.
describe.each(testEngines)('order SMS through SSL Wireless on $engine', ({ engine }) => {
  let shop: TestApp;
  let standIn: SslWirelessStandIn;
  let buyer: TestAccount;
  let toolId: string;

  beforeAll(async () => {
    standIn = await startSslWirelessStandIn();
    const { sms } = loadConfig({
      DATA_DIR: mkdtempSync(join(tmpdir(), 'toolsbd-sms-')),
      SSLWIRELESS_API_TOKEN: STAND_IN_API_TOKEN,
      SSLWIRELESS_SID: STAND_IN_SID,
      SSLWIRELESS_BASE_URL: standIn.url,
    });
    shop = await createTestApp(engine, { sms: { ...testConfig().sms, sslwireless: sms.sslwireless } });
    buyer = await createAccount(shop.app, { emailVerified: true });
    toolId = (await createTool(shop.app.db, { priceCents: 2_500, availableQuantity: 100 })).id;
  });
  afterAll(async () => {
    await shop?.close();
    await standIn?.close();
  });

  it('sends each queued message once with the token, the SID, the number without its plus, the text and its own csms_id', async () => {
    const orderIds: string[] = [];
    for (let placed = 0; placed < 2; placed += 1) {
      const response = await shop.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: buyer.authorization,
        payload: { ...orderFormFor(buyer), toolId, cart: 2, paymentMethod: 'cod' },
      });
      expect(response.statusCode, response.body).toBe(201);
      orderIds.push((response.json() as Order)._id);
    }
    expect(standIn.bodies).toEqual([]);
    expect(await shop.app.notifications.smsSweeper.sweepOnce()).toMatchObject({ sent: 2 });

    const queued = await shop.app.db.select().from(smsQueue).orderBy(asc(smsQueue.createdAt));
    expect(queued.map((row) => row.sentAt)).toEqual([expect.any(Date), expect.any(Date)]);
    const bodies = orderIds.map((id) => ({
      api_token: STAND_IN_API_TOKEN,
      sid: STAND_IN_SID,
      msisdn: '8801711000000',
      sms: `Tools-BD: we received your order ${orderReference(id)}, total 50.00 USD.`,
      csms_id: queued.find((row) => row.textBody.includes(orderReference(id)))!.csmsId,
    }));
    expect([...standIn.bodies].sort((a, b) => String(a.sms).localeCompare(String(b.sms)))).toEqual(
      bodies.sort((a, b) => a.sms.localeCompare(b.sms)),
    );
    const csmsIds = standIn.bodies.map((body) => body.csms_id as string);
    expect(new Set(csmsIds).size).toBe(2);
    for (const id of csmsIds) expect(id).toMatch(/^[0-9a-f]{20}$/);
    expect(standIn.received.map((sms) => sms.csmsId).sort()).toEqual([...csmsIds].sort());

    // Sent once: a second sweep asks nothing more.
    await shop.app.notifications.smsSweeper.sweepOnce();
    expect(standIn.bodies).toHaveLength(2);
  });
});
