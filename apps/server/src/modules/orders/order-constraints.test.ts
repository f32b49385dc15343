import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ORDER_STATUSES } from '@tools-bd/contract';
import { openDatabase, selectRows, type Database } from '../../db/client.ts';
import { migrate } from '../../db/migrate.ts';
import { orderLines, orders } from '../../db/schema.ts';
import { createAccount, createTestApp, emptyDatabaseDump, testEngines, type TestApp } from '../../../test/helpers.ts';
import { createTool, placeOrder } from '../../../test/fixtures/orders.ts';
import { isPaid } from './paid.ts';

/** The CHECK constraints on one column of `orders`, as the database prints them. */
async function checksOn(db: Database, column: string): Promise<string[]> {
  const rows = await selectRows<{ definition: string }>(
    db,
    sql`select pg_get_constraintdef(c.oid) as definition
          from pg_constraint c
          join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
         where c.conrelid = 'orders'::regclass and c.contype = 'c' and a.attname = ${column}`,
  );
  return rows.map((row) => row.definition);
}

/** Whether a write breaks a constraint: the error (or its cause, through Drizzle) names it. */
async function refusedBy(write: Promise<unknown>): Promise<string> {
  try {
    await write;
  } catch (error) {
    const { message, cause } = error as Error & { cause?: Error };
    return `${message} ${cause?.message ?? ''}`;
  }
  return 'accepted';
}

describe.each(testEngines)('the rules the orders table keeps on $engine', ({ engine }) => {
  let shop: TestApp;

  beforeAll(async () => {
    shop = await createTestApp(engine);
  });
  afterAll(() => shop.close());

  it('allows exactly the statuses of the contract (ORDER_STATUSES)', async () => {
    const checks = await checksOn(shop.app.db, 'status');
    expect(checks).toHaveLength(1);
    const allowed = [...checks[0]!.matchAll(/'([^']*)'/g)].map((match) => match[1]);
    expect(allowed).toEqual([...ORDER_STATUSES]);
  });

  it('refuses an order marked paid without its transaction, or a transaction without the flag', async () => {
    const buyer = await createAccount(shop.app);
    const tool = await createTool(shop.app.db);
    const order = await placeOrder(shop.app, buyer, { toolId: tool.id, cart: 1 });
    const where = eq(orders.id, order._id);

    expect(await refusedBy(shop.app.db.update(orders).set({ paid: true }).where(where))).toContain(
      'orders_paid_has_transaction',
    );
    expect(
      await refusedBy(shop.app.db.update(orders).set({ paid: true, paymentStatus: 'paid' }).where(where)),
    ).toContain('orders_paid_has_transaction');
    expect(await refusedBy(shop.app.db.update(orders).set({ transactionId: 'pi_alone' }).where(where))).toContain(
      'orders_paid_has_transaction',
    );
    const [unchanged] = await shop.app.db.select().from(orders).where(where);
    expect(unchanged).toMatchObject({ paid: false, transactionId: null });
    expect(isPaid(unchanged!)).toBe(false);

    await shop.app.db
      .update(orders)
      .set({ paid: true, paymentStatus: 'paid', transactionId: 'pi_together' })
      .where(where);
    const [paid] = await shop.app.db.select().from(orders).where(where);
    expect(isPaid(paid!)).toBe(true);
  });

  it('keeps transaction, payment intent, invoice and credit note numbers unique among the orders that have one (0020)', async () => {
    const buyer = await createAccount(shop.app);
    const tool = await createTool(shop.app.db);
    const [first, second] = [
      await placeOrder(shop.app, buyer, { toolId: tool.id, cart: 1 }),
      await placeOrder(shop.app, buyer, { toolId: tool.id, cart: 1 }),
    ];
    // Both were placed with all four empty: NULLs never conflict.
    const setOn = (id: string, values: Partial<typeof orders.$inferInsert>) =>
      shop.app.db.update(orders).set(values).where(eq(orders.id, id));
    expect(await refusedBy(setOn(first!._id, { paymentIntentId: 'pi_shared' }))).toBe('accepted');
    expect(await refusedBy(setOn(second!._id, { paymentIntentId: 'pi_shared' }))).toContain(
      'orders_payment_intent_id_key',
    );
    // A look-up by one of them is still answered from its index.
    const plan = await selectRows<Record<string, string>>(
      shop.app.db,
      sql`explain select id from orders where payment_intent_id = ${'pi_shared'}`,
    );
    expect(plan.map((row) => Object.values(row)[0]).join('\n')).toContain('orders_payment_intent_id_key');
    const partial = await selectRows<{ name: string; definition: string }>(
      shop.app.db,
      sql`select indexrelid::regclass::text as name, pg_get_indexdef(indexrelid) as definition from pg_index where indrelid = 'orders'::regclass and indisunique and indpred is not null order by 1`,
    );
    expect(partial.map((row) => row.name)).toEqual([
      'orders_credit_note_number_key',
      'orders_invoice_number_key',
      'orders_payment_intent_id_key',
      'orders_transaction_id_key',
    ]);
    for (const { definition } of partial) expect(definition).toMatch(/WHERE \(\w+ IS NOT NULL\)$/);
  });

  it('keeps `paid` equal to payment status paid, and lets cash and bank orders be paid without a provider transaction (0012)', async () => {
    const buyer = await createAccount(shop.app);
    const tool = await createTool(shop.app.db);
    const order = await placeOrder(shop.app, buyer, { toolId: tool.id, cart: 2 });
    const where = eq(orders.id, order._id);

    await shop.app.db.update(orders).set({ paymentMethod: 'bank_transfer' }).where(where);
    expect(await refusedBy(shop.app.db.update(orders).set({ paid: true }).where(where))).toContain(
      'orders_paid_is_payment_status',
    );
    expect(await refusedBy(shop.app.db.update(orders).set({ paymentStatus: 'paid' }).where(where))).toContain(
      'orders_paid_is_payment_status',
    );
    expect(await refusedBy(shop.app.db.update(orders).set({ amountPaidCents: 2_501 }).where(where))).toContain(
      'orders_amount_paid_cents_check',
    );
    expect(
      await refusedBy(
        shop.app.db
          .update(orders)
          .set({ paymentMethod: 'cheque' as 'cod' })
          .where(where),
      ),
    ).toContain('orders_payment_method_known');
    expect(
      await refusedBy(
        shop.app.db
          .update(orders)
          .set({ paymentStatus: 'owed' as 'paid' })
          .where(where),
      ),
    ).toContain('orders_payment_status_known');

    await shop.app.db.update(orders).set({ paid: true, paymentStatus: 'paid', amountPaidCents: 2_500 }).where(where);
    const [paid] = await shop.app.db.select().from(orders).where(where);
    expect(paid).toMatchObject({ paid: true, transactionId: null, paymentStatus: 'paid' });
  });
});

