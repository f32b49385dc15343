import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { checkoutResultSchema, companySchema } from '@tools-bd/contract';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../config.ts';
import { companyMembers, mailQueue, orders, users } from '../../db/schema.ts';
import {
  createAccount,
  createScratchPostgresDatabase,
  FREE_DELIVERY_ZONES,
  type TestAccount,
} from '../../../test/helpers.ts';
import { createTool } from '../../../test/fixtures/orders.ts';
import { testPostgresUrl } from '../../../test/services.ts';

const recipient = { customerName: 'Store Keeper', phone: '01711000000', address: '12 Test Road', district: 'Dhaka' };

// Two instances of the shop on one PostgreSQL database: the company row lock holds the credit
// limit across them, and an invoice's reminder of a day is claimed once, with a clock the test holds.
describe.skipIf(!testPostgresUrl)('trade credit on two instances sharing PostgreSQL', () => {
  let first: FastifyInstance;
  let second: FastifyInstance;
  let drop: () => Promise<void>;
  let admin: TestAccount;
  let toolId: string;

  beforeAll(async () => {
    const scratch = await createScratchPostgresDatabase();
    drop = scratch.drop;
    const config = testConfig({ database: { kind: 'postgres', url: scratch.url, poolSize: 10 } });
    first = await buildApp(config);
    second = await buildApp(config);
    await first.settings.update({ shipping: { zones: [...FREE_DELIVERY_ZONES] } });
    admin = await createAccount(first, { role: 'admin' });
    toolId = (await createTool(first.db, { priceCents: 1_250, availableQuantity: 100_000 })).id;
  }, 60_000);
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await drop?.();
  });

  const idOf = async (account: TestAccount) =>
    (await first.db.select({ id: users.id }).from(users).where(eq(users.email, account.email)))[0]!.id;

  async function company(creditLimit: number) {
    const owner = await createAccount(first, { name: 'Owner Rahim' });
    const applied = await first.inject({
      method: 'POST',
      url: '/api/companies',
      headers: owner.authorization,
      payload: { name: 'Khulna Tools', phone: '01711000000', address: 'Boyra', district: 'Khulna' },
    });
    const companyId = (applied.json() as { _id: string })._id;
    const approved = await first.inject({
      method: 'PATCH',
      url: `/api/admin/companies/${companyId}`,
      headers: admin.authorization,
      payload: { status: 'approved', paymentTerms: 'net_30', creditLimit },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    return { owner, companyId };
  }

  async function checkoutOn(app: FastifyInstance, who: TestAccount, quantity: number) {
    await app.inject({
      method: 'PUT',
      url: `/api/cart/lines/${toolId}`,
      headers: who.authorization,
      payload: { quantity },
    });
    return app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: { ...who.authorization, 'idempotency-key': `key-${randomUUID()}` },
      payload: { ...recipient, paymentMethod: 'on_account' },
    });
  }

  it('twenty buyers checking out on account at once through both instances never overrun the limit', async () => {
    const { owner, companyId } = await company(375);
    const buyers: TestAccount[] = [];
    for (let index = 0; index < 20; index++) {
      const buyer = await createAccount(first);
      await first.db.insert(companyMembers).values({ userId: await idOf(buyer), companyId, role: 'buyer' });
      await first.inject({
        method: 'PUT',
        url: `/api/cart/lines/${toolId}`,
        headers: buyer.authorization,
        payload: { quantity: 4 },
      });
      buyers.push(buyer);
    }
    const answers = await Promise.all(
      buyers.map((buyer, index) =>
        (index % 2 === 0 ? first : second).inject({
          method: 'POST',
          url: '/api/checkout',
          headers: { ...buyer.authorization, 'idempotency-key': `key-${randomUUID()}` },
          payload: { ...recipient, paymentMethod: 'on_account' },
        }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(7);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(13);
    const mine = companySchema.parse(
      (await second.inject({ method: 'GET', url: '/api/companies/mine', headers: owner.authorization })).json(),
    );
    expect(mine).toMatchObject({ balance: 350, available: 25 });
  });

  it('sends an invoice’s reminder of a day once, whichever instance sweeps', async () => {
    const { owner } = await company(1_000);
    const placed = await checkoutOn(first, owner, 8);
    expect(placed.statusCode, placed.body).toBe(201);
    const order = checkoutResultSchema.parse(placed.json()).order;
    await first.db.update(orders).set({ dueDate: '2027-05-01' }).where(eq(orders.id, order._id));
    const reminders = async () =>
      (
        await first.db
          .select()
          .from(mailQueue)
          .where(and(eq(mailQueue.recipient, owner.email), like(mailQueue.subject, 'Payment reminder%')))
      ).length;
    const at = new Date('2027-05-02T10:00:00+06:00');
    const [one, two] = await Promise.all([first.accountReminders.sweepOnce(at), second.accountReminders.sweepOnce(at)]);
    expect(one + two).toBe(1);
    expect(await reminders()).toBe(1);
    await Promise.all([first.accountReminders.sweepOnce(at), second.accountReminders.sweepOnce(at)]);
    expect(await reminders()).toBe(1);
  });
});
