import { desc, eq, sql } from 'drizzle-orm';
import {
  centsToDollars,
  orderMessages,
  type CreateOrderRequest,
  type Order,
} from '@tools-bd/contract';
import type { Database } from '../../db/client.ts';
import { orders, reviews, tools, users } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../lib/http-errors.ts';
import type { CurrentUser } from '../../plugins/authentication.ts';
import { requireOwnerOrAdmin } from '../../plugins/authorization.ts';
import { createKeyedBatcher } from '../../lib/keyed-batcher.ts';
import { isPaid } from './paid.ts';
import { placeOrdersForTool, type OrderAttempt, type OrderRow } from './placement.ts';

export type { OrderRow };

/** Maps a stored order to the sketch's wire shape (dollars, `cart`, `_id`). */
export function toOrderResponse(row: OrderRow): Order {
  return {
    _id: row.id,
    toolId: row.toolId,
    itemName: row.itemName,
    customerName: row.customerName,
    email: row.email,
    phone: row.phone,
    address: row.address,
    price: centsToDollars(row.totalCents),
    cart: row.quantity,
    paid: row.paid,
    transactionId: row.transactionId,
    testPayment: row.testPayment,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

export interface OrdersServiceOptions {
  /** Called after a tool's stock changed (the catalogue drops the cached answers that show that tool). */
  onStockChange?: (toolId: string) => void;
  /** Called when a cancellation removed the order's review (the public list is cached too). */
  onReviewsChange?: () => void;
}

export function createOrdersService(db: Database, options: OrdersServiceOptions = {}) {
  const stockChanged = (toolId: string) => options.onStockChange?.(toolId);
  const placements = createKeyedBatcher<string, OrderAttempt, OrderRow>((toolId, attempts) => placeOrdersForTool(db, toolId, attempts));

  async function findOrder(id: string): Promise<OrderRow | undefined> {
    const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
    return row;
  }

  return {
    /**
     * Places an order for the signed-in person. The server decides the item name and the price
     * (unit price × quantity). Orders for the same tool that arrive together are placed together
     * in one transaction (see placement.ts): stock can never be oversold, and a popular tool
     * sells at the rate of batches rather than one row-lock hand-over per order.
     */
    async placeOrder(buyer: CurrentUser, request: CreateOrderRequest): Promise<OrderRow> {
      if (request.email !== buyer.email) throw badRequest(orderMessages.emailMustBeAccount);
      const row = await placements.submit(request.toolId, { buyer, request });
      stockChanged(request.toolId);
      return row;
    },

    /** The orders of the person with this e-mail, newest first: oneself, or anyone for admins. */
    async listOrdersFor(viewer: CurrentUser, email: string): Promise<OrderRow[]> {
      requireOwnerOrAdmin(viewer, { email }, orderMessages.emailNotYours);
      const rows = await db
        .select({ order: orders })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(eq(users.email, email))
        .orderBy(desc(orders.createdAt), desc(orders.id));
      return rows.map((row) => row.order);
    },

    /** One order, for its buyer or an admin: 404 when unknown, 403 for anybody else. */
    async getOrderForViewer(viewer: CurrentUser, id: string): Promise<OrderRow> {
      const row = await findOrder(id);
      if (!row) throw notFound(orderMessages.orderNotFound);
      // Its buyer or an admin may see it.
      requireOwnerOrAdmin(viewer, { userId: row.userId });
      return row;
    },

    /**
     * Cancels an unpaid order (its buyer or an admin): the order and any review of it go, and
     * its quantity returns to stock, all in one transaction. A paid order answers 409.
     */
    async cancelOrder(viewer: CurrentUser, id: string): Promise<void> {
      const toolId = await db.transaction(async (tx) => {
        // Locks the order so a payment being recorded at the same moment waits for us (or we for it).
        const [row] = await tx.select().from(orders).where(eq(orders.id, id)).limit(1).for('update');
        if (!row) throw notFound(orderMessages.orderNotFound);
        requireOwnerOrAdmin(viewer, { userId: row.userId });
        if (isPaid(row)) throw conflict(orderMessages.paidOrderCannotBeCancelled);
        await tx.delete(reviews).where(eq(reviews.orderId, id));
        await tx.delete(orders).where(eq(orders.id, id));
        await tx
          .update(tools)
          .set({ availableQuantity: sql`${tools.availableQuantity} + ${row.quantity}` })
          .where(eq(tools.id, row.toolId));
        return row.toolId;
      });
      stockChanged(toolId);
      options.onReviewsChange?.();
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