describe('migration 0012 on a shop that already has orders', () => {
  const migrationsDir = new URL('../../db/migrations/', import.meta.url);

  it('keeps every status valid and makes paid orders card payments paid in full', async () => {
    const handle = await openDatabase({ kind: 'pglite', loadDataDir: await emptyDatabaseDump() });
    try {
      await handle.execScript(
        'CREATE TABLE schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
      );
      const before0012 = readdirSync(migrationsDir)
        .filter((file) => file.endsWith('.sql') && file < '0012')
        .sort();
      for (const file of before0012) {
        await handle.execScript(
          `${readFileSync(new URL(file, migrationsDir), 'utf8')}\nINSERT INTO schema_migrations (name) VALUES ('${file}');`,
        );
      }
      await handle.execScript(`
        INSERT INTO users (id, email) VALUES ('00000000-0000-4000-8000-000000000001', 'old@example.com');
        INSERT INTO tools (id, name, image_url, price_cents, available_quantity, sku)
             VALUES ('00000000-0000-4000-8000-000000000002', 'Old Saw', '/images/tools/circular-saw.svg', 4599, 10, 'OLD-SAW');
        INSERT INTO orders (id, user_id, tool_id, item_name, customer_name, email, phone, quantity, unit_price_cents, total_cents, paid, transaction_id, status)
             VALUES ('00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002',
                     'Old Saw', 'Old Buyer', 'old@example.com', '+880 1711-000000', 3, 4599, 13797, false, NULL, 'pending'),
                    ('00000000-0000-4000-8000-000000000004', '00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002',
                     'Old Saw', 'Old Buyer', 'old@example.com', '+880 1711-000000', 1, 4599, 4599, true, 'pi_old', 'shipped');`);

      expect(await migrate(handle)).toContain('0012_order_lifecycle.sql');

      const rows = await handle.db
        .select({
          id: orders.id,
          status: orders.status,
          paid: orders.paid,
          paymentMethod: orders.paymentMethod,
          paymentStatus: orders.paymentStatus,
          amountPaidCents: orders.amountPaidCents,
        })
        .from(orders)
        .orderBy(orders.id);
      expect(rows).toEqual([
        {
          id: '00000000-0000-4000-8000-000000000003',
          status: 'pending',
          paid: false,
          paymentMethod: 'card',
          paymentStatus: 'unpaid',
          amountPaidCents: 0,
        },
        {
          id: '00000000-0000-4000-8000-000000000004',
          status: 'shipped',
          paid: true,
          paymentMethod: 'card',
          paymentStatus: 'paid',
          amountPaidCents: 4599,
        },
      ]);
    } finally {
      await handle.close();
    }
  }, 120_000);
});

