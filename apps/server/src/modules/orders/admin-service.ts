import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { adminMessages, orderMessages, type AdminOrderListQuery, type AdminOrderState, type OrderStatus } from '@tools-bd/contract';
import type { Database } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';
import { paidCondition, unpaidCondition } from './paid.ts';
import type { OrderRow } from './service.ts';

function stateCondition(state: AdminOrderState | undefined): SQL | undefined {
  switch (state) {
    case undefined:
      return undefined;
    case 'unpaid':
      return unpaidCondition;
    case 'paid-pending':
      return and(paidCondition, eq(orders.status, 'pending'));
    case 'confirmed':
      return and(paidCondition, eq(orders.status, 'confirmed'));
    case 'shipped':
      return and(paidCondition, eq(orders.status, 'shipped'));
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
      const [updated] = await db.update(orders).set({ status }).where(and(eq(orders.id, id), paidCondition)).returning();
      if (updated) return updated;
      const [existing] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, id)).limit(1);
      if (!existing) throw notFound(orderMessages.orderNotFound);
      throw conflict(adminMessages.statusNeedsPayment);
    },
  };
}
