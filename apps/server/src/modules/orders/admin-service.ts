import { and, count, desc, eq, ne, type SQL } from 'drizzle-orm';
import type { AdminOrderListQuery, AdminOrderState, OrderStatusChange } from '@tools-bd/contract';
import type { Database } from '../../db/client.ts';
import { retryingTransaction } from '../../db/retry.ts';
import { orders } from '../../db/schema.ts';
import type { CurrentUser } from '../../plugins/authentication.ts';
import { actorOf } from './events.ts';
import { lockOrder, transition, type TransitionResult } from './lifecycle.ts';
import { paidCondition, unpaidCondition } from './paid.ts';
import type { OrderRow } from './service.ts';

function stateCondition(state: AdminOrderState | undefined): SQL | undefined {
  switch (state) {
    case undefined:
      return undefined;
    case 'unpaid':
      // Cancelled orders owe nothing any more.
      return and(unpaidCondition, ne(orders.status, 'cancelled'));
    case 'paid-pending':
      return and(paidCondition, eq(orders.status, 'pending'));
    default:
      // The later states: cash on delivery orders reach them unpaid too.
      return eq(orders.status, state);
  }
}

export interface AdminOrderPage {
  rows: OrderRow[];
  page: number;
  limit: number;
  total: number;
}

/** The admin's view of orders: every order, a page at a time, and the saved status of paid ones. */
export function createAdminOrdersService(db: Database) {
  return {
    /** Every order (optionally of one state), newest first, with the total for pagination. */
    async listOrders({ page, limit, state }: AdminOrderListQuery): Promise<AdminOrderPage> {
      const where = stateCondition(state);
      const rows = await db
        .select()
        .from(orders)
        .where(where)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(limit)
        .offset((page - 1) * limit);
      const [counted] = await db.select({ total: count() }).from(orders).where(where);
      return { rows, page, limit, total: Number(counted?.total ?? 0) };
    },

    /**
     * Moves an order through the lifecycle's table (PATCH /api/orders/{id}/status), with the
     * admin's note on the timeline (courier, tracking number). 409 `{message}` when the table refuses.
     */
    async setStatus(admin: CurrentUser, id: string, change: OrderStatusChange): Promise<TransitionResult> {
      return retryingTransaction(db, async (tx) => {
        const order = await lockOrder(tx, id);
        return transition(tx, order, change.status, actorOf(admin, order), change.note);
      });
    },
  };
}
