import { sql } from 'drizzle-orm';
import { selectRows, type Database } from './client.ts';

/**
 * A year of order history at wholesale scale, for the overview and export benchmarks and the
 * export's memory test: `count` orders of one to three lines (two on average) over 200 products,
 * placed evenly over the last 365 days, four in five of them paid ten minutes after they were
 * placed. Prices include 15 % VAT (the shop's default): each line's VAT is gross × 15 / 115,
 * rounded half up, as the contract's VAT rules compute it. Written with `generate_series` in two statements, so 100,000 orders take seconds.
 * Deterministic but for ids and the moment it runs.
 */
export const BULK_TOOL_COUNT = 200;

export async function seedBulkOrders(
  db: Database,
  count: number,
  now: Date = new Date(),
): Promise<{ orders: number; lines: number }> {
  const result = await db.transaction(async (tx) => {
    const database = tx as unknown as Database;
    // Products BULK-000001…: every 20th is below twice its minimum order (the low-stock list).
    await database.execute(sql`
      INSERT INTO tools (name, description, image_url, price_cents, available_quantity, minimum_purchase, listed_quantity, sku)
      SELECT 'Bulk Tool ' || lpad(n::text, 3, '0'), 'Seeded for the benchmarks', '/images/tools/circular-saw.svg',
             500 + (n * 37) % 20000,
             CASE WHEN n % 20 = 0 THEN n % 7 ELSE 1000000 END,
             CASE WHEN n % 20 = 0 THEN 5 ELSE 1 END,
             1000000, 'BULK-' || lpad(n::text, 6, '0')
        FROM generate_series(1, ${BULK_TOOL_COUNT}) AS n
      ON CONFLICT (sku) DO NOTHING`);
    // The order lifecycle (migration 0012) records a payment's status and amount beside `paid`,
    // and a CHECK keeps them agreeing; a database without those columns gets neither.
    const [lifecycle] = await selectRows<{ present: boolean }>(
      database,
      sql`SELECT EXISTS (SELECT 1 FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'orders' AND column_name = 'payment_status') AS present`,
    );
    const paymentColumns = lifecycle?.present ? sql`, payment_status, amount_paid_cents` : sql``;
    const paymentValues = lifecycle?.present
      ? sql`, CASE WHEN spec.paid THEN 'paid' ELSE 'unpaid' END, CASE WHEN spec.paid THEN totals.total_cents ELSE 0 END`
      : sql``;
    const [buyer] = await selectRows<{ id: string }>(
      database,
      sql`INSERT INTO users (email, name, email_verified) VALUES ('bulk-buyer@example.com', 'Bulk Buyer', true)
          ON CONFLICT (email) DO UPDATE SET name = excluded.name RETURNING id`,
    );

    // One statement: the order specs, their lines (tools picked by arithmetic), the orders with
    // their totals, then the lines. The foreign key from lines to orders is checked at its end.
    const [counted] = await selectRows<{ orders: number; lines: number }>(
      database,
      sql`
        WITH products AS (
          SELECT id, sku, name, price_cents, (row_number() OVER (ORDER BY sku) - 1)::int AS n
            FROM tools WHERE sku LIKE 'BULK-%'
        ), spec AS (
          SELECT g, gen_random_uuid() AS id, 1 + g % 3 AS line_count,
                 ${now.toISOString()}::timestamptz - (g::float8 / ${count}::int) * interval '365 days' AS placed_at,
                 g % 5 <> 0 AS paid
            FROM generate_series(1, ${count}::int) AS g
        ), priced AS (
          SELECT spec.id AS order_id, i AS position, products.id AS tool_id, products.sku, products.name,
                 1 + (spec.g + i) % 5 AS quantity, products.price_cents, (1 + (spec.g + i) % 5) * products.price_cents AS gross
            FROM spec
            CROSS JOIN LATERAL generate_series(0, spec.line_count - 1) AS i
            JOIN products ON products.n = (spec.g * 7 + i * 13) % ${BULK_TOOL_COUNT}
        ), lines AS (
          -- Half up in integers: floor(gross × 1500 / 11500 + 1/2) = (2 × gross × 1500 + 11500) / 23000.
          SELECT priced.*, ((2 * gross::bigint * 1500 + 11500) / 23000)::int AS vat FROM priced
        ), totals AS (
          SELECT order_id, sum(quantity)::int AS quantity, sum(gross)::int AS total_cents, sum(vat)::int AS vat_cents, count(*) AS line_count,
                 (array_agg(tool_id ORDER BY position))[1] AS first_tool, (array_agg(name ORDER BY position))[1] AS first_name,
                 (array_agg(price_cents ORDER BY position))[1] AS first_price
            FROM lines GROUP BY order_id
        ), new_orders AS (
          INSERT INTO orders (id, user_id, tool_id, item_name, customer_name, email, phone, address, quantity, unit_price_cents,
                              total_cents, net_cents, vat_cents, paid, transaction_id, status, paid_at, test_payment, created_at ${paymentColumns})
          SELECT spec.id, ${buyer!.id}::uuid, totals.first_tool,
                 totals.first_name || CASE WHEN totals.line_count > 1 THEN ' + ' || (totals.line_count - 1) || ' more' ELSE '' END,
                 'Customer ' || spec.g, 'bulk-buyer@example.com', '+880 1711-000000', spec.g || ' Bulk Road, Dhaka',
                 totals.quantity, CASE WHEN totals.line_count = 1 THEN totals.first_price END, totals.total_cents,
                 totals.total_cents - totals.vat_cents, totals.vat_cents,
                 spec.paid, CASE WHEN spec.paid THEN 'bulk_' || spec.id END,
                 CASE WHEN spec.paid THEN (ARRAY['pending', 'confirmed', 'shipped'])[1 + spec.g % 3] ELSE 'pending' END,
                 CASE WHEN spec.paid THEN spec.placed_at + interval '10 minutes' END, spec.paid, spec.placed_at ${paymentValues}
            FROM spec JOIN totals ON totals.order_id = spec.id
          RETURNING 1
        ), new_lines AS (
          INSERT INTO order_lines (order_id, position, tool_id, sku, name, quantity, unit_price_cents, line_total_cents, net_cents, vat_rate_basis_points, vat_cents)
          SELECT order_id, position, tool_id, sku, name, quantity, price_cents, gross, gross - vat, 1500, vat FROM lines
          RETURNING 1
        )
        SELECT (SELECT count(*) FROM new_orders)::int AS orders, (SELECT count(*) FROM new_lines)::int AS lines`,
    );
    return { orders: Number(counted!.orders), lines: Number(counted!.lines) };
  });
  // Statistics and a visibility map (index-only scans): the embedded database has no autovacuum.
  await db.execute(sql`vacuum analyze orders, order_lines, tools`);
  return result;
}
