import { sql } from 'drizzle-orm';
import {
  centsToDollars,
  LOW_STOCK_LIMIT,
  ORDER_STATUSES,
  OVERVIEW_DAYS,
  SHOP_TIME_ZONE,
  TOP_PRODUCTS_LIMIT,
  type Overview,
} from '@tools-bd/contract';
import { selectRows, type Database } from '../../db/client.ts';
import { paidCondition } from '../orders/index.ts';
import { foldStatusCountsIfNeeded, ordersPerStatus } from './status-counts.ts';

/**
 * The admin's sales overview. Every figure is one SQL aggregate over an index of migration
 * 0014, so the answer costs the same at 100,000 orders as at 100 (see `npm run bench`):
 * - revenue per day reads only the orders paid in the window (`orders_paid_at_idx`, index only);
 * - orders by status sums a few rows that triggers keep (`status-counts.ts`): counting 100,000
 *   orders on every request would take longer than everything else together;
 * - the best sellers read the lines of those paid orders by the lines' key (one array lookup:
 *   the planner otherwise hashes every line ever sold);
 * - low stock reads a partial index that holds only the products below twice their minimum.
 *
 * "Paid" is the orders module's definition (`paidCondition`), so it is written `orders` unaliased.
 */
export function createOverview(db: Database) {
  /** `now` is the moment the window ends in (tests pin it); its Dhaka day is the last one shown. */
  async function overview(now: Date = new Date()): Promise<Overview> {
    const today = sql`(${now.toISOString()}::timestamptz AT TIME ZONE ${SHOP_TIME_ZONE})::date`;
    const firstDay = sql`(${today} - ${OVERVIEW_DAYS - 1}::int)`;
    const windowStart = sql`(${firstDay}::timestamp AT TIME ZONE ${SHOP_TIME_ZONE})`;

    const [days, statuses, top, low] = await Promise.all([
      selectRows<{ date: string; cents: string | number; orders: number }>(
        db,
        sql`
          WITH sales AS (
            SELECT (orders.paid_at AT TIME ZONE ${SHOP_TIME_ZONE})::date AS day, sum(orders.total_cents) AS cents, count(*)::int AS orders
              FROM orders
             WHERE ${paidCondition} AND orders.paid_at >= ${windowStart}
             GROUP BY 1
          )
          SELECT to_char(days.day, 'YYYY-MM-DD') AS date, coalesce(sales.cents, 0) AS cents, coalesce(sales.orders, 0) AS orders
            FROM (SELECT moment::date AS day FROM generate_series(${firstDay}::timestamp, ${today}::timestamp, interval '1 day') AS moment) AS days
            LEFT JOIN sales ON sales.day = days.day
           ORDER BY days.day`,
      ),
      ordersPerStatus(db),
      selectRows<{ toolId: string; sku: string; name: string; quantity: string | number; cents: string | number }>(
        db,
        sql`
          WITH paid_in_window AS MATERIALIZED (
            SELECT array_agg(orders.id) AS ids FROM orders WHERE ${paidCondition} AND orders.paid_at >= ${windowStart}
          ), sold AS (
            SELECT order_lines.tool_id, sum(order_lines.quantity) AS quantity, sum(order_lines.line_total_cents) AS cents
              FROM order_lines
             WHERE order_lines.order_id = ANY ((SELECT ids FROM paid_in_window)::uuid[])
             GROUP BY order_lines.tool_id
             ORDER BY quantity DESC, cents DESC, order_lines.tool_id
             LIMIT ${TOP_PRODUCTS_LIMIT}
          )
          SELECT tools.id AS "toolId", tools.sku, tools.name, sold.quantity, sold.cents
            FROM sold JOIN tools ON tools.id = sold.tool_id
           ORDER BY sold.quantity DESC, sold.cents DESC, tools.id`,
      ),
      // A scan of the products on sale, cheap next to the rest: an index naming
      // the stock would make every order's stock update touch every index of tools (migration 0017).
      selectRows<{ toolId: string; sku: string; name: string; stock: number; minimumOrder: number }>(
        db,
        sql`
          SELECT id AS "toolId", sku, name, available_quantity AS stock, minimum_purchase AS "minimumOrder"
            FROM tools
           WHERE archived_at IS NULL AND available_quantity < 2 * minimum_purchase
           ORDER BY available_quantity::float8 / minimum_purchase, available_quantity, name, id
           LIMIT ${LOW_STOCK_LIMIT}`,
      ),
    ]);

    await foldStatusCountsIfNeeded(db, statuses.changeRows);
    const countByStatus = statuses.counts;
    return {
      revenueByDay: days.map((day) => ({
        date: day.date,
        revenue: centsToDollars(Number(day.cents)),
        orders: Number(day.orders),
      })),
      ordersByStatus: ORDER_STATUSES.map((status) => ({ status, count: countByStatus.get(status) ?? 0 })),
      topProducts: top.map((row) => ({
        toolId: row.toolId,
        sku: row.sku,
        name: row.name,
        quantity: Number(row.quantity),
        revenue: centsToDollars(Number(row.cents)),
      })),
      lowStock: low.map((row) => ({ ...row, stock: Number(row.stock), minimumOrder: Number(row.minimumOrder) })),
    };
  }
  return { overview };
}
