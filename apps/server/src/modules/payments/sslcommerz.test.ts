import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { sslcommerzMessages, type Order } from '@tools-bd/contract';
import { mailQueue, orderEvents, orderPayments, orders } from '../../db/schema.ts';
import { createAccount, createTestApp, testEngines, type TestAccount, type TestApp } from '../../../test/helpers.ts';
import { createTool, placeOrder } from '../../../test/fixtures/orders.ts';
import {
  STAND_IN_STORE_ID,
  STAND_IN_STORE_PASSWORD,
  startSslcommerzStandIn,
  type SslcommerzStandIn,
} from '../../../test/doubles/sslcommerz-stand-in.ts';
import { testRedisUrl } from '../../../test/services.ts';
import { SSLCOMMERZ_PATHS } from '../../providers/payments/sslcommerz.ts';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
/** The calls the shop made to the stand-in's validation API. */
const validationCalls = (standIn: SslcommerzStandIn) =>
  standIn.requests.filter((request) => request.path === SSLCOMMERZ_PATHS.validation).length;

describe.each(testEngines)('SSLCommerz payments on $engine', ({ engine }) => {
  let shop: TestApp;
  let standIn: SslcommerzStandIn;
  let buyer: TestAccount;
  let stranger: TestAccount;
  let admin: TestAccount;

  /** What SSLCommerz does to the shop: a form POST (IPN, or the buyer's browser on a return address). */
  const postForm = (path: string, fields: Record<string, string>) =>
    shop.app.inject({ method: 'POST', url: path, headers: FORM, payload: new URLSearchParams(fields).toString() });

  beforeAll(async () => {
    standIn = await startSslcommerzStandIn({
      // The shop does not listen in these tests: the stand-in's IPN goes in through inject.
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
    [buyer, stranger, admin] = await Promise.all([
      createAccount(shop.app),
      createAccount(shop.app),
      createAccount(shop.app, { role: 'admin' }),
    ]);
  });
  afterAll(async () => {
    await shop.close();
    await standIn.close();
  });
  beforeEach(() => {
    standIn.knobs.sendIpn = true;
    standIn.knobs.nextPayment = undefined;
  });

  async function newOrder(account = buyer): Promise<Order> {
    const tool = await createTool(shop.app.db, { priceCents: 1_250 });
    return placeOrder(shop.app, account, { toolId: tool.id, cart: 2 });
  }
  const requestSession = (account: TestAccount | null, orderId: string) =>
    shop.app.inject({
      method: 'POST',
      url: '/api/payments/sslcommerz/session',
      headers: account?.authorization ?? {},
      payload: { orderId },
    });
  async function openSession(order: Order) {
    const response = await requestSession(buyer, order._id);
    expect(response.statusCode, response.body).toBe(200);
    const session = standIn.sessionFor(order._id);
    if (!session) throw new Error('the stand-in has no session for the order');
    return { redirectUrl: (response.json() as { redirectUrl: string }).redirectUrl, session };
  }
  const stored = async (orderId: string) => {
    const [row] = await shop.app.db.select().from(orders).where(eq(orders.id, orderId));
    if (!row) throw new Error('order gone');
    return row;
  };
  const ledger = (orderId: string) =>
    shop.app.db.select().from(orderPayments).where(eq(orderPayments.orderId, orderId));
  const events = (orderId: string) => shop.app.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
  const reviewMails = (orderId: string) =>
    shop.app.db
      .select()
      .from(mailQueue)
      .where(
        and(
          eq(mailQueue.recipient, admin.email),
          eq(mailQueue.subject, sslcommerzMessages.reviewMailSubject(orderId.slice(0, 8).toUpperCase())),
        ),
      );

  it('is on by default once configured: GET /api/settings lists it', async () => {
    const settings = await shop.app.inject({ url: '/api/settings' });
    expect((settings.json() as { paymentMethods: string[] }).paymentMethods).toContain('sslcommerz');
  });

  it("opens SSLCommerz's page for the buyer's unpaid order, for its total in the shop's currency, and makes sslcommerz its method", async () => {
    const order = await newOrder();
    const { redirectUrl, session } = await openSession(order);
    expect(redirectUrl).toBe(`${standIn.url}/gwprocess/v4/gw.php?Q=pay&SESSIONKEY=${session.sessionKey}`);
    expect(session).toMatchObject({
      amountCents: 2_500,
      currency: 'USD',
      ipnUrl: 'http://localhost:3000/api/payments/sslcommerz/ipn',
      successUrl: 'http://localhost:3000/api/payments/sslcommerz/success',
      failUrl: 'http://localhost:3000/api/payments/sslcommerz/fail',
      cancelUrl: 'http://localhost:3000/api/payments/sslcommerz/cancel',
    });
    expect(session.tranId.length).toBeLessThanOrEqual(30);
    expect(session.form.get('value_a')).toBe(order._id);
    expect(session.form.get('cus_email')).toBe(buyer.email);
    const row = await stored(order._id);
    expect(row).toMatchObject({ paymentMethod: 'sslcommerz', paymentStatus: 'unpaid', paid: false });
    expect(
      (await events(order._id)).some((event) => event.type === 'payment_method' && event.toState === 'sslcommerz'),
    ).toBe(true);
  });

  it('refuses a session to strangers, signed-out callers, unknown and malformed orders', async () => {
    const order = await newOrder();
    expect((await requestSession(stranger, order._id)).statusCode).toBe(403);
    expect((await requestSession(null, order._id)).statusCode).toBe(401);
    expect((await requestSession(buyer, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const malformed = await requestSession(buyer, 'not-an-id');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toHaveProperty('message');
    expect((await stored(order._id)).paymentMethod).toBe('card');
  });

  it('pays the order after the validation API agrees, once, whether the IPN or the return comes first or twice', async () => {
    const order = await newOrder();
    const { session } = await openSession(order);
    const back = await standIn.complete(session.sessionKey, 'success');
    // The IPN came first (the stand-in awaits it): the order is paid with the bank's transaction.
    expect(standIn.ipns.at(-1)?.status).toBe(200);
    const row = await stored(order._id);
    expect(row).toMatchObject({
      paid: true,
      paymentStatus: 'paid',
      transactionId: back.fields.bank_tran_id,
      amountPaidCents: 2_500,
    });
    expect(
      standIn.requests.some(
        (request) =>
          request.path === '/validator/api/validationserverAPI.php' &&
          request.query.get('val_id') === back.fields.val_id,
      ),
    ).toBe(true);

    // The buyer's browser returns: the order is paid already, so SSLCommerz is not asked again.
    const returned = await postForm('/api/payments/sslcommerz/success', back.fields);
    expect(returned.statusCode).toBe(303);
    expect(returned.headers.location).toBe(`/payment/sslcommerz/success?order=${order._id}`);
    // SSLCommerz repeats its IPN: the same answer, nothing more recorded.
    const replay = await postForm('/api/payments/sslcommerz/ipn', back.fields);
    expect([replay.statusCode, replay.json()]).toEqual([200, { received: true, outcome: 'duplicate' }]);

    const payments = await ledger(order._id);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      method: 'sslcommerz',
      amountCents: 2_500,
      kind: 'payment',
      recordedBy: 'sslcommerz',
      providerTransactionId: back.fields.bank_tran_id,
    });
    expect((await events(order._id)).filter((event) => event.type === 'payment')).toHaveLength(1);
    // A paid order takes no second session.
    expect((await requestSession(buyer, order._id)).statusCode).toBe(409);
  });

  it('asks the validation API about a return only for an order awaiting an SSLCommerz payment', async () => {
    const paidOrder = await newOrder();
    const paid = await standIn.complete((await openSession(paidOrder)).session.sessionKey, 'success');
    expect((await stored(paidOrder._id)).paid).toBe(true);
    const cardOrder = await newOrder();
    const unpaid = await newOrder();
    const { session } = await openSession(unpaid);
    standIn.knobs.sendIpn = false;
    const lost = await standIn.complete(session.sessionKey, 'success');

    const before = validationCalls(standIn);
    const returns = [
      paid.fields,
      { ...paid.fields, value_a: cardOrder._id },
      { ...paid.fields, value_a: '00000000-0000-4000-8000-000000000000' },
      { ...paid.fields, value_a: 'not-an-order' },
      { ...paid.fields, value_a: '' },
    ];
    for (const fields of returns)
      expect((await postForm('/api/payments/sslcommerz/success', fields)).statusCode).toBe(303);
    expect(validationCalls(standIn)).toBe(before);
    expect(await stored(cardOrder._id)).toMatchObject({ paymentMethod: 'card', paid: false });

    // The order still awaiting its payment is asked about, once per return, and paid.
    expect((await postForm('/api/payments/sslcommerz/success', lost.fields)).statusCode).toBe(303);
    expect(validationCalls(standIn)).toBe(before + 1);
    expect(await stored(unpaid._id)).toMatchObject({ paid: true, paymentStatus: 'paid' });
    expect((await postForm('/api/payments/sslcommerz/success', lost.fields)).statusCode).toBe(303);
    expect(validationCalls(standIn)).toBe(before + 1);
  });

  it('still pays when the IPN is lost: the return validates on its own', async () => {
    const order = await newOrder();
    const { session } = await openSession(order);
    standIn.knobs.sendIpn = false;
    const back = await standIn.complete(session.sessionKey, 'success');
    expect((await stored(order._id)).paid).toBe(false);
    const returned = await postForm('/api/payments/sslcommerz/success', back.fields);
    expect(returned.statusCode).toBe(303);
    expect(await stored(order._id)).toMatchObject({ paid: true, paymentStatus: 'paid' });
  });

  for (const [mismatch, overrides] of [
    ['a wrong amount', { amountCents: 2_400 }],
    ['a wrong currency', { currency: 'BDT' }],
  ] as const) {
    it(`puts ${mismatch} in review, tells the admins once, and never pays`, async () => {
      const order = await newOrder();
      const { session } = await openSession(order);
      const back = await standIn.complete(session.sessionKey, 'success', overrides);
      expect(standIn.ipns.at(-1)?.status).toBe(200);
      const row = await stored(order._id);
      expect(row).toMatchObject({ paid: false, paymentStatus: 'in_review' });
      const review = (await events(order._id)).filter((event) => event.type === 'payment_review');
      expect(review).toHaveLength(1);
      expect(review[0]).toMatchObject({ actor: 'sslcommerz', toState: 'in_review' });
      expect(review[0]?.note).toMatch(/SSLCommerz reported .* the order is 25\.00 USD/);
      expect(await ledger(order._id)).toHaveLength(0);
      expect(await reviewMails(order._id)).toHaveLength(1);

      // The same report again (IPN replay, the buyer's return): no second event, no second mail.
      expect((await postForm('/api/payments/sslcommerz/ipn', back.fields)).json()).toEqual({
        received: true,
        outcome: 'in_review',
      });
      await postForm('/api/payments/sslcommerz/success', back.fields);
      expect((await events(order._id)).filter((event) => event.type === 'payment_review')).toHaveLength(1);
      expect(await reviewMails(order._id)).toHaveLength(1);
      expect((await stored(order._id)).paid).toBe(false);

      // The admin's order list shows it.
      const list = await shop.app.inject({ url: '/api/order?limit=100', headers: admin.authorization });
      const listed = (list.json() as { orders: Order[] }).orders.find((candidate) => candidate._id === order._id);
      expect(listed?.paymentStatus).toBe('in_review');
    });
  }

  it('refuses a forged IPN: a wrong signature answers 400, a signed one SSLCommerz never validated changes nothing', async () => {
    const order = await newOrder();
    const { session } = await openSession(order);
    const forged = {
      tran_id: session.tranId,
      val_id: '2611221234FORGED',
      amount: '3000.00',
      currency: 'BDT',
      currency_type: 'USD',
      currency_amount: '25.00',
      status: 'VALID',
      value_a: order._id,
      bank_tran_id: 'FORGEDBANKTRAN',
    };
    const unsigned = await postForm('/api/payments/sslcommerz/ipn', {
      ...forged,
      verify_key: 'status,val_id',
      verify_sign: '0'.repeat(32),
    });
    expect([unsigned.statusCode, unsigned.json()]).toEqual([400, { message: sslcommerzMessages.invalidSignature }]);
    const json = await shop.app.inject({ method: 'POST', url: '/api/payments/sslcommerz/ipn', payload: forged });
    expect(json.statusCode).toBe(400);

    // Even a correct signature (the store password leaked) does not pay: SSLCommerz never saw this val_id.
    const signed = await postForm('/api/payments/sslcommerz/ipn', standIn.sign(forged));
    expect([signed.statusCode, signed.json()]).toEqual([200, { received: true, outcome: 'not_paid' }]);
    const returned = await postForm('/api/payments/sslcommerz/success', forged);
    expect(returned.statusCode).toBe(303);
    expect(await stored(order._id)).toMatchObject({ paid: false, paymentStatus: 'unpaid' });
    expect(await ledger(order._id)).toHaveLength(0);
  });

  it('records nothing for a failed or cancelled payment, even when its IPN claims VALID; the returns lead to the right pages', async () => {
    for (const outcome of ['fail', 'cancel'] as const) {
      const order = await newOrder();
      const { session } = await openSession(order);
      const back = await standIn.complete(session.sessionKey, outcome);
      expect(standIn.ipns.at(-1)).toMatchObject({ status: 200 });
      const returned = await postForm(`/api/payments/sslcommerz/${outcome}`, back.fields);
      expect([returned.statusCode, returned.headers.location]).toEqual([
        303,
        `/payment/sslcommerz/${outcome}?order=${order._id}`,
      ]);
      // The validation API answers INVALID_TRANSACTION for it, whatever the notification says.
      const lying = await postForm('/api/payments/sslcommerz/ipn', standIn.sign({ ...back.fields, status: 'VALID' }));
      expect(lying.json()).toEqual({ received: true, outcome: 'not_paid' });
      expect(await stored(order._id)).toMatchObject({ paid: false, paymentStatus: 'unpaid' });
    }
  });

  it('gives back a payment that arrives after the buyer cancelled the order', async () => {
    const order = await newOrder();
    const { session } = await openSession(order);
    const cancelled = await shop.app.inject({
      method: 'DELETE',
      url: `/api/orders/${order._id}`,
      headers: buyer.authorization,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const back = await standIn.complete(session.sessionKey, 'success');
    expect(standIn.ipns.at(-1)?.status).toBe(200);
    expect(standIn.refunds.at(-1)).toMatchObject({
      bankTranId: back.fields.bank_tran_id,
      amountCents: 2_500,
      referenceId: order._id,
    });
    expect(await stored(order._id)).toMatchObject({
      status: 'cancelled',
      paid: false,
      paymentStatus: 'refunded',
      amountPaidCents: 0,
    });
    // The replay finds it recorded, and SSLCommerz is not asked for a second refund.
    const refunds = standIn.refunds.length;
    expect((await postForm('/api/payments/sslcommerz/ipn', back.fields)).json()).toEqual({
      received: true,
      outcome: 'duplicate',
    });
    expect(standIn.refunds).toHaveLength(refunds);
  });

  it("refunds through SSLCommerz's refund API when the admin refunds the order; a refusal changes nothing", async () => {
    const order = await newOrder();
    const { session } = await openSession(order);
    const back = await standIn.complete(session.sessionKey, 'success');
    const refund = () =>
      shop.app.inject({
        method: 'POST',
        url: `/api/orders/${order._id}/refund`,
        headers: admin.authorization,
        payload: { note: 'Out of stock' },
      });

    standIn.knobs.refuseRefunds = 'Insufficient merchant balance';
    try {
      const refused = await refund();
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ message: 'SSLCommerz refused the refund: Insufficient merchant balance' });
      expect(await stored(order._id)).toMatchObject({ paid: true, paymentStatus: 'paid' });
    } finally {
      standIn.knobs.refuseRefunds = undefined;
    }

    const refunded = await refund();
    expect(refunded.statusCode, refunded.body).toBe(200);
    const given = standIn.refunds.at(-1);
    expect(given).toMatchObject({
      bankTranId: back.fields.bank_tran_id,
      amountCents: 2_500,
      remarks: 'Out of stock',
      referenceId: order._id,
    });
    expect(await stored(order._id)).toMatchObject({
      status: 'cancelled',
      paid: false,
      paymentStatus: 'refunded',
      amountPaidCents: 0,
    });
    const refunds = (await ledger(order._id)).filter((row) => row.kind === 'refund');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({
      amountCents: 2_500,
      method: 'sslcommerz',
      recordedBy: admin.email,
      providerTransactionId: given?.refundRefId,
    });
    // Asked again: nothing is left to give back, and SSLCommerz is not called.
    const calls = standIn.refunds.length;
    expect((await refund()).statusCode).toBe(409);
    expect(standIn.refunds).toHaveLength(calls);
  });

  it('asks SSLCommerz for one refund when two admins refund the order at the same moment', async () => {
    const order = await newOrder();
    const { session } = await openSession(order);
    await standIn.complete(session.sessionKey, 'success');
    const refundCalls = () => standIn.requests.filter((request) => request.query.has('refund_amount')).length;
    const before = refundCalls();
    const refund = () =>
      shop.app.inject({
        method: 'POST',
        url: `/api/orders/${order._id}/refund`,
        headers: admin.authorization,
        payload: {},
      });
    const answers = await Promise.all([refund(), refund()]);
    expect(answers.map((answer) => answer.statusCode).sort(), answers.map((answer) => answer.body).join(' | ')).toEqual(
      [200, 409],
    );
    expect(refundCalls() - before).toBe(1);
    expect((await ledger(order._id)).filter((row) => row.kind === 'refund')).toHaveLength(1);
    expect(await stored(order._id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      amountPaidCents: 0,
    });
  });

  it('refuses a session once an admin turns SSLCommerz off', async () => {
    const order = await newOrder();
    const off = await shop.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: admin.authorization,
      payload: { paymentMethods: ['card', 'cod', 'bank_transfer'] },
    });
    expect(off.statusCode).toBe(200);
    try {
      const refused = await requestSession(buyer, order._id);
      expect([refused.statusCode, refused.json()]).toEqual([400, { message: sslcommerzMessages.notEnabled }]);
    } finally {
      await shop.app.inject({
        method: 'PUT',
        url: '/api/admin/settings',
        headers: admin.authorization,
        payload: { paymentMethods: ['card', 'sslcommerz', 'cod', 'bank_transfer'] },
      });
    }
  });
});

const limiters = [{ limiter: 'memory' as const }, ...(testRedisUrl ? [{ limiter: 'redis' as const }] : [])];

describe.each(limiters)('SSLCommerz returns with the $limiter rate limiter', ({ limiter }) => {
  let shop: TestApp;
  let standIn: SslcommerzStandIn;
  beforeAll(async () => {
    standIn = await startSslcommerzStandIn({ deliverIpn: async () => 200 });
    shop = await createTestApp('pglite', {
      sslcommerz: {
        storeId: STAND_IN_STORE_ID,
        storePassword: STAND_IN_STORE_PASSWORD,
        live: false,
        baseUrl: standIn.url,
      },
      ...(limiter === 'redis' ? { redisUrl: testRedisUrl } : {}),
    });
    expect(shop.app.rateLimiter.kind).toBe(limiter);
  });
  afterAll(async () => {
    await shop?.close();
    await standIn?.close();
  });

  /** A random IPv6 /64 of the documentation range (runs sharing a Redis never meet). */
  const newPrefix = () => `2001:db8:${randomInt(0x10000).toString(16)}:${randomInt(0x10000).toString(16)}`;
  const returnFrom = (outcome: 'success' | 'fail' | 'cancel', remoteAddress: string) =>
    shop.app.inject({
      method: 'POST',
      url: `/api/payments/sslcommerz/${outcome}`,
      headers: FORM,
      payload: new URLSearchParams({
        status: outcome === 'success' ? 'VALID' : 'FAILED',
        val_id: 'x',
        value_a: '00000000-0000-4000-8000-000000000000',
      }).toString(),
      remoteAddress,
    });

  it('answers 30 returns a minute from one client address (an IPv6 /64), then 429 with Retry-After', async () => {
    const prefix = newPrefix();
    const outcomes = ['success', 'fail', 'cancel'] as const;
    for (let index = 0; index < 30; index += 1) {
      const response = await returnFrom(outcomes[index % 3]!, `${prefix}::${index + 1}`);
      expect(response.statusCode, `return ${index + 1}`).toBe(303);
    }
    for (const outcome of outcomes) {
      const refused = await returnFrom(outcome, `${prefix}::ffff`);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: 'Too many attempts, please try again later' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    }
    // Another client is not affected.
    expect((await returnFrom('success', `${newPrefix()}::1`)).statusCode).toBe(303);
    expect((await returnFrom('fail', `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`)).statusCode).toBe(
      303,
    );
  });
});

describe('a shop without SSLCommerz credentials', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp('pglite');
  });
  afterAll(() => shop.close());

  it('answers 404 to its calls and does not list it', async () => {
    const buyer = await createAccount(shop.app);
    const session = await shop.app.inject({
      method: 'POST',
      url: '/api/payments/sslcommerz/session',
      headers: buyer.authorization,
      payload: { orderId: '00000000-0000-4000-8000-000000000000' },
    });
    expect([session.statusCode, session.json()]).toEqual([404, { message: sslcommerzMessages.notConfigured }]);
    const ipn = await shop.app.inject({
      method: 'POST',
      url: '/api/payments/sslcommerz/ipn',
      headers: FORM,
      payload: 'status=VALID&val_id=x',
    });
    expect(ipn.statusCode).toBe(404);
    expect(
      ((await shop.app.inject({ url: '/api/settings' })).json() as { paymentMethods: string[] }).paymentMethods,
    ).not.toContain('sslcommerz');
  });
});
