import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../config.ts';
import { documentCounters, orderLines, orders, tools, users } from '../../db/schema.ts';
import { createAccount, createScratchPostgresDatabase, type TestAccount } from '../../../test/helpers.ts';
import { createTool } from '../../../test/fixtures/orders.ts';
import { testPostgresUrl } from '../../../test/services.ts';

const BUYERS = 16;
const TOOLS = 6;
const STOCK = 100_000;
const RUN_MS = 18_000;
const DAY = 24 * 60 * 60 * 1000;

interface Call {
  method: 'GET' | 'POST' | 'PATCH';
  url: string;
  headers?: Record<string, string>;
  payload?: object;
}
type Inject = (options: Call) => Promise<LightMyRequestResponse>;

/**
 * The mixed load of a busy shop on two instances sharing PostgreSQL: buyers fill carts and check
 * out (cash on delivery or bank transfer, some checkouts sent twice with one Idempotency-Key),
 * admins record payments, refund, cancel and move orders on, and both instances sweep expired
 * reservations, all at once. Every transaction that touches stock, orders, payments and document
 * counters meets every other here; none may deadlock into a 5xx.
 */
describe.skipIf(!testPostgresUrl)('a mixed load on two instances sharing PostgreSQL', () => {
  let first: FastifyInstance;
  let second: FastifyInstance;
  let drop: () => Promise<void>;
  let admin: TestAccount;

  beforeAll(async () => {
    const scratch = await createScratchPostgresDatabase();
    drop = scratch.drop;
    const config = testConfig({ database: { kind: 'postgres', url: scratch.url, poolSize: 10 } });
    first = await buildApp(config);
    second = await buildApp(config);
    admin = await createAccount(first, { role: 'admin' });
  }, 60_000);
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await drop?.();
  });

  it('answers no 5xx; stock exact; invoice and credit note numbers gapless', async () => {
    const toolIds: string[] = [];
    for (let index = 0; index < TOOLS; index += 1)
      toolIds.push((await createTool(first.db, { availableQuantity: STOCK, priceCents: 500 + index })).id);
    // Verified buyers straight in the database (cash on delivery and bank transfer want a verified e-mail).
    const buyers = await first.db
      .insert(users)
      .values(
        Array.from({ length: BUYERS }, (_, index) => ({
          email: `mixed-${index}-${randomUUID().slice(0, 8)}@example.com`,
          name: `Mixed ${index}`,
          emailVerified: true,
        })),
      )
      .returning({ id: users.id });
    const tokens = await Promise.all(buyers.map((buyer) => first.tokens.issue({ userId: buyer.id, tokenVersion: 0 })));

    const failures: string[] = [];
    const counts = new Map<string, number>();
    const deadline = Date.now() + RUN_MS;
    const instances = [first, second];
    const call: (index: number) => Inject = (index) => async (options) => {
      const response = await instances[index % 2]!.inject(options);
      const key = `${options.method} ${response.statusCode}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
      if (response.statusCode >= 500)
        failures.push(`${options.method} ${options.url} → ${response.statusCode} ${response.body}`);
      return response;
    };
    const adminHeaders = admin.authorization;
    const recipient = {
      customerName: 'Mixed Buyer',
      phone: '+880 1711-000000',
      address: '1 Load Road, Dhaka',
      district: 'Dhaka',
    };

    async function buyerLoop(buyer: number) {
      const headers = { authorization: `Bearer ${tokens[buyer]}` };
      let round = 0;
      while (Date.now() < deadline) {
        round += 1;
        const send = call(buyer + round);
        const picked = [0, 1, 3].map((offset) => toolIds[(buyer + round + offset) % TOOLS]!);
        await send({
          method: 'POST',
          url: '/api/cart/merge',
          headers,
          payload: { lines: picked.map((toolId, line) => ({ toolId, quantity: 1 + ((buyer + line) % 3) })) },
        });
        const method = (buyer + round) % 2 === 0 ? 'cod' : 'bank_transfer';
        const checkout = {
          method: 'POST' as const,
          url: '/api/checkout',
          headers: { ...headers, 'idempotency-key': `mixed-${buyer}-${round}-${randomUUID()}` },
          payload: { ...recipient, paymentMethod: method },
        };
        // One in five is sent twice at once (a double click): one order, the same answer.
        const [placed] = await Promise.all([
          send(checkout),
          ...(round % 5 === 0 ? [call(buyer + round + 1)(checkout)] : []),
        ]);
        if (round % 4 === 0) await send({ method: 'GET', url: `/api/tools?q=Test` });
        if (placed!.statusCode !== 201 && placed!.statusCode !== 200) continue;
        const order = (placed!.json() as { order: { _id: string; status: string; price: number } }).order;
        const id = order._id;
        // Cash on delivery may wait for an admin's confirmation first.
        if (order.status === 'pending' && method === 'cod')
          await send({
            method: 'PATCH',
            url: `/api/orders/${id}/status`,
            headers: adminHeaders,
            payload: { status: 'confirmed' },
          });
        const choice = (buyer + round) % 4;
        if (choice === 3) {
          // Cancelled unpaid, racing the sweep on the other instance.
          await send({
            method: 'PATCH',
            url: `/api/orders/${id}/status`,
            headers: adminHeaders,
            payload: { status: 'cancelled' },
          });
          continue;
        }
        await send({
          method: 'POST',
          url: `/api/orders/${id}/payments`,
          headers: adminHeaders,
          payload: { amount: order.price, reference: `R-${round}` },
        });
        await send({ method: 'GET', url: `/api/tools/${picked[0]}` });
        if (choice === 0)
          await send({ method: 'POST', url: `/api/orders/${id}/refund`, headers: adminHeaders, payload: {} });
        else if (choice === 1) {
          for (const status of ['processing', 'shipped', 'delivered'])
            await send({
              method: 'PATCH',
              url: `/api/orders/${id}/status`,
              headers: adminHeaders,
              payload: { status },
            });
        } else
          await send({
            method: 'PATCH',
            url: `/api/orders/${id}/status`,
            headers: adminHeaders,
            payload: { status: 'cancelled' },
          });
      }
    }

    // Both instances sweep all the while, at a time when every unpaid bank transfer has run out.
    let expired = 0;
    async function sweepLoop(instance: FastifyInstance) {
      while (Date.now() < deadline) {
        try {
          expired += (await instance.reservationSweeper.sweepOnce(new Date(Date.now() + 30 * DAY))).expired.length;
        } catch (error) {
          failures.push(`sweep: ${(error as Error).message}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }

    await Promise.all([...buyers.map((_, index) => buyerLoop(index)), sweepLoop(first), sweepLoop(second)]);

    expect(failures.slice(0, 5), [...counts].join(', ')).toEqual([]);
    expect(counts.get('POST 201') ?? 0).toBeGreaterThan(BUYERS);
    expect(expired).toBeGreaterThan(0);

    // Stock exact: what is left plus what live orders hold is what there was.
    const left = await first.db
      .select({ id: tools.id, stock: tools.availableQuantity })
      .from(tools)
      .where(inArray(tools.id, toolIds));
    const held = await first.db
      .select({ toolId: orderLines.toolId, units: sql<number>`sum(${orderLines.quantity})::int` })
      .from(orderLines)
      .innerJoin(orders, sql`${orders.id} = ${orderLines.orderId}`)
      .where(and(inArray(orderLines.toolId, toolIds), ne(orders.status, 'cancelled')))
      .groupBy(orderLines.toolId);
    for (const toolId of toolIds) {
      expect(
        (left.find((row) => row.id === toolId)?.stock ?? 0) + (held.find((row) => row.toolId === toolId)?.units ?? 0),
        toolId,
      ).toBe(STOCK);
    }

    // Gapless: each series' numbers are 1..N, and its counter says N.
    const counters = await first.db.select().from(documentCounters);
    for (const [series, column] of [
      ['INV', orders.invoiceNumber],
      ['CN', orders.creditNoteNumber],
    ] as const) {
      const rows = await first.db.select({ number: column }).from(orders).where(isNotNull(column));
      const sequence = rows.map((row) => Number(row.number!.slice(-6))).sort((a, b) => a - b);
      expect(sequence.length, series).toBeGreaterThan(0);
      expect(sequence, series).toEqual(sequence.map((_, index) => index + 1));
      expect(
        counters.filter((counter) => counter.series === series).reduce((sum, counter) => sum + counter.lastNumber, 0),
        series,
      ).toBe(sequence.length);
    }
  }, 90_000);
});
