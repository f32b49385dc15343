import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  lifecycleMessages,
  orderEventListSchema,
  orderSchema,
  type Order,
  type OrderStatus,
  type PaymentMethod,
  type PaymentStatus,
} from '@tools-bd/contract';
import { orderPayments, orders, simulatedPaymentIntents, tools } from '../../db/schema.ts';
import { createAccount, createTestApp, testEngines, type TestAccount, type TestApp } from '../../../test/helpers.ts';
import { createTool, orderFormFor, payOrder } from '../../../test/fixtures/orders.ts';

describe.each(testEngines)('order lifecycle and payment methods on $engine', ({ engine }) => {
  let shop: TestApp;
  let admin: TestAccount;
  let buyer: TestAccount;
  let stranger: TestAccount;

  beforeAll(async () => {
    shop = await createTestApp(engine);
    // Cash on delivery and bank transfers need a verified e-mail; the buyer has no delivered, paid
    // order, so their cash on delivery waits for the shop's confirmation.
    [admin, buyer, stranger] = await Promise.all([
      createAccount(shop.app, { role: 'admin' }),
      createAccount(shop.app, { emailVerified: true }),
      createAccount(shop.app),
    ]);
  });
  afterAll(() => shop.close());

  const place = (account: TestAccount, body: { toolId: string; cart: number; paymentMethod?: string }) =>
    shop.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: account.authorization,
      payload: { ...orderFormFor(account), ...body },
    });
  async function placed(
    account: TestAccount,
    body: { toolId: string; cart: number; paymentMethod?: string },
  ): Promise<Order> {
    const response = await place(account, body);
    expect(response.statusCode, response.body).toBe(201);
    return orderSchema.parse(response.json());
  }
  const setStatus = (id: string, status: string, note?: string, account = admin) =>
    shop.app.inject({
      method: 'PATCH',
      url: `/api/orders/${id}/status`,
      headers: account.authorization,
      payload: { status, ...(note ? { note } : {}) },
    });
  const pay = (id: string, payload: object, account = admin) =>
    shop.app.inject({ method: 'POST', url: `/api/orders/${id}/payments`, headers: account.authorization, payload });
  const events = async (id: string, account = buyer) =>
    orderEventListSchema.parse(
      (await shop.app.inject({ url: `/api/orders/${id}/events`, headers: account.authorization })).json(),
    );
  const stockOf = async (toolId: string, db = shop.app.db) =>
    (await db.select({ stock: tools.availableQuantity }).from(tools).where(eq(tools.id, toolId)))[0]?.stock;
  const stored = async (id: string) => (await shop.app.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const settings = (payload: object) =>
    shop.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: admin.authorization, payload });

  describe('placing with a payment method', () => {
    it('places card (the default), bank transfer and (unconfirmed) cash on delivery orders pending with their reservations', async () => {
      const tool = await createTool(shop.app.db, { priceCents: 1_000, availableQuantity: 50 });
      const before = Date.now();
      const card = await placed(buyer, { toolId: tool.id, cart: 1 });
      const bank = await placed(buyer, { toolId: tool.id, cart: 2, paymentMethod: 'bank_transfer' });
      const cod = await placed(buyer, { toolId: tool.id, cart: 3, paymentMethod: 'cod' });
      expect(
        [card, bank, cod].map((order) => [
          order.paymentMethod,
          order.status,
          order.paymentStatus,
          order.balanceDue,
          order.paid,
        ]),
      ).toEqual([
        ['card', 'pending', 'unpaid', 10, false],
        ['bank_transfer', 'pending', 'unpaid', 20, false],
        ['cod', 'pending', 'unpaid', 30, false],
      ]);
      const minutes = (order: Order) => async () =>
        ((await stored(order._id)).reservedUntil!.getTime() - before) / 60_000;
      expect(await minutes(card)()).toBeGreaterThanOrEqual(30);
      expect(await minutes(card)()).toBeLessThan(31);
      expect(await minutes(bank)()).toBeGreaterThanOrEqual(3 * 24 * 60);
      expect(await minutes(bank)()).toBeLessThan(3 * 24 * 60 + 1);
      expect(await minutes(cod)()).toBeGreaterThanOrEqual(48 * 60);
      expect(await minutes(cod)()).toBeLessThan(48 * 60 + 1);
      expect([card, bank, cod].map((order) => order.reservedUntil)).toEqual(
        await Promise.all(
          [card, bank, cod].map(async (order) => (await stored(order._id)).reservedUntil!.toISOString()),
        ),
      );
      expect(cod.invoiceNumber).toBeNull();
      expect(await stockOf(tool.id)).toBe(44);
      expect((await events(cod._id)).map((event) => [event.type, event.actor, event.from, event.to])).toEqual([
        ['placed', 'customer', null, 'pending'],
      ]);
    });

    it('refuses a method that is not enabled (400) and cash on delivery above the ceiling (400), taking nothing', async () => {
      const tool = await createTool(shop.app.db, { priceCents: 2_000_000, availableQuantity: 10 });
      const sslcommerz = await place(buyer, { toolId: tool.id, cart: 1, paymentMethod: 'sslcommerz' });
      expect(sslcommerz.statusCode).toBe(400);
      expect(sslcommerz.json()).toEqual({ message: lifecycleMessages.paymentMethodNotEnabled });
      const bogus = await place(buyer, { toolId: tool.id, cart: 1, paymentMethod: 'cheque' });
      expect(bogus.statusCode).toBe(400);
      // 3 × 20,000 = 60,000 > the 50,000 ceiling.
      const aboveCeiling = await place(buyer, { toolId: tool.id, cart: 3, paymentMethod: 'cod' });
      expect(aboveCeiling.statusCode).toBe(400);
      expect(aboveCeiling.json()).toEqual({ message: 'Cash on delivery is available for orders up to 50,000.00 USD' });
      expect(await stockOf(tool.id)).toBe(10);
      expect((await place(buyer, { toolId: tool.id, cart: 2, paymentMethod: 'cod' })).statusCode).toBe(201);

      expect((await settings({ paymentMethods: ['card', 'cod'] })).statusCode).toBe(200);
      try {
        const disabled = await place(buyer, { toolId: tool.id, cart: 1, paymentMethod: 'bank_transfer' });
        expect(disabled.statusCode).toBe(400);
        expect(disabled.json()).toEqual({ message: lifecycleMessages.paymentMethodNotEnabled });
      } finally {
        await settings({ paymentMethods: ['card', 'cod', 'bank_transfer'] });
      }
    });

    it('checks out a cart with cash on delivery', async () => {
      const tool = await createTool(shop.app.db, { priceCents: 500, availableQuantity: 10 });
      const filled = await shop.app.inject({
        method: 'PUT',
        url: `/api/cart/lines/${tool.id}`,
        headers: buyer.authorization,
        payload: { quantity: 2 },
      });
      expect(filled.statusCode).toBe(200);
      const response = await shop.app.inject({
        method: 'POST',
        url: '/api/checkout',
        headers: { ...buyer.authorization, 'idempotency-key': `cod-${randomUUID()}` },
        payload: {
          customerName: 'Test Customer',
          phone: '+880 1711-000000',
          address: '12 Test Road, Dhaka',
          district: 'Dhaka',
          paymentMethod: 'cod',
        },
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().order).toMatchObject({
        paymentMethod: 'cod',
        status: 'pending',
        paymentStatus: 'unpaid',
        balanceDue: 10,
        invoiceNumber: null,
      });
    });
  });

  describe('the transition table through PATCH /api/orders/{id}/status', () => {
    const ALL: OrderStatus[] = ['pending', 'confirmed', 'processing', 'shipped', 'delivered', 'returned', 'cancelled'];
    // Every arrow the table allows, per kind of order; everything else is refused with 409.
    const allowed: Record<string, Partial<Record<OrderStatus, OrderStatus[]>>> = {
      'card, paid': {
        pending: ['confirmed', 'processing', 'shipped'],
        confirmed: ['pending', 'processing', 'shipped'],
        processing: ['confirmed', 'shipped'],
        shipped: ['delivered', 'returned'],
      },
      // shipped → delivered needs nothing: an order reaches shipped only paid (or COD).
      'card, unpaid': {
        pending: ['cancelled'],
        confirmed: ['pending', 'cancelled'],
        processing: ['confirmed', 'cancelled'],
        shipped: ['delivered', 'returned'],
      },
      // A cash on delivery order waiting for the shop's call is only confirmed or cancelled.
      'cod, unpaid': {
        pending: ['confirmed', 'cancelled'],
        confirmed: ['processing', 'shipped', 'cancelled'],
        processing: ['confirmed', 'shipped', 'cancelled'],
        shipped: ['delivered', 'returned'],
      },
      'bank_transfer, partially_paid': {
        confirmed: ['pending'],
        processing: ['confirmed'],
        shipped: ['delivered', 'returned'],
      },
    };
    const kinds: [string, PaymentMethod, PaymentStatus][] = [
      ['card, paid', 'card', 'paid'],
      ['card, unpaid', 'card', 'unpaid'],
      ['cod, unpaid', 'cod', 'unpaid'],
      ['bank_transfer, partially_paid', 'bank_transfer', 'partially_paid'],
    ];

    it('allows exactly the arrows of the table, writes an event for each, and answers 409 {message} for the rest', async () => {
      const tool = await createTool(shop.app.db, { priceCents: 1_000, availableQuantity: 10_000 });
      const results: string[] = [];
      const expected: string[] = [];
      for (const [kind, method, paymentStatus] of kinds) {
        for (const from of ALL) {
          for (const to of ALL) {
            const order = await placed(buyer, { toolId: tool.id, cart: 1 });
            // Put the order in the state under test directly (the ledger and the table are tested elsewhere).
            await shop.app.db
              .update(orders)
              .set({
                status: from,
                paymentMethod: method,
                paymentStatus,
                paid: paymentStatus === 'paid',
                amountPaidCents: paymentStatus === 'paid' ? 1_000 : paymentStatus === 'partially_paid' ? 400 : 0,
                transactionId: method === 'card' && paymentStatus === 'paid' ? `pi_table_${order._id}` : null,
              })
              .where(eq(orders.id, order._id));
            const response = await setStatus(order._id, to, 'by the table');
            const ok = response.statusCode === 200;
            if (!ok) {
              expect(response.statusCode, `${kind} ${from} → ${to}`).toBe(409);
              expect(response.json()).toEqual({ message: expect.any(String) });
            }
            results.push(`${kind}: ${from} → ${to} ${ok ? 'allowed' : 'refused'}`);
            expected.push(`${kind}: ${from} → ${to} ${allowed[kind]?.[from]?.includes(to) ? 'allowed' : 'refused'}`);
            const after = await stored(order._id);
            expect(after.status).toBe(ok ? to : from);
            const timeline = await events(order._id, admin);
            expect(timeline.length).toBe(ok ? 2 : 1);
            if (ok)
              expect(timeline[1]).toMatchObject({ type: 'status', actor: admin.email, from, to, note: 'by the table' });
          }
        }
      }
      expect(results).toEqual(expected);
      // 196 orders placed and moved: slow on a busy machine.
    }, 300_000);

    it('words the refusals: unpaid shipping, shipped cancelling, paid cancelling', async () => {
      const tool = await createTool(shop.app.db, { availableQuantity: 100 });
      const unpaid = await placed(buyer, { toolId: tool.id, cart: 1 });
      expect((await setStatus(unpaid._id, 'shipped')).json()).toEqual({
        message: lifecycleMessages.statusNeedsPayment,
      });
      const paidOrder = await placed(buyer, { toolId: tool.id, cart: 1 });
      await payOrder(shop.app, buyer, paidOrder._id);
      expect((await setStatus(paidOrder._id, 'cancelled')).json()).toEqual({
        message: lifecycleMessages.paidOrderCannotBeCancelled,
      });
      expect((await setStatus(paidOrder._id, 'shipped', 'Pathao, tracking PT-123')).statusCode).toBe(200);
      expect((await setStatus(paidOrder._id, 'cancelled')).json()).toEqual({
        message: lifecycleMessages.shippedCannotBeCancelled,
      });
      const cancel = await shop.app.inject({
        method: 'DELETE',
        url: `/api/orders/${paidOrder._id}`,
        headers: buyer.authorization,
      });
      expect(cancel.statusCode).toBe(409);
      expect((await setStatus(paidOrder._id, 'delivered')).statusCode).toBe(200);
      expect((await events(paidOrder._id)).map((event) => [event.type, event.from, event.to, event.note])).toEqual([
        ['placed', null, 'pending', 'card'],
        ['payment', 'unpaid', 'paid', expect.stringContaining('12.50')],
        ['status', 'pending', 'shipped', 'Pathao, tracking PT-123'],
        ['status', 'shipped', 'delivered', null],
      ]);
    });
  });

  describe('payments recorded by an admin', () => {
    it('takes a bank transfer in two parts: partly paid with the balance due, then paid; overpaying is refused', async () => {
      const tool = await createTool(shop.app.db, { priceCents: 10_000, availableQuantity: 10 });
      const order = await placed(buyer, { toolId: tool.id, cart: 3, paymentMethod: 'bank_transfer' });
      expect((await pay(order._id, { amount: 100 }, buyer)).statusCode).toBe(403);

      const first = await pay(order._id, {
        amount: 120.5,
        reference: 'DBBL-0001',
        receivedAt: '2026-01-02T10:00:00+06:00',
      });
      expect(first.statusCode, first.body).toBe(200);
      expect(orderSchema.parse(first.json())).toMatchObject({
        paymentStatus: 'partially_paid',
        balanceDue: 179.5,
        paid: false,
      });
      expect((await stored(order._id)).reservedUntil).toBeNull();

      const over = await pay(order._id, { amount: 179.51 });
      expect(over.statusCode).toBe(400);
      expect(over.json()).toEqual({ message: lifecycleMessages.overpayment });
      for (const bad of [
        { amount: 0 },
        { amount: -5 },
        { amount: 1.234 },
        { amount: 1, receivedAt: 'yesterday' },
        { amount: 1, receivedAt: '2999-01-01T00:00:00Z' },
      ]) {
        const refused = await pay(order._id, bad);
        expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
      }

      const second = await pay(order._id, { amount: 179.5, reference: 'DBBL-0002' });
      expect(orderSchema.parse(second.json())).toMatchObject({
        paymentStatus: 'paid',
        balanceDue: 0,
        paid: true,
        transactionId: null,
      });
      expect((await pay(order._id, { amount: 1 })).statusCode).toBe(409);
      const ledger = await shop.app.db
        .select()
        .from(orderPayments)
        .where(eq(orderPayments.orderId, order._id))
        .orderBy(orderPayments.createdAt);
      expect(ledger.map((row) => [row.kind, row.amountCents, row.method, row.reference, row.recordedBy])).toEqual([
        ['payment', 12_050, 'bank_transfer', 'DBBL-0001', admin.email],
        ['payment', 17_950, 'bank_transfer', 'DBBL-0002', admin.email],
      ]);
      expect(ledger[0]!.receivedAt.toISOString()).toBe('2026-01-02T04:00:00.000Z');
      expect(
        (await events(order._id)).filter((event) => event.type === 'payment').map((event) => [event.from, event.to]),
      ).toEqual([
        ['unpaid', 'partially_paid'],
        ['partially_paid', 'paid'],
      ]);
    });

    it('ships and delivers a cash on delivery order unpaid once confirmed, then records the cash collected', async () => {
      // A buyer of their own: a delivered, paid order makes its buyer trusted for cash on delivery.
      const customer = await createAccount(shop.app, { emailVerified: true });
      const tool = await createTool(shop.app.db, { priceCents: 2_500, availableQuantity: 10 });
      const order = await placed(customer, { toolId: tool.id, cart: 2, paymentMethod: 'cod' });
      expect((await setStatus(order._id, 'processing')).json()).toEqual({ message: lifecycleMessages.codNotConfirmed });
      expect((await setStatus(order._id, 'confirmed')).statusCode).toBe(200);
      expect((await setStatus(order._id, 'processing')).statusCode).toBe(200);
      expect((await setStatus(order._id, 'shipped', 'Sundarban Courier #77')).statusCode).toBe(200);
      expect((await setStatus(order._id, 'delivered')).statusCode).toBe(200);
      const cash = await pay(order._id, { amount: 50, reference: 'collected by the courier' });
      expect(orderSchema.parse(cash.json())).toMatchObject({
        status: 'delivered',
        paymentStatus: 'paid',
        paid: true,
        balanceDue: 0,
      });
    });

    it('leaves card payments to their provider (409)', async () => {
      const tool = await createTool(shop.app.db);
      const order = await placed(buyer, { toolId: tool.id, cart: 1 });
      const response = await pay(order._id, { amount: 12.5 });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: lifecycleMessages.recordedByProvider });
    });
  });

  describe('refunds', () => {
    const refund = (id: string, account = admin) =>
      shop.app.inject({
        method: 'POST',
        url: `/api/orders/${id}/refund`,
        headers: account.authorization,
        payload: { note: 'customer asked' },
      });

    it('records a bank refund, cancels the order and returns its stock', async () => {
      const tool = await createTool(shop.app.db, { priceCents: 1_000, availableQuantity: 10 });
      const order = await placed(buyer, { toolId: tool.id, cart: 4, paymentMethod: 'bank_transfer' });
      await pay(order._id, { amount: 15 });
      expect((await refund(order._id, buyer)).statusCode).toBe(403);
      const response = await refund(order._id);
      expect(response.statusCode, response.body).toBe(200);
      expect(orderSchema.parse(response.json())).toMatchObject({
        status: 'cancelled',
        paymentStatus: 'refunded',
        paid: false,
        balanceDue: 0,
      });
      expect(await stockOf(tool.id)).toBe(10);
      expect((await events(order._id)).slice(-2).map((event) => [event.type, event.from, event.to])).toEqual([
        ['refund', 'partially_paid', 'refunded'],
        ['status', 'pending', 'cancelled'],
      ]);
      expect((await refund(order._id)).statusCode).toBe(409);
    });

    it('refunds a card payment through the provider, and refuses a shipped or unpaid order', async () => {
      const tool = await createTool(shop.app.db, { availableQuantity: 10 });
      const order = await placed(buyer, { toolId: tool.id, cart: 2 });
      await payOrder(shop.app, buyer, order._id);
      const response = await refund(order._id);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
      const ledger = await shop.app.db.select().from(orderPayments).where(eq(orderPayments.orderId, order._id));
      expect(ledger.find((row) => row.kind === 'refund')).toMatchObject({
        amountCents: 2_500,
        method: 'card',
        providerTransactionId: expect.stringMatching(/^re_/),
      });

      const shipped = await placed(buyer, { toolId: tool.id, cart: 1 });
      await payOrder(shop.app, buyer, shipped._id);
      await setStatus(shipped._id, 'shipped');
      expect((await refund(shipped._id)).json()).toEqual({ message: lifecycleMessages.shippedCannotBeRefunded });
      const unpaid = await placed(buyer, { toolId: tool.id, cart: 1 });
      expect((await refund(unpaid._id)).json()).toEqual({ message: lifecycleMessages.nothingToRefund });
    });
  });

  describe('changing the payment method', () => {
    const change = (id: string, paymentMethod: string, account = buyer) =>
      shop.app.inject({
        method: 'PATCH',
        url: `/api/orders/${id}/payment-method`,
        headers: account.authorization,
        payload: { paymentMethod },
      });

    it('lets the buyer switch an unpaid order; the reservation never grows', async () => {
      // A buyer of their own: the one above has a delivered, paid order by now, so is trusted.
      const switcher = await createAccount(shop.app, { emailVerified: true });
      const tool = await createTool(shop.app.db, { availableQuantity: 10 });
      const order = await placed(switcher, { toolId: tool.id, cart: 1 });
      const placedUntil = (await stored(order._id)).reservedUntil;
      expect((await change(order._id, 'cod', stranger)).statusCode).toBe(403);
      // Not trusted yet: cash on delivery waits for the shop's call, on the card's clock.
      expect((await change(order._id, 'cod', switcher)).json()).toMatchObject({
        paymentMethod: 'cod',
        status: 'pending',
        invoiceNumber: null,
        reservedUntil: placedUntil!.toISOString(),
      });
      expect((await stored(order._id)).reservedUntil).toEqual(placedUntil);
      expect((await change(order._id, 'bank_transfer', switcher)).json()).toMatchObject({
        paymentMethod: 'bank_transfer',
        status: 'pending',
      });
      expect((await stored(order._id)).reservedUntil).toEqual(placedUntil);
      expect((await change(order._id, 'sslcommerz', switcher)).statusCode).toBe(400);
      await pay(order._id, { amount: 5 });
      const locked = await change(order._id, 'card', switcher);
      expect(locked.statusCode).toBe(409);
      expect(locked.json()).toEqual({ message: lifecycleMessages.paymentMethodLocked });
      expect(
        (await events(order._id, switcher))
          .filter((event) => event.type === 'payment_method')
          .map((event) => [event.from, event.to]),
      ).toEqual([
        ['card', 'cod'],
        ['cod', 'bank_transfer'],
      ]);
    });
  });

  describe('the timeline', () => {
    it('is shown to the buyer and admins only', async () => {
      const tool = await createTool(shop.app.db);
      const order = await placed(buyer, { toolId: tool.id, cart: 1 });
      expect((await shop.app.inject({ url: `/api/orders/${order._id}/events` })).statusCode).toBe(401);
      expect(
        (await shop.app.inject({ url: `/api/orders/${order._id}/events`, headers: stranger.authorization })).statusCode,
      ).toBe(403);
      expect(
        (await shop.app.inject({ url: `/api/orders/${randomUUID()}/events`, headers: admin.authorization })).statusCode,
      ).toBe(404);
      expect(await events(order._id, admin)).toEqual([
        { at: expect.any(String), actor: 'customer', type: 'placed', from: null, to: 'pending', note: 'card' },
      ]);
    });
  });

  describe('cancelling against a card payment', () => {
    const intentFor = async (orderId: string) => {
      const response = await shop.app.inject({
        method: 'POST',
        url: '/api/create-payment-intent',
        headers: buyer.authorization,
        payload: { orderId },
      });
      expect(response.statusCode).toBe(200);
      const { clientSecret } = response.json() as { clientSecret: string };
      return clientSecret.slice(0, clientSecret.indexOf('_secret_'));
    };

    it('cancels a started payment at the provider first', async () => {
      const tool = await createTool(shop.app.db, { availableQuantity: 5 });
      const order = await placed(buyer, { toolId: tool.id, cart: 1 });
      const intentId = await intentFor(order._id);
      expect(
        (await shop.app.inject({ method: 'DELETE', url: `/api/orders/${order._id}`, headers: buyer.authorization }))
          .statusCode,
      ).toBe(200);
      const [intent] = await shop.app.db
        .select()
        .from(simulatedPaymentIntents)
        .where(eq(simulatedPaymentIntents.id, intentId));
      expect(intent?.status).toBe('canceled');
    });

    it('answers 409 "Payment is in progress" when the provider already took it, and changes nothing', async () => {
      const tool = await createTool(shop.app.db, { availableQuantity: 5 });
      const order = await placed(buyer, { toolId: tool.id, cart: 1 });
      const intentId = await intentFor(order._id);
      // The card was charged, the shop has not heard yet.
      await shop.app.db
        .update(simulatedPaymentIntents)
        .set({ status: 'succeeded' })
        .where(eq(simulatedPaymentIntents.id, intentId));
      const response = await shop.app.inject({
        method: 'DELETE',
        url: `/api/orders/${order._id}`,
        headers: buyer.authorization,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: 'Payment is in progress' });
      expect((await stored(order._id)).status).toBe('pending');
      expect(await stockOf(tool.id)).toBe(4);
    });

    it('refunds a success that arrives after the cancel', async () => {
      const tool = await createTool(shop.app.db, { availableQuantity: 5 });
      const order = await placed(buyer, { toolId: tool.id, cart: 1 });
      const intentId = await intentFor(order._id);
      expect(
        (await shop.app.inject({ method: 'DELETE', url: `/api/orders/${order._id}`, headers: buyer.authorization }))
          .statusCode,
      ).toBe(200);
      // The charge crossed the cancel at the provider: it succeeded anyway, and the buyer's page reports it.
      await shop.app.db
        .update(simulatedPaymentIntents)
        .set({ status: 'succeeded' })
        .where(eq(simulatedPaymentIntents.id, intentId));
      await shop.app.inject({
        method: 'PATCH',
        url: `/api/orders/${order._id}`,
        headers: buyer.authorization,
        payload: { transactionId: intentId },
      });
      expect(await stored(order._id)).toMatchObject({
        status: 'cancelled',
        paymentStatus: 'refunded',
        paid: false,
        amountPaidCents: 0,
      });
      const ledger = await shop.app.db.select().from(orderPayments).where(eq(orderPayments.orderId, order._id));
      expect(ledger.map((row) => row.kind).sort()).toEqual(['payment', 'refund']);
      expect(await stockOf(tool.id)).toBe(5);
    });
  });

  describe('the open-order cap', () => {
    it('refuses the next unpaid order beyond OPEN_UNPAID_ORDERS_PER_CUSTOMER with 409; paying or cancelling one makes room', async () => {
      const capped = await createTestApp(engine, {
        orderLifecycle: {
          reservationMinutes: 30,
          bankTransferDays: 3,
          codConfirmHours: 48,
          openUnpaidOrdersPerCustomer: 2,
          reservationSweepIntervalMs: 0,
        },
      });
      try {
        const customer = await createAccount(capped.app);
        const tool = await createTool(capped.app.db, { availableQuantity: 20 });
        const post = () =>
          capped.app.inject({
            method: 'POST',
            url: '/api/orders',
            headers: customer.authorization,
            payload: { ...orderFormFor(customer), toolId: tool.id, cart: 1 },
          });
        const first = orderSchema.parse((await post()).json());
        expect((await post()).statusCode).toBe(201);
        const third = await post();
        expect(third.statusCode).toBe(409);
        expect(third.json()).toEqual({ message: lifecycleMessages.tooManyOpenOrders(2) });
        // The cap is judged before the lines: also for a tool no longer on sale.
        const archived = await createTool(capped.app.db, { availableQuantity: 20 });
        await capped.app.db.update(tools).set({ archivedAt: new Date() }).where(eq(tools.id, archived.id));
        const gone = await capped.app.inject({
          method: 'POST',
          url: '/api/orders',
          headers: customer.authorization,
          payload: { ...orderFormFor(customer), toolId: archived.id, cart: 1 },
        });
        expect({ status: gone.statusCode, body: gone.json() }).toEqual({
          status: 409,
          body: { message: lifecycleMessages.tooManyOpenOrders(2) },
        });
        // Simultaneous attempts cannot slip past it either.
        await capped.app.inject({ method: 'DELETE', url: `/api/orders/${first._id}`, headers: customer.authorization });
        const racing = await Promise.all([post(), post(), post()]);
        expect(racing.map((response) => response.statusCode).sort()).toEqual([201, 409, 409]);
      } finally {
        await capped.close();
      }
    });

    it('is off at 0: a customer may hold any number of unpaid orders', async () => {
      const uncapped = await createTestApp(engine, {
        orderLifecycle: {
          reservationMinutes: 30,
          bankTransferDays: 3,
          codConfirmHours: 48,
          openUnpaidOrdersPerCustomer: 0,
          reservationSweepIntervalMs: 0,
        },
      });
      try {
        const customer = await createAccount(uncapped.app);
        const tool = await createTool(uncapped.app.db, { availableQuantity: 20 });
        const post = () =>
          uncapped.app.inject({
            method: 'POST',
            url: '/api/orders',
            headers: customer.authorization,
            payload: { ...orderFormFor(customer), toolId: tool.id, cart: 1 },
          });
        const placed = await Promise.all(Array.from({ length: 7 }, post));
        expect(placed.map((response) => response.statusCode)).toEqual(Array(7).fill(201));
        expect(await stockOf(tool.id, uncapped.app.db)).toBe(13);
      } finally {
        await uncapped.close();
      }
    });
  });
});
