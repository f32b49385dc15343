import { z } from 'zod';
import { orderStatusSchema } from '../orders/schemas.ts';
import { isCalendarDate, reportMessages as messages } from './messages.ts';

// The admin's records: the sales overview and the CSV exports. Facts and messages in reports/messages.ts.

/** GET /api/admin/overview: every figure an SQL aggregate; money in dollars like the rest of the API. */
export const overviewSchema = z.object({
  /** The last 30 days in Asia/Dhaka, oldest first, days without sales included as 0. Paid orders, by the day they were paid. */
  revenueByDay: z.array(z.object({ date: z.string(), revenue: z.number(), orders: z.number().int() })),
  /** Every order status with its number of orders (0 included), in the lifecycle's order. */
  ordersByStatus: z.array(z.object({ status: orderStatusSchema, count: z.number().int() })),
  /** The ten products sold in the most units in the last 30 days (paid orders, from their lines). */
  topProducts: z.array(
    z.object({
      toolId: z.string(),
      sku: z.string(),
      name: z.string(),
      quantity: z.number().int(),
      revenue: z.number(),
    }),
  ),
  /** Products on sale whose stock is below twice their minimum order, the emptiest first. */
  lowStock: z.array(
    z.object({
      toolId: z.string(),
      sku: z.string(),
      name: z.string(),
      stock: z.number().int(),
      minimumOrder: z.number().int(),
    }),
  ),
});
export type Overview = z.infer<typeof overviewSchema>;

const calendarDate = (message: string) => z.string({ error: message }).refine(isCalendarDate, message);

/** ?from=YYYY-MM-DD&to=YYYY-MM-DD: days in Asia/Dhaka, both included. */
export const exportQuerySchema = z
  .object({ from: calendarDate(messages.fromDate), to: calendarDate(messages.toDate) })
  // Both are YYYY-MM-DD, so comparing the text compares the days.
  .refine((range) => range.from <= range.to, { message: messages.dateOrder, path: ['to'] });
export type ExportQuery = z.infer<typeof exportQuerySchema>;
