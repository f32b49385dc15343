import { z } from 'zod';
import { toolSchema } from './catalog/schemas.ts';
import { orderSchema } from './orders/schemas.ts';
import { ADMIN_ORDER_PAGE, ADMIN_ORDER_STATES } from './messages/admin.ts';

// Shapes of the admin screens (order list filters, product lists); messages in messages/admin.ts.
export * from './messages/admin.ts';

const adminOrderStateSchema = z.enum(ADMIN_ORDER_STATES);

/** GET /api/order: every order, newest first, a page at a time, optionally of one state. */
export const adminOrderListQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'page must be 1 or more').max(1_000_000).default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1, 'limit must be 1 or more')
    .max(ADMIN_ORDER_PAGE.maxLimit, `limit must be at most ${ADMIN_ORDER_PAGE.maxLimit}`)
    .default(ADMIN_ORDER_PAGE.defaultLimit),
  state: adminOrderStateSchema.optional(),
});
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuerySchema>;

/** The sketch answered a bare array; the shop paginates, so the list comes with its page and total. */
export const adminOrderListSchema = z.object({
  orders: z.array(orderSchema),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
});
export type AdminOrderList = z.infer<typeof adminOrderListSchema>;

/** PATCH /api/orders/{id}/status: the saved Pending/Confirmed/Shipped of a paid order. */
/** PATCH /api/orders/{id}/status: the state, and an optional note for the timeline. */
export { orderStatusChangeSchema as orderStatusUpdateSchema } from './order-lifecycle.ts';

/** GET /api/admin/tools: one page of every product, archived ones included and flagged (query in catalog-admin.ts). */
const adminToolSchema = toolSchema.extend({
  /** The `quentity` the product was added with (none for the demo catalogue's older rows). */
  quentity: z.number().int().nullable(),
  archived: z.boolean(),
  /** How many orders refer to it: with any, Delete archives instead of erasing. */
  orderCount: z.number().int(),
});
export type AdminTool = z.infer<typeof adminToolSchema>;
export const adminToolListSchema = z.array(adminToolSchema);
