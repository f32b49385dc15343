import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orderEventListSchema, orderSchema, type Order } from '@tools-bd/contract';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../config.ts';
import { mailQueue, orderEvents, orders, simulatedPaymentIntents, tools } from '../../db/schema.ts';
import {
  createAccount,
  createScratchPostgresDatabase,
  FREE_DELIVERY_ZONES,
  type TestAccount,
} from '../../../test/helpers.ts';
import { createTool, orderFormFor } from '../../../test/fixtures/orders.ts';
import { testPostgresUrl } from '../../../test/services.ts';
import { recordPayment } from '../payments/index.ts';

const MINUTE = 60_000;

// Two instances of the shop on one PostgreSQL database, each with its own reservation sweeper,
// driven by a clock the test holds (the sweep takes the time it sweeps at).
describe.skipIf(!testPostgresUrl)('reservation expiry on two instances sharing PostgreSQL', () => {
  let first: FastifyInstance;
  let second: FastifyInstance;
  let drop: () => Promise<void>;
  let buyer: TestAccount;
  let admin: TestAccount;

  beforeAll(async () => {
    const scratch = await createScratchPostgresDatabase();
    drop = scratch.drop;
    const config = testConfig({ database: { kind: 'postgres', url: scratch.url, poolSize: 8 } });
    first = await buildApp(config);
    second = await buildApp(config);
    // Amounts here are the goods' alone, as in the shops createTestApp makes.
    await first.settings.update({ shipping: { zones: [...FREE_DELIVERY_ZONES] } });
    buyer = await createAccount(first, { emailVerified: true });
    admin = await createAccount(first, { role: 'admin' });
  }, 60_000);
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await drop?.();
  });

  async function place(toolId: string, cart: number, paymentMethod = 'card'): Promise<Order> {
    const response = await first.inject({
      method: 'POST',
      url: '/api/orders',
      headers: buyer.authorization,
      payload: { ...orderFormFor(buyer), toolId, cart, paymentMethod },
    });
    expect(response.statusCode, response.body).toBe(201);
    return orderSchema.parse(response.json());
  }
  const stockOf = async (toolId: string) =>
    (await first.db.select({ stock: tools.availableQuantity }).from(tools).where(eq(tools.id, toolId)))[0]?.stock;
  const statusOf = async (id: string) =>
    (
      await first.db
        .select({ status: orders.status, paymentStatus: orders.paymentStatus })
        .from(orders)
        .where(eq(orders.id, id))
    )[0];
  const sweepBoth = async (at: Date) => {
    const [one, two] = await Promise.all([
      first.reservationSweeper.sweepOnce(at),
      second.reservationSweeper.sweepOnce(at),
    ]);
    return [...one.expired, ...two.expired].sort();
  };

  it('expires unpaid card orders after RESERVATION_MINUTES and bank transfers after BANK_TRANSFER_DAYS, exactly once; confirmed COD and paid orders hold', async () => {
    const tool = await createTool(first.db, { priceCents: 1_000, availableQuantity: 100 });
    const start = Date.now();
    const card = await place(tool.id, 5);
    const bank = await place(tool.id, 7, 'bank_transfer');
    const cod = await place(tool.id, 3, 'cod');
    // The shop called the buyer: confirmed cash on delivery holds until delivered or cancelled.
    const confirmed = await first.inject({
      method: 'PATCH',
      url: `/api/orders/${cod._id}/status`,
      headers: admin.authorization,
      payload: { status: 'confirmed' },
    });
    expect(confirmed.json()).toMatchObject({ status: 'confirmed', reservedUntil: null });
    const paidCard = await place(tool.id, 2);
    await first.db.transaction((tx) =>
      recordPayment(tx, {
        orderId: paidCard._id,
        amountCents: 2_000,
        method: 'card',
        actor: 'stripe',
        providerTransactionId: `pi_paid_${paidCard._id.slice(0, 8)}`,
      }),
    );
    expect(await stockOf(tool.id)).toBe(83);

    expect(await sweepBoth(new Date(start + 29 * MINUTE))).toEqual([]);
    expect(await sweepBoth(new Date(start + 31 * MINUTE))).toEqual([card._id]);
    expect(await stockOf(tool.id)).toBe(88);
    expect(await statusOf(card._id)).toEqual({ status: 'cancelled', paymentStatus: 'unpaid' });
    const timeline = orderEventListSchema.parse(
      (await first.inject({ url: `/api/orders/${card._id}/events`, headers: buyer.authorization })).json(),
    );
    expect(timeline.at(-1)).toMatchObject({ type: 'expired', actor: 'system', from: 'pending', to: 'cancelled' });

    expect(await sweepBoth(new Date(start + 3 * 24 * 60 * MINUTE - MINUTE))).toEqual([]);
    expect(await sweepBoth(new Date(start + 3 * 24 * 60 * MINUTE + 2 * MINUTE))).toEqual([bank._id]);
    expect(await sweepBoth(new Date(start + 365 * 24 * 60 * MINUTE))).toEqual([]);
    expect(await stockOf(tool.id)).toBe(95);
    expect(await statusOf(cod._id)).toEqual({ status: 'confirmed', paymentStatus: 'unpaid' });
    expect(await statusOf(paidCard._id)).toEqual({ status: 'pending', paymentStatus: 'paid' });
    const expiredEvents = await first.db.select().from(orderEvents).where(eq(orderEvents.type, 'expired'));
    expect(expiredEvents.map((event) => event.orderId).sort()).toEqual([bank._id, card._id].sort());

    // The customer is told, in the outbox: placed, then expired.
    const mail = await first.db.select().from(mailQueue).where(eq(mailQueue.recipient, buyer.email));
    const subjects = mail.map((row) => row.subject);
    expect(subjects.filter((subject) => subject.startsWith('Your order expired'))).toHaveLength(2);
    expect(subjects.filter((subject) => subject.startsWith('Thank you for your order'))).toHaveLength(4);
    const bankMail = mail.find(
      (row) => row.subject.startsWith('Thank you for your order') && row.textBody.includes('transfer'),
    );
    expect(bankMail?.htmlBody).toContain('<table');
  });

  it('lets a payment for an expired order take the stock again when there is enough, otherwise refunds it', async () => {
    const tool = await createTool(first.db, { priceCents: 1_000, availableQuantity: 10 });
    const start = Date.now();
    const lucky = await place(tool.id, 4);
    const late = await place(tool.id, 4);
    // The buyer of `late` starts paying before the reservation ends; the sweep cancels the intent at the provider.
    const intent = await first.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: buyer.authorization,
      payload: { orderId: late._id },
    });
    expect(intent.statusCode, intent.body).toBe(200);
    const secret = (intent.json() as { clientSecret: string }).clientSecret;
    const intentId = secret.slice(0, secret.indexOf('_secret_'));
    expect(await sweepBoth(new Date(start + 31 * MINUTE))).toEqual([lucky._id, late._id].sort());
    expect(await stockOf(tool.id)).toBe(10);

    const taken = await first.db.transaction((tx) =>
      recordPayment(tx, {
        orderId: lucky._id,
        amountCents: 4_000,
        method: 'card',
        actor: 'stripe',
        providerTransactionId: `pi_late_${lucky._id.slice(0, 8)}`,
      }),
    );
    expect(taken.outcome).toBe('paid');
    expect(await statusOf(lucky._id)).toEqual({ status: 'pending', paymentStatus: 'paid' });
    expect(await stockOf(tool.id)).toBe(6);

    // The other one's stock is gone meanwhile: its payment (through the simulator) goes back.
    await first.db.update(tools).set({ availableQuantity: 1 }).where(eq(tools.id, tool.id));
    expect(
      (await first.db.select().from(simulatedPaymentIntents).where(eq(simulatedPaymentIntents.id, intentId)))[0]
        ?.status,
    ).toBe('canceled');
    // The charge crossed the cancel at the provider and succeeded anyway.
    await first.db
      .update(simulatedPaymentIntents)
      .set({ status: 'succeeded' })
      .where(eq(simulatedPaymentIntents.id, intentId));
    await second.inject({
      method: 'PATCH',
      url: `/api/orders/${late._id}`,
      headers: buyer.authorization,
      payload: { transactionId: intentId },
    });
    expect(await statusOf(late._id)).toEqual({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(await stockOf(tool.id)).toBe(1);
    const refundEvent = await first.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, late._id), eq(orderEvents.type, 'refund')));
    expect(refundEvent).toHaveLength(1);
  });
});