describe('migration 0005 on a shop that already has orders', () => {
  const migrationsDir = new URL('../../db/migrations/', import.meta.url);
  const before0005 = ['0001_init.sql', '0002_identity.sql', '0004_payment_simulator.sql'];

  it('keeps each total under its new name and counts a stored transaction id as paid', async () => {
    const handle = await openDatabase({ kind: 'pglite', loadDataDir: await emptyDatabaseDump() });
    try {
      await handle.execScript(
        'CREATE TABLE schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
      );
      for (const file of before0005) {
        await handle.execScript(
          `${readFileSync(new URL(file, migrationsDir), 'utf8')}\nINSERT INTO schema_migrations (name) VALUES ('${file}');`,
        );
      }
      await handle.execScript(`
        INSERT INTO users (id, email) VALUES ('00000000-0000-4000-8000-000000000001', 'old@example.com');
        INSERT INTO tools (id, name, image_url, price_cents, available_quantity)
             VALUES ('00000000-0000-4000-8000-000000000002', 'Old Saw', '/images/tools/circular-saw.svg', 4599, 10);
        INSERT INTO orders (id, user_id, tool_id, item_name, customer_name, email, phone, quantity, unit_price_cents, price_cents, paid, transaction_id)
             VALUES ('00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002',
                     'Old Saw', 'Old Buyer', 'old@example.com', '+880 1711-000000', 3, 4599, 13797, false, NULL),
                    ('00000000-0000-4000-8000-000000000004', '00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002',
                     'Old Saw', 'Old Buyer', 'old@example.com', '+880 1711-000000', 1, 4599, 4599, false, 'pi_recorded_without_flag');`);

      expect(await migrate(handle)).toContain('0005_order_rules.sql');

      const rows = await handle.db
        .select({ id: orders.id, totalCents: orders.totalCents, paid: orders.paid })
        .from(orders)
        .orderBy(orders.id);
      expect(rows).toEqual([
        { id: '00000000-0000-4000-8000-000000000003', totalCents: 13797, paid: false },
        { id: '00000000-0000-4000-8000-000000000004', totalCents: 4599, paid: true },
      ]);
      // Later migrations' checks name the column too (0012: amount paid ≤ total, 0013: net + VAT = total);
      // what matters here is the renamed total check, and no check left on the old name.
      const checks = await checksOn(handle.db, 'total_cents');
      expect(checks).toContain('CHECK ((total_cents > 0))');
      expect(checks.filter((check) => check.includes('price_cents'))).toEqual([]);
    } finally {
      await handle.close();
    }
  });
});

describe('migration 0009 on a shop that already has orders', () => {
  const migrationsDir = new URL('../../db/migrations/', import.meta.url);

  it('gives every existing order its one line, with the SKU its tool got in 0008', async () => {
    const handle = await openDatabase({ kind: 'pglite', loadDataDir: await emptyDatabaseDump() });
    try {
      await handle.execScript(
        'CREATE TABLE schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
      );
      const before0009 = readdirSync(migrationsDir)
        .filter((file) => file.endsWith('.sql') && file < '0009')
        .sort();
      for (const file of before0009) {
        await handle.execScript(
          `${readFileSync(new URL(file, migrationsDir), 'utf8')}\nINSERT INTO schema_migrations (name) VALUES ('${file}');`,
        );
      }
      await handle.execScript(`
        INSERT INTO users (id, email) VALUES ('00000000-0000-4000-8000-000000000001', 'old@example.com');
        INSERT INTO tools (id, name, image_url, price_cents, available_quantity, sku)
             VALUES ('00000000-0000-4000-8000-000000000002', 'Old Saw', '/images/tools/circular-saw.svg', 4599, 10, 'OLD-SAW');
        INSERT INTO orders (id, user_id, tool_id, item_name, customer_name, email, phone, quantity, unit_price_cents, total_cents)
             VALUES ('00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002',
                     'Old Saw', 'Old Buyer', 'old@example.com', '+880 1711-000000', 3, 4599, 13797);`);

      expect(await migrate(handle)).toContain('0009_order_lines.sql');

      const lines = await handle.db.select().from(orderLines);
      expect(lines).toEqual([
        {
          orderId: '00000000-0000-4000-8000-000000000003',
          position: 0,
          toolId: '00000000-0000-4000-8000-000000000002',
          sku: 'OLD-SAW',
          name: 'Old Saw',
          quantity: 3,
          unitPriceCents: 4599,
          lineTotalCents: 13797,
          // Migration 0013: a line sold before VAT existed carries none.
          netCents: 13797,
          vatRateBasisPoints: 0,
          vatCents: 0,
        },
      ]);
    } finally {
      await handle.close();
    }
  });
});
