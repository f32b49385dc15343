import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { lifecycleMessages, orderEventListSchema, orderSchema, type Order } from '@tools-bd/contract';
import { mailQueue, orders, tools } from '../../db/schema.ts';
import { createAccount, createTestApp, testEngines, type TestAccount, type TestApp } from '../../../test/helpers.ts';
import { createTool, orderFormFor, payOrder } from '../../../test/fixtures/orders.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

// Cash on delivery confirmed by phone, verified e-mails for the methods that hold stock for days,
// reservations that a change of method cannot stretch, and the shop's name on customers' timelines.
describe.each(testEngines)('cash on delivery confirmation and reservations on $engine', ({ engine }) => {
  let shop: TestApp;
  let admin: TestAccount;

  beforeAll(async () => {
    shop = await createTestApp(engine);
    admin = await createAccount(shop.app, { role: 'admin' });
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
  const setStatus = (id: string, status: string) =>
    shop.app.inject({
      method: 'PATCH',
      url: `/api/orders/${id}/status`,
      headers: admin.authorization,
      payload: { status },
    });
  const change = (account: TestAccount, id: string, paymentMethod: string) =>
    shop.app.inject({
      method: 'PATCH',
      url: `/api/orders/${id}/payment-method`,
      headers: account.authorization,
      payload: { paymentMethod },
    });
  const stored = async (id: string) => (await shop.app.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const stockOf = async (toolId: string) =>
    (await shop.app.db.select({ stock: tools.availableQuantity }).from(tools).where(eq(tools.id, toolId)))[0]?.stock;
  const events = async (id: string, account: TestAccount) =>
    orderEventListSchema.parse(
      (await shop.app.inject({ url: `/api/orders/${id}/events`, headers: account.authorization })).json(),
    );

  describe('a verified e-mail for cash on delivery and bank transfers', () => {
    it('refuses both from an unverified account (400), taking nothing; card is placed as before', async () => {
      const unverified = await createAccount(shop.app);
      const tool = await createTool(shop.app.db, { availableQuantity: 100 });
      for (const paymentMethod of ['cod', 'bank_transfer']) {
        const refused = await place(unverified, { toolId: tool.id, cart: 100, paymentMethod });
        expect(refused.statusCode, paymentMethod).toBe(400);
        expect(refused.json()).toEqual({
          message: 'Verify your e-mail address to pay on delivery or by bank transfer',
        });
      }
      // The cart's checkout refuses alike, and leaves the cart as it was.
      expect(
        (
          await shop.app.inject({
            method: 'PUT',
            url: `/api/cart/lines/${tool.id}`,
            headers: unverified.authorization,
            payload: { quantity: 5 },
          })
        ).statusCode,
      ).toBe(200);
      const checkout = await shop.app.inject({
        method: 'POST',
        url: '/api/checkout',
        headers: { ...unverified.authorization, 'idempotency-key': `cod-${randomUUID()}` },
        payload: {
          customerName: 'Test Customer',
          phone: '+880 1711-000000',
          address: '12 Test Road, Dhaka',
          district: 'Dhaka',
          paymentMethod: 'cod',
        },
      });
      expect(checkout.statusCode).toBe(400);
      expect(checkout.json()).toEqual({ message: lifecycleMessages.verifyEmailForCodOrBank });
      expect(await stockOf(tool.id)).toBe(100);

      // Card needs no verified e-mail; switching it to cash on delivery or a transfer does.
      const card = await placed(unverified, { toolId: tool.id, cart: 1 });
      for (const paymentMethod of ['cod', 'bank_transfer']) {
        const switched = await change(unverified, card._id, paymentMethod);
        expect(switched.statusCode).toBe(400);
        expect(switched.json()).toEqual({ message: lifecycleMessages.verifyEmailForCodOrBank });
      }
      expect(await stored(card._id)).toMatchObject({ paymentMethod: 'card', status: 'pending' });
    });
  });

  describe('cash on delivery from a buyer the shop has not dealt with', () => {
    it('starts pending on a COD_CONFIRM_HOURS timer, without an invoice; it can only be confirmed or cancelled', async () => {
      const buyer = await createAccount(shop.app, { emailVerified: true });
      const tool = await createTool(shop.app.db, { priceCents: 1_000, availableQuantity: 10 });
      const before = Date.now();
      const order = await placed(buyer, { toolId: tool.id, cart: 10, paymentMethod: 'cod' });
      expect(order).toMatchObject({
        paymentMethod: 'cod',
        status: 'pending',
        paymentStatus: 'unpaid',
        invoiceNumber: null,
      });
      const held = new Date(order.reservedUntil!).getTime() - before;
      expect(held).toBeGreaterThanOrEqual(48 * HOUR);
      expect(held).toBeLessThan(48 * HOUR + MINUTE);
      expect(await stockOf(tool.id)).toBe(0);

      for (const to of ['processing', 'shipped', 'delivered', 'pending']) {
        const refused = await setStatus(order._id, to);
        expect(refused.statusCode, to).toBe(409);
        expect(refused.json()).toEqual({ message: 'Confirm this cash on delivery order first' });
      }
      // The admin calls the buyer and confirms: invoiced now, and no longer on a timer.
      const confirmed = await setStatus(order._id, 'confirmed');
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(orderSchema.parse(confirmed.json())).toMatchObject({
        status: 'confirmed',
        reservedUntil: null,
        invoiceNumber: expect.stringMatching(/^INV-/),
      });
      expect((await stored(order._id)).reservedUntil).toBeNull();
      expect((await setStatus(order._id, 'processing')).statusCode).toBe(200);
    });

    it('expires unconfirmed after COD_CONFIRM_HOURS, with the expired event and e-mail; a confirmed one holds', async () => {
      const buyer = await createAccount(shop.app, { emailVerified: true });
      const tool = await createTool(shop.app.db, { priceCents: 1_000, availableQuantity: 10 });
      const start = Date.now();
      const unconfirmed = await placed(buyer, { toolId: tool.id, cart: 4, paymentMethod: 'cod' });
      const confirmed = await placed(buyer, { toolId: tool.id, cart: 3, paymentMethod: 'cod' });
      expect((await setStatus(confirmed._id, 'confirmed')).statusCode).toBe(200);
      const sweep = async (at: number) =>
        (await shop.app.reservationSweeper.sweepOnce(new Date(at))).expired.filter(
          (id) => id === unconfirmed._id || id === confirmed._id,
        );

      expect(await sweep(start + 47 * HOUR)).toEqual([]);
      expect(await sweep(start + 48 * HOUR + 2 * MINUTE)).toEqual([unconfirmed._id]);
      expect(await sweep(start + 365 * 24 * HOUR)).toEqual([]);
      expect(await stored(unconfirmed._id)).toMatchObject({
        status: 'cancelled',
        reservedUntil: null,
        invoiceNumber: null,
        creditNoteNumber: null,
      });
      expect((await stored(confirmed._id)).status).toBe('confirmed');
      expect(await stockOf(tool.id)).toBe(7);
      expect((await events(unconfirmed._id, buyer)).at(-1)).toMatchObject({
        type: 'expired',
        actor: 'system',
        from: 'pending',
        to: 'cancelled',
        note: 'Not confirmed in time',
      });
      const mail = await shop.app.db.select().from(mailQueue).where(eq(mailQueue.recipient, buyer.email));
      const expired = mail.filter((row) => row.subject.startsWith('Your order expired'));
      expect(expired).toHaveLength(1);
      expect(expired[0]!.textBody).toContain('not confirmed in time');
    });
  });

  describe('trusted buyers', () => {
    it('a buyer with a delivered, paid order gets cash on delivery confirmed at once, invoiced and off the timer', async () => {
      const buyer = await createAccount(shop.app, { emailVerified: true });
      const tool = await createTool(shop.app.db, { priceCents: 1_000, availableQuantity: 20 });
      const first = await placed(buyer, { toolId: tool.id, cart: 1 });
      await payOrder(shop.app, buyer, first._id);
      // Paid but not delivered yet: not trusted.
      expect(await placed(buyer, { toolId: tool.id, cart: 1, paymentMethod: 'cod' })).toMatchObject({
        status: 'pending',
      });
      expect((await setStatus(first._id, 'shipped')).statusCode).toBe(200);
      expect((await setStatus(first._id, 'delivered')).statusCode).toBe(200);

      const cod = await placed(buyer, { toolId: tool.id, cart: 2, paymentMethod: 'cod' });
      expect(cod).toMatchObject({
        status: 'confirmed',
        reservedUntil: null,
        invoiceNumber: expect.stringMatching(/^INV-/),
      });
      expect((await stored(cod._id)).reservedUntil).toBeNull();
      expect((await events(cod._id, buyer)).map((event) => [event.type, event.to])).toEqual([['placed', 'confirmed']]);
    });

    it('a buyer an admin marked trusted too, until the mark is taken away', async () => {
      const buyer = await createAccount(shop.app, { emailVerified: true });
      const tool = await createTool(shop.app.db, { priceCents: 1_000, availableQuantity: 20 });
      const trust = (codTrusted: boolean) =>
        shop.app.inject({
          method: 'PATCH',
          url: `/api/user/admin/${encodeURIComponent(buyer.email)}`,
          headers: admin.authorization,
          payload: { codTrusted },
        });
      expect((await trust(true)).statusCode).toBe(200);
      expect(await placed(buyer, { toolId: tool.id, cart: 1, paymentMethod: 'cod' })).toMatchObject({
        status: 'confirmed',
        reservedUntil: null,
      });
      // Switching a card order to cash on delivery confirms it too.
      const card = await placed(buyer, { toolId: tool.id, cart: 1 });
      expect((await change(buyer, card._id, 'cod')).json()).toMatchObject({
        paymentMethod: 'cod',
        status: 'confirmed',
        reservedUntil: null,
        invoiceNumber: expect.stringMatching(/^INV-/),
      });
      expect((await trust(false)).statusCode).toBe(200);
      expect(await placed(buyer, { toolId: tool.id, cart: 1, paymentMethod: 'cod' })).toMatchObject({
        status: 'pending',
        invoiceNumber: null,
      });
    });
  });

  describe('a change of payment method and the reservation', () => {
    it('never lengthens it: card → bank transfer → card keeps the card window from placement; bank → card shortens it', async () => {
      const buyer = await createAccount(shop.app, { emailVerified: true });
      const tool = await createTool(shop.app.db, { availableQuantity: 20 });
      const card = await placed(buyer, { toolId: tool.id, cart: 1 });
      const { createdAt, reservedUntil } = await stored(card._id);
      expect(reservedUntil!.getTime() - createdAt.getTime()).toBeGreaterThan(29 * MINUTE);
      expect(reservedUntil!.getTime() - createdAt.getTime()).toBeLessThanOrEqual(30 * MINUTE);
      for (const method of ['bank_transfer', 'card', 'cod', 'bank_transfer', 'card']) {
        const switched = await change(buyer, card._id, method);
        expect(switched.statusCode, switched.body).toBe(200);
        expect(switched.json().reservedUntil, method).toBe(reservedUntil!.toISOString());
        expect((await stored(card._id)).reservedUntil, method).toEqual(reservedUntil);
      }

      const bank = await placed(buyer, { toolId: tool.id, cart: 1, paymentMethod: 'bank_transfer' });
      const placedBank = await stored(bank._id);
      expect(placedBank.reservedUntil!.getTime() - placedBank.createdAt.getTime()).toBeGreaterThan(
        3 * 24 * HOUR - MINUTE,
      );
      const shortened = orderSchema.parse((await change(buyer, bank._id, 'card')).json());
      expect(new Date(shortened.reservedUntil!).getTime()).toBe(placedBank.createdAt.getTime() + 30 * MINUTE);
      // Unconfirmed cash on delivery (48 hours) does not bring the days back, nor does the transfer again.
      for (const method of ['cod', 'bank_transfer'])
        expect(orderSchema.parse((await change(buyer, bank._id, method)).json()).reservedUntil).toBe(
          shortened.reservedUntil,
        );
      // A paid order is held on no timer.
      await shop.app.inject({
        method: 'POST',
        url: `/api/orders/${bank._id}/payments`,
        headers: admin.authorization,
        payload: { amount: 12.5 },
      });
      expect(
        orderSchema.parse(
          (await shop.app.inject({ url: `/api/orders/${bank._id}`, headers: buyer.authorization })).json(),
        ).reservedUntil,
      ).toBeNull();
    });
  });

  describe('the timeline a customer reads', () => {
    it("names admins by the shop's name for the customer, and by e-mail for admins", async () => {
      const buyer = await createAccount(shop.app, { emailVerified: true });
      const tool = await createTool(shop.app.db, { priceCents: 1_000, availableQuantity: 20 });
      const order = await placed(buyer, { toolId: tool.id, cart: 2, paymentMethod: 'cod' });
      expect((await setStatus(order._id, 'confirmed')).statusCode).toBe(200);
      const actors = async (account: TestAccount) =>
        (await events(order._id, account)).map((event) => [event.type, event.actor]);
      expect(await actors(buyer)).toEqual([
        ['placed', 'customer'],
        ['status', 'Tools-BD'],
      ]);
      expect(await actors(admin)).toEqual([
        ['placed', 'customer'],
        ['status', admin.email],
      ]);
      expect(JSON.stringify(await events(order._id, buyer))).not.toContain(admin.email);

      // The name is the shop's, from the settings.
      const renamed = await shop.app.inject({
        method: 'PUT',
        url: '/api/admin/settings',
        headers: admin.authorization,
        payload: { legalName: 'Hardware Haat Ltd' },
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      try {
        await shop.app.inject({
          method: 'POST',
          url: `/api/orders/${order._id}/payments`,
          headers: admin.authorization,
          payload: { amount: 5 },
        });
        expect((await actors(buyer)).slice(1)).toEqual([
          ['status', 'Hardware Haat Ltd'],
          ['payment', 'Hardware Haat Ltd'],
        ]);
      } finally {
        await shop.app.inject({
          method: 'PUT',
          url: '/api/admin/settings',
          headers: admin.authorization,
          payload: { legalName: 'Tools-BD' },
        });
      }
    });
  });
});
