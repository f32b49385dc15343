import { and, count, desc, eq, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import { adminMessages, orderMessages, type AdminOrderListQuery, type AdminOrderState, type OrderStatus } from '@tools-bd/contract';
import type { Database } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';
import type { OrderRow } from './service.ts';

/** Paid means the provider confirmed the payment: the flag, or a stored transaction id. */
const isPaid = or(eq(orders.paid, true), isNotNull(orders.transactionId)) as SQL;
const isUnpaid = and(eq(orders.paid, false), isNull(orders.transactionId)) as SQL;

function stateCondition(state: AdminOrderState | undefined): SQL | undefined {
  switch (state) {
    case undefined:
      return undefined;
    case 'unpaid':
      return isUnpaid;
    case 'paid-pending':
      return and(isPaid, eq(orders.status, 'pending'));
    case 'confirmed':
      return and(isPaid, eq(orders.status, 'confirmed'));
    case 'shipped':
      return and(isPaid, eq(orders.status, 'shipped'));
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
     * Saves Pending/Confirmed/Shipped on a paid order, in one conditional UPDATE so a payment
     * being recorded at the same moment is either seen or waited for. Unpaid orders answer 409.
     */
    async setStatus(id: string, status: OrderStatus): Promise<OrderRow> {
      const [updated] = await db.update(orders).set({ status }).where(and(eq(orders.id, id), isPaid)).returning();
      if (updated) return updated;
      const [existing] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, id)).limit(1);
      if (!existing) throw notFound(orderMessages.orderNotFound);
      throw conflict(adminMessages.statusNeedsPayment);
    },
  };
}
