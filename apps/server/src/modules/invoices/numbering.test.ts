import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../config.ts';
import { documentCounters, orders } from '../../db/schema.ts';
import {
  createAccount,
  createScratchPostgresDatabase,
  createTestApp,
  type TestAccount,
  type TestApp,
} from '../../../test/helpers.ts';
import { testPostgresUrl } from '../../../test/services.ts';
import { createTool, payOrder, placeOrder } from '../../../test/fixtures/orders.ts';
import { documentNumber, fiscalYearOf } from './fiscal-year.ts';
import { issueCreditNote, issueInvoice } from './numbering.ts';
import type { FastifyInstance } from 'fastify';

/** A moment given on Dhaka's clock (UTC+6). */
const dhaka = (local: string) => new Date(`${local}+06:00`);

describe('fiscal years (July to June, Asia/Dhaka)', () => {
  it('30 June 23:59 in Dhaka is still 2026-27; 1 July 00:00 starts 2027-28', () => {
    expect(fiscalYearOf(dhaka('2027-06-30T23:59:59'))).toBe('2026-27');
    expect(fiscalYearOf(dhaka('2027-07-01T00:00:00'))).toBe('2027-28');
    // The same instants in UTC are 17:59 and 18:00 on 30 June: the server's zone does not matter.
    expect(fiscalYearOf(new Date('2027-06-30T17:59:59Z'))).toBe('2026-27');
    expect(fiscalYearOf(new Date('2027-06-30T18:00:00Z'))).toBe('2027-28');
    expect(fiscalYearOf(dhaka('2026-01-15T12:00:00'))).toBe('2025-26');
    expect(fiscalYearOf(dhaka('2099-12-31T12:00:00'))).toBe('2099-00');
  });

  it('prints numbers with six digits', () => {
    expect(documentNumber('INV', '2026-27', 1)).toBe('INV-2026-27-000001');
    expect(documentNumber('CN', '2026-27', 123_456)).toBe('CN-2026-27-123456');
  });
});

/** `count` one-line orders of `account`, placed through the API. */
async function placeOrders(app: FastifyInstance, account: TestAccount, count: number): Promise<string[]> {
  const tool = await createTool(app.db, { priceCents: 1_150, availableQuantity: count * 2 });
  const placed = [];
  for (let index = 0; index < count; index++) placed.push(await placeOrder(app, account, { toolId: tool.id, cart: 1 }));
  return placed.map((order) => order._id);
}

/** The invoice numbers the orders hold, sorted. */
async function invoiceNumbersOf(app: FastifyInstance, ids: string[]): Promise<string[]> {
  const rows = await app.db.select({ id: orders.id, number: orders.invoiceNumber }).from(orders);
  return rows
    .filter((row) => ids.includes(row.id))
    .map((row) => row.number ?? 'none')
    .sort();
}

/** 1..count in the fiscal year of now. */
const consecutive = (count: number, from = 1) =>
  Array.from({ length: count }, (_, index) => documentNumber('INV', fiscalYearOf(new Date()), from + index));

