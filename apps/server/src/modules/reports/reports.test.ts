import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ORDER_STATUSES, overviewSchema, reportMessages, shopDate, type Overview } from '@tools-bd/contract';
import {
  FREE_DELIVERY_ZONES,
  createAccount,
  createTestApp,
  testEngines,
  type TestAccount,
  type TestApp,
} from '../../../test/helpers.ts';
import { createTool, payOrder, placeOrder, type CreatedTool } from '../../../test/fixtures/orders.ts';
import { parseCsv } from '../../../test/fixtures/csv.ts';
import { selectRows } from '../../db/client.ts';
import { EXPORT_BATCH_SIZE } from './exports.ts';
import { foldStatusCounts, ordersPerStatus } from './status-counts.ts';
import { issueCreditNote } from '../invoices/index.ts';

const DAY_MS = 86_400_000;
/** The UTC instant of a wall-clock time in Dhaka (UTC+6 all year). */
const dhaka = (day: string, time = '00:00:00.000') => new Date(`${day}T${time}+06:00`);
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

describe.each(testEngines)('sales overview and CSV exports on $engine', ({ engine }) => {
  let shop: TestApp;
  let admin: TestAccount;
  let customer: TestAccount;
  let wrench: CreatedTool;
  let screws: CreatedTool;
  let lowStock: CreatedTool;
  const today = shopDate(new Date());

  const setOrderTimes = (orderId: string, times: { paidAt?: Date; createdAt?: Date }) =>
    shop.app.db.execute(sql`
      UPDATE orders SET paid_at = coalesce(${times.paidAt?.toISOString() ?? null}::timestamptz, paid_at),
                        created_at = coalesce(${times.createdAt?.toISOString() ?? null}::timestamptz, created_at)
       WHERE id = ${orderId}::uuid`);
  const paidOrder = async (
    tool: CreatedTool,
    cart: number,
    times: { paidAt?: Date; createdAt?: Date } = {},
    customerName?: string,
  ) => {
    const order = await placeOrder(shop.app, customer, { toolId: tool.id, cart });
    // Before payment: an issued invoice fixes the buyer's name (migration 0013).
    if (customerName)
      await shop.app.db.execute(sql`UPDATE orders SET customer_name = ${customerName} WHERE id = ${order._id}::uuid`);
    await payOrder(shop.app, customer, order._id);
    await setOrderTimes(order._id, times);
    return order;
  };
  const overview = async () => {
    const response = await shop.app.inject({ url: '/api/admin/overview', headers: admin.authorization });
    expect(response.statusCode).toBe(200);
    return overviewSchema.parse(response.json());
  };
  const download = (kind: string, query: string, headers: Record<string, string> = admin.authorization) =>
    shop.app.inject({ url: `/api/admin/exports/${kind}.csv?${query}`, headers });

  beforeAll(async () => {
    shop = await createTestApp(engine);
    admin = await createAccount(shop.app, { role: 'admin' });
    customer = await createAccount(shop.app);
    wrench = await createTool(shop.app.db, { name: 'Report Wrench', priceCents: 1_250 });
    screws = await createTool(shop.app.db, { name: 'Report Screws', priceCents: 300 });
    lowStock = await createTool(shop.app.db, { name: 'Nearly Gone', availableQuantity: 3, minimumPurchase: 2 });
    await createTool(shop.app.db, { name: 'Just Enough', availableQuantity: 4, minimumPurchase: 2 });
    const archived = await createTool(shop.app.db, { name: 'Archived Empty', availableQuantity: 0 });
    await shop.app.db.execute(sql`UPDATE tools SET archived_at = now() WHERE id = ${archived.id}::uuid`);
  });
  afterAll(() => shop.close());

  it('lets admins only see the overview and the exports', async () => {
    expect((await shop.app.inject({ url: '/api/admin/overview' })).statusCode).toBe(401);
    expect((await shop.app.inject({ url: '/api/admin/overview', headers: customer.authorization })).statusCode).toBe(
      403,
    );
    const range = `from=${today}&to=${today}`;
    expect((await download('orders', range, {})).statusCode).toBe(401);
    for (const kind of ['orders', 'invoices', 'products'])
      expect((await download(kind, range, customer.authorization)).statusCode).toBe(403);
  });

  it('shows 30 Dhaka days ending today, zero days included, before anything is sold', async () => {
    const result = await overview();
    expect(result.revenueByDay).toHaveLength(30);
    expect(result.revenueByDay[0]).toEqual({ date: addDays(today, -29), revenue: 0, orders: 0 });
    expect(result.revenueByDay.at(-1)).toEqual({ date: today, revenue: 0, orders: 0 });
    expect(result.revenueByDay.map((day) => day.date)).toEqual(
      Array.from({ length: 30 }, (_, i) => addDays(today, i - 29)),
    );
    expect(result.ordersByStatus).toEqual(ORDER_STATUSES.map((status) => ({ status, count: 0 })));
    expect(result.topProducts).toEqual([]);
    // Below twice the minimum and on sale: 3 < 2 × 2 is low, 4 is not, an archived product never.
    expect(result.lowStock).toEqual([
      { toolId: lowStock.id, sku: expect.any(String), name: 'Nearly Gone', stock: 3, minimumOrder: 2 },
    ]);
  });

  it('adds paid orders to the Dhaka day they were paid on, and counts orders by status', async () => {
    await paidOrder(wrench, 2); // paid now: today
    await paidOrder(screws, 5, { paidAt: dhaka(today) }); // the first instant of today in Dhaka
    await paidOrder(screws, 1, { paidAt: new Date(dhaka(today).getTime() - 1) }); // the last of yesterday
    await paidOrder(wrench, 50, { paidAt: dhaka(addDays(today, -30), '23:59:59.999') }); // the day before the window
    const unpaid = await placeOrder(shop.app, customer, { toolId: wrench.id, cart: 7 });
    const confirmed = await paidOrder(screws, 2, { paidAt: dhaka(addDays(today, -29), '00:00:00.000') }); // first day of the window
    expect(
      (
        await shop.app.inject({
          method: 'PATCH',
          url: `/api/orders/${confirmed._id}/status`,
          headers: admin.authorization,
          payload: { status: 'confirmed' },
        })
      ).statusCode,
    ).toBe(200);

    const result: Overview = await overview();
    const byDate = new Map(result.revenueByDay.map((day) => [day.date, day]));
    expect(byDate.get(today)).toEqual({ date: today, revenue: 25 + 15, orders: 2 });
    expect(byDate.get(addDays(today, -1))).toEqual({ date: addDays(today, -1), revenue: 3, orders: 1 });
    expect(byDate.get(addDays(today, -29))).toEqual({ date: addDays(today, -29), revenue: 6, orders: 1 });
    expect(result.revenueByDay.reduce((sum, day) => sum + day.orders, 0)).toBe(4);
    expect(unpaid.paid).toBe(false);

    const counts = Object.fromEntries(result.ordersByStatus.map((entry) => [entry.status, entry.count]));
    expect(counts).toMatchObject({ pending: 5, confirmed: 1 });
    expect(result.ordersByStatus.map((entry) => entry.status)).toEqual([...ORDER_STATUSES]);

    // A cancelled (deleted) unpaid order leaves the count.
    expect(
      (await shop.app.inject({ method: 'DELETE', url: `/api/orders/${unpaid._id}`, headers: customer.authorization }))
        .statusCode,
    ).toBe(200);
    const afterCancel = Object.fromEntries(
      (await overview()).ordersByStatus.map((entry) => [entry.status, entry.count]),
    );
    expect(afterCancel).toMatchObject({ pending: 4, confirmed: 1 });

    // Units in the window: screws 5 + 1 + 2 = 8, wrench 2 (its 50 were paid before the window).
    expect(result.topProducts).toEqual([
      { toolId: screws.id, sku: expect.any(String), name: 'Report Screws', quantity: 8, revenue: 24 },
      { toolId: wrench.id, sku: expect.any(String), name: 'Report Wrench', quantity: 2, revenue: 25 },
    ]);
  });

  it('keeps the status counts equal to a full count when their change rows are folded', async () => {
    const fullCount = async () =>
      Object.fromEntries(
        (
          await selectRows<{ status: string; count: number }>(
            shop.app.db,
            sql`SELECT status, count(*)::int AS count FROM orders GROUP BY status`,
          )
        ).map((row) => [row.status, row.count]),
      );
    const fromChanges = async () =>
      Object.fromEntries([...(await ordersPerStatus(shop.app.db)).counts].filter(([, count]) => count !== 0));
    expect(await fromChanges()).toEqual(await fullCount());
    await Promise.all([foldStatusCounts(shop.app.db), foldStatusCounts(shop.app.db)]);
    expect(await fromChanges()).toEqual(await fullCount());
    const [rows] = await selectRows<{ rows: number }>(
      shop.app.db,
      sql`SELECT count(*)::int AS rows FROM order_status_counts`,
    );
    expect(rows!.rows).toBeLessThanOrEqual(ORDER_STATUSES.length);
  });

  it('refuses bad date ranges with a clear message and changes nothing', async () => {
    const cases: [string, string][] = [
      ['', reportMessages.fromDate],
      [`from=${today}`, reportMessages.toDate],
      [`from=2026-02-30&to=2026-03-01`, reportMessages.fromDate],
      [`from=2026-3-1&to=2026-03-02`, reportMessages.fromDate],
      [`from=2026-03-01&to=tomorrow`, reportMessages.toDate],
      [`from=2026-03-02&to=2026-03-01`, reportMessages.dateOrder],
    ];
    for (const [query, message] of cases) {
      const response = await download('orders', query);
      expect({ query, status: response.statusCode, body: response.json() }).toEqual({
        query,
        status: 400,
        body: { message },
      });
    }
  });

  it('exports orders one row per line with a BOM, RFC 4180 quoting and formulas neutralised', async () => {
    const tricky = await createTool(shop.app.db, { name: '@Evil "Drill", 18 V', priceCents: 199 });
    const order = await paidOrder(tricky, 3, {}, '=HYPERLINK("http://evil.example","Click"), Ltd.\nSecond line');

    const response = await download('orders', `from=${today}&to=${today}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="orders-${today}-to-${today}.csv"`);
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(response.body).toContain(`"'=HYPERLINK(""http://evil.example"",""Click""), Ltd.\nSecond line"`);

    const [header, ...rows] = parseCsv(response.body.slice(1));
    expect(header).toEqual([
      'Order ID',
      'Invoice number',
      'Date',
      'Customer',
      'SKU',
      'Item',
      'Quantity',
      'Unit price',
      'Net',
      'VAT',
      'Total',
      'Company',
      'PO number',
      'delivery_fee',
    ]);
    const row = rows.find((cells) => cells[0] === order._id)!;
    expect(row).toEqual([
      order._id,
      expect.stringMatching(/^INV-\d{4}-\d{2}-\d{6}$/),
      expect.stringMatching(new RegExp(`^${today} \\d{2}:\\d{2}$`)),
      `'=HYPERLINK("http://evil.example","Click"), Ltd.\nSecond line`,
      expect.stringMatching(/^TBD-\d{6}$/),
      `'@Evil "Drill", 18 V`,
      '3',
      '1.99',
      // Prices include 15 % VAT: 5.97 × 15 / 115 = 0.7787 → 0.78.
      '5.19',
      '0.78',
      '5.97',
      // Not a company order: no company, no PO number.
      '',
      '',
      // This shop delivers for nothing.
      '0.00',
    ]);
  });

  it('includes both days of the range in Dhaka time and nothing outside it', async () => {
    const at = async (createdAt: Date) => (await paidOrder(wrench, 1, { createdAt }))._id;
    const before = await at(new Date(dhaka('2026-03-01').getTime() - 1));
    const first = await at(dhaka('2026-03-01'));
    const last = await at(dhaka('2026-03-31', '23:59:59.999'));
    const after = await at(dhaka('2026-04-01'));
    const ids = async (query: string) =>
      parseCsv((await download('orders', query)).body.slice(1))
        .slice(1)
        .map((cells) => cells[0]);

    expect(await ids('from=2026-03-01&to=2026-03-31')).toEqual([first, last]);
    expect(await ids('from=2026-02-28&to=2026-03-01')).toEqual([before, first]);
    expect(await ids('from=2026-04-01&to=2026-04-01')).toEqual([after]);
    const dates = parseCsv((await download('orders', 'from=2026-03-01&to=2026-03-31')).body.slice(1))
      .slice(1)
      .map((cells) => cells[2]);
    expect(dates).toEqual(['2026-03-01 00:00', '2026-03-31 23:59']);
    expect(await ids('from=2020-01-01&to=2020-12-31')).toEqual([]);
  });

  it('reads every line exactly once across keyset batches, in the order the orders were placed', async () => {
    // More lines than one batch, several sharing a created_at to the microsecond.
    const moment = dhaka('2025-06-10', '12:00:00.000');
    const total = EXPORT_BATCH_SIZE * 2 + 7;
    await shop.app.db.execute(sql`
      WITH new_orders AS (
        INSERT INTO orders (user_id, tool_id, item_name, customer_name, email, phone, quantity, unit_price_cents, total_cents, net_cents, vat_cents, created_at)
        SELECT users.id, ${wrench.id}::uuid, 'Report Wrench', 'Batch ' || g, users.email, '+880 1711-000000', 1, 1250, 1250, 1250, 0,
               ${moment.toISOString()}::timestamptz + (g / 3) * interval '1 second'
          FROM users, generate_series(1, ${total}::int) AS g WHERE users.email = ${customer.email}
        RETURNING id, tool_id
      )
      INSERT INTO order_lines (order_id, position, tool_id, sku, name, quantity, unit_price_cents, line_total_cents, net_cents, vat_rate_basis_points, vat_cents)
      SELECT id, 0, tool_id, 'TBD-BATCH', 'Report Wrench', 1, 1250, 1250, 1250, 0, 0 FROM new_orders`);
    const response = await download('orders', 'from=2025-06-10&to=2025-06-10');
    const rows = parseCsv(response.body.slice(1)).slice(1);
    expect(rows).toHaveLength(total);
    expect(new Set(rows.map((cells) => cells[0])).size).toBe(total);
    const customers = rows.map((cells) => Number(cells[3]!.replace('Batch ', '')));
    // Orders within one second come in id order; seconds ascend.
    const seconds = customers.map((n) => Math.floor(n / 3));
    expect(seconds).toEqual([...seconds].sort((a, b) => a - b));
  });

  it('exports products with their stock and the units and sales paid in the range', async () => {
    const response = await download('products', `from=${addDays(today, -1)}&to=${today}`);
    expect(response.statusCode).toBe(200);
    const [header, ...rows] = parseCsv(response.body.slice(1));
    expect(header).toEqual([
      'SKU',
      'Product',
      'Category',
      'Brand',
      'Unit price',
      'VAT rate (%)',
      'Stock',
      'Minimum order',
      'Pack size',
      'Archived',
      'Units sold',
      'Sales',
    ]);
    const byName = new Map(rows.map((cells) => [cells[1], cells]));
    // Screws paid today (5) and yesterday (1); the window's first day is outside this range.
    expect(byName.get('Report Screws')!.slice(4)).toEqual([
      '3.00',
      '15',
      expect.any(String),
      '1',
      '1',
      'no',
      '6',
      '18.00',
    ]);
    expect(byName.get('Archived Empty')!.slice(9)).toEqual(['yes', '0', '0.00']);
    expect(rows.map((cells) => cells[0])).toEqual(rows.map((cells) => cells[0]).sort());
  });

  it('exports invoices and credit notes issued in the range, credit notes negative, in the order they were issued', async () => {
    const empty = await download('invoices', 'from=2020-01-01&to=2020-01-31');
    expect(empty.statusCode).toBe(200);
    expect(empty.body).toBe('\uFEFFDocument,Number,Issued,Order ID,Invoice number,Customer,Net,VAT,Total\r\n');

    const order = await paidOrder(wrench, 4); // 4 × 12.50 = 50.00, VAT included: 6.52
    const credited = await issueCreditNote(shop.app.db, order._id);
    expect(credited?.number).toMatch(/^CN-\d{4}-\d{2}-\d{6}$/);
    const rows = parseCsv((await download('invoices', `from=${today}&to=${today}`)).body.slice(1)).slice(1);
    const ofOrder = rows.filter((cells) => cells[3] === order._id);
    expect(ofOrder).toEqual([
      [
        'Invoice',
        expect.stringMatching(/^INV-/),
        expect.stringMatching(new RegExp(`^${today} `)),
        order._id,
        ofOrder[0]![1],
        'Test Customer',
        '43.48',
        '6.52',
        '50.00',
      ],
      [
        'Credit note',
        credited!.number,
        expect.stringMatching(new RegExp(`^${today} `)),
        order._id,
        ofOrder[0]![1],
        'Test Customer',
        '-43.48',
        '-6.52',
        '-50.00',
      ],
    ]);
    // Every paid order of today has its invoice here, numbers ascending with the time of issue.
    const invoiceNumbers = rows.filter((cells) => cells[0] === 'Invoice').map((cells) => cells[1]!);
    expect(invoiceNumbers).toEqual([...invoiceNumbers].sort());
    expect(new Set(invoiceNumbers).size).toBe(invoiceNumbers.length);
  });

  it("ends each order's rows with its delivery fee, on the order's first line only (a column sum is the orders' fees)", async () => {
    await shop.app.settings.update({
      shipping: { zones: [{ name: 'Everywhere', districts: '*', baseFee: 60, perKgFee: 15 }] },
    });
    try {
      for (const [tool, quantity] of [
        [wrench, 2],
        [screws, 3],
      ] as const) {
        const line = await shop.app.inject({
          method: 'PUT',
          url: `/api/cart/lines/${tool.id}`,
          headers: customer.authorization,
          payload: { quantity },
        });
        expect(line.statusCode, line.body).toBe(200);
      }
      const placed = await shop.app.inject({
        method: 'POST',
        url: '/api/checkout',
        headers: { ...customer.authorization, 'idempotency-key': `export-fee-${Date.now()}` },
        payload: { customerName: 'Fee Customer', phone: '01711000000', address: '7 Station Road', district: 'Sylhet' },
      });
      expect(placed.statusCode, placed.body).toBe(201);
      const order = (placed.json() as { order: { _id: string; deliveryFee: number } }).order;
      // Five units of 1 kg: 60 + 15 × 5.
      expect(order.deliveryFee).toBe(135);

      const [header, ...rows] = parseCsv((await download('orders', `from=${today}&to=${today}`)).body.slice(1));
      expect(header!.slice(-3)).toEqual(['Company', 'PO number', 'delivery_fee']);
      const lines = rows.filter((cells) => cells[0] === order._id);
      expect(lines.map((cells) => [cells[5], cells[13]])).toEqual([
        ['Report Wrench', '135.00'],
        ['Report Screws', ''],
      ]);
      expect(lines.every((cells) => cells.length === 14)).toBe(true);
    } finally {
      await shop.app.settings.update({ shipping: { zones: [...FREE_DELIVERY_ZONES] } });
    }
  });
});