describe('invoice and credit note numbers on PGlite', () => {
  let shop: TestApp;
  let buyer: TestAccount;

  beforeAll(async () => {
    shop = await createTestApp('pglite');
    buyer = await createAccount(shop.app);
  });
  afterAll(() => shop.close());

  const counterOf = async (series: 'INV' | 'CN', fiscalYear: string) => {
    const [row] = await shop.app.db
      .select()
      .from(documentCounters)
      .where(sql`${documentCounters.series} = ${series} and ${documentCounters.fiscalYear} = ${fiscalYear}`);
    return row?.lastNumber ?? 0;
  };

  it('numbers per fiscal year across the 30 June / 1 July boundary, once per order', async () => {
    const [june, july, julyToo] = await placeOrders(shop.app, buyer, 3);
    const db = shop.app.db;
    expect(await issueInvoice(db, june!, dhaka('2027-06-30T23:59:00'))).toEqual({
      number: 'INV-2026-27-000001',
      issuedAt: dhaka('2027-06-30T23:59:00'),
    });
    expect(await issueInvoice(db, july!, dhaka('2027-07-01T00:00:00'))).toEqual({
      number: 'INV-2027-28-000001',
      issuedAt: dhaka('2027-07-01T00:00:00'),
    });
    expect((await issueInvoice(db, julyToo!, dhaka('2027-07-01T00:00:01')))?.number).toBe('INV-2027-28-000002');

    // Again for an invoiced order: the same invoice, and the counter does not move.
    expect(await issueInvoice(db, june!, dhaka('2027-07-02T10:00:00'))).toEqual({
      number: 'INV-2026-27-000001',
      issuedAt: dhaka('2027-06-30T23:59:00'),
    });
    expect(await counterOf('INV', '2026-27')).toBe(1);
    expect(await counterOf('INV', '2027-28')).toBe(2);
    expect(await issueInvoice(db, '00000000-0000-4000-8000-000000000000')).toBeNull();
  });

  it('credits only an invoiced order, once, in its own series', async () => {
    const [invoiced, notInvoiced] = await placeOrders(shop.app, buyer, 2);
    const db = shop.app.db;
    expect(await issueCreditNote(db, notInvoiced!, dhaka('2027-08-01T09:00:00'))).toBeNull();
    await issueInvoice(db, invoiced!, dhaka('2027-08-01T09:00:00'));
    expect(await issueCreditNote(db, invoiced!, dhaka('2027-08-02T09:00:00'))).toEqual({
      number: 'CN-2027-28-000001',
      issuedAt: dhaka('2027-08-02T09:00:00'),
    });
    expect((await issueCreditNote(db, invoiced!, dhaka('2027-08-03T09:00:00')))?.number).toBe('CN-2027-28-000001');
    expect(await counterOf('CN', '2027-28')).toBe(1);
  });

  it('a number issued in a transaction that rolls back is used again: no gap', async () => {
    const [first, second] = await placeOrders(shop.app, buyer, 2);
    const at = dhaka('2028-09-01T12:00:00');
    await expect(
      shop.app.db.transaction(async (tx) => {
        await issueInvoice(tx, first!, at);
        throw new Error('the payment failed after the invoice');
      }),
    ).rejects.toThrow('the payment failed');
    expect((await issueInvoice(shop.app.db, second!, at))?.number).toBe('INV-2028-29-000001');
    expect((await issueInvoice(shop.app.db, first!, at))?.number).toBe('INV-2028-29-000002');
  });

  it('100 orders paid at once through the card simulator get 100 consecutive numbers', async () => {
    const [startCounter] = [await counterOf('INV', fiscalYearOf(new Date()))];
    const ids = await placeOrders(shop.app, buyer, 100);
    const paid = await Promise.all(ids.map((id) => payOrder(shop.app, buyer, id)));
    expect(paid.every((order) => order.paid && order.invoiceNumber !== null)).toBe(true);
    expect(await invoiceNumbersOf(shop.app, ids)).toEqual(consecutive(100, startCounter + 1));
  }, 120_000);
});

describe.skipIf(!testPostgresUrl)('invoice numbers on two instances sharing PostgreSQL', () => {
  let instances: FastifyInstance[] = [];
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const scratch = await createScratchPostgresDatabase();
    drop = scratch.drop;
    const config = testConfig({ database: { kind: 'postgres', url: scratch.url, poolSize: 10 } });
    // One migrates first; the second starts on the migrated database, as a second instance does.
    instances.push(await buildApp(config));
    instances.push(await buildApp(config));
  }, 120_000);

  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.close()));
    instances = [];
    await drop?.();
  });

  it('100 orders paid at once, alternately on each instance, get 100 consecutive numbers, no gap, no duplicate', async () => {
    const [a, b] = instances as [FastifyInstance, FastifyInstance];
    const buyer = await createAccount(a);
    const ids = await placeOrders(a, buyer, 100);
    const paid = await Promise.all(ids.map((id, index) => payOrder(index % 2 ? b : a, buyer, id)));
    expect(paid.every((order) => order.paid)).toBe(true);
    expect(await invoiceNumbersOf(a, ids)).toEqual(consecutive(100));
    const [counter] = await a.db.select().from(documentCounters).where(eq(documentCounters.series, 'INV'));
    expect(counter?.lastNumber).toBe(100);
  }, 180_000);
});
