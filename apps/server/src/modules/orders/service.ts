import { and, desc, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import {
  catalogMessages,
  centsToDollars,
  orderMessages,
  type CreateOrderRequest,
  type Order,
} from '@tools-bd/contract';
import { selectRows, type Database } from '../../db/client.ts';
import { orders, reviews, tools, users } from '../../db/schema.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-errors.ts';
import type { CurrentUser } from '../../plugins/authentication.ts';

export type OrderRow = typeof orders.$inferSelect;

/** Largest total one order may carry: the price columns are 32-bit integers of cents. */
const MAX_ORDER_CENTS = 2_147_483_647;

const orderColumns = getTableColumns(orders);

/** A row of `returning *` (database column names) as Drizzle would have read it. */
function fromDatabaseRow(raw: Record<string, unknown>): OrderRow {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(orderColumns)) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as OrderRow;
}

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
    price: centsToDollars(row.priceCents),
    cart: row.quantity,
    paid: row.paid,
    transactionId: row.transactionId,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Whether this person may see and cancel this order: its buyer, or an admin. */
export function canManageOrder(viewer: CurrentUser, row: Pick<OrderRow, 'userId'>): boolean {
  return viewer.role === 'admin' || row.userId === viewer.id;
}

export interface OrdersServiceOptions {
  /** Called after every stock change (the catalogue keeps a short in-memory list cache). */
  onStockChange?: () => void;
  /** Called when a cancellation removed the order's review (the public list is cached too). */
  onReviewsChange?: () => void;
}

export function createOrdersService(db: Database, options: OrdersServiceOptions = {}) {
  const stockChanged = () => options.onStockChange?.();

  async function findOrder(id: string): Promise<OrderRow | undefined> {
    const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
    return row;
  }

  return {
    /**
     * Places an order for the signed-in person. The server decides the item name and the price
     * (unit price × quantity). Reserving the stock and storing the order is ONE statement: a
     * conditional UPDATE of the tool (enough stock, quantity within the limits) feeding the
     * INSERT, so both happen together or not at all and concurrent buyers can never take more
     * than there is. The row lock is held for that one statement only, which keeps contention
     * on a popular tool short. When nothing was reserved, a plain read says why.
     */
    async placeOrder(buyer: CurrentUser, request: CreateOrderRequest): Promise<OrderRow> {
      if (request.email !== buyer.email) throw badRequest(orderMessages.emailMustBeAccount);
      const quantity = request.cart;
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const [inserted] = await selectRows<Record<string, unknown>>(
          db,
          sql`with reserved as (
                update ${tools}
                   set available_quantity = available_quantity - ${quantity}
                 where id = ${request.toolId}
                   and archived_at is null
                   and minimum_purchase <= ${quantity}
                   and available_quantity >= ${quantity}
                   and price_cents::bigint * ${quantity} <= ${MAX_ORDER_CENTS}
             returning id, name, price_cents
              )
              insert into ${orders}
                     (user_id, tool_id, item_name, customer_name, email, phone, address, quantity, unit_price_cents, price_cents)
              select ${buyer.id}, id, name, ${request.customerName}, ${buyer.email}, ${request.phone}, ${request.address},
                     ${quantity}, price_cents, price_cents * ${quantity}
                from reserved
           returning *`,
        );
        if (inserted) {
          stockChanged();
          return fromDatabaseRow(inserted);
        }

        const [tool] = await db
          .select({ availableQuantity: tools.availableQuantity, minimumPurchase: tools.minimumPurchase, priceCents: tools.priceCents })
          .from(tools)
          .where(and(eq(tools.id, request.toolId), isNull(tools.archivedAt)))
          .limit(1);
        if (!tool) throw notFound(catalogMessages.toolNotFound);
        if (quantity < tool.minimumPurchase) throw badRequest(orderMessages.followMinimumQuantity);
        if (tool.priceCents * quantity > MAX_ORDER_CENTS) throw badRequest(orderMessages.orderTooLarge);
        // Nothing left that anyone could buy: a conflict with the shop's state, not a bad request.
        if (tool.availableQuantity < tool.minimumPurchase) throw conflict(orderMessages.soldOut);
        if (quantity > tool.availableQuantity) throw badRequest(orderMessages.moreThanAvailable);
        // Enough stock again (a cancellation returned some after our try): try once more.
      }
      throw conflict(orderMessages.outOfStock);
    },

    /** The orders of the person with this e-mail, newest first: oneself, or anyone for admins. */
    async listOrdersFor(viewer: CurrentUser, email: string): Promise<OrderRow[]> {
      if (email !== viewer.email && viewer.role !== 'admin') throw forbidden(orderMessages.emailNotYours);
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
      if (!canManageOrder(viewer, row)) throw forbidden();
      return row;
    },

    /**
     * Cancels an unpaid order (its buyer or an admin): the order and any review of it go, and
     * its quantity returns to stock, all in one transaction. A paid order answers 409.
     */
    async cancelOrder(viewer: CurrentUser, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        // Locks the order so a payment being recorded at the same moment waits for us (or we for it).
        const [row] = await tx.select().from(orders).where(eq(orders.id, id)).limit(1).for('update');
        if (!row) throw notFound(orderMessages.orderNotFound);
        if (!canManageOrder(viewer, row)) throw forbidden();
        if (row.paid || row.transactionId) throw conflict(orderMessages.paidOrderCannotBeCancelled);
        await tx.delete(reviews).where(eq(reviews.orderId, id));
        await tx.delete(orders).where(eq(orders.id, id));
        await tx
          .update(tools)
          .set({ availableQuantity: sql`${tools.availableQuantity} + ${row.quantity}` })
          .where(eq(tools.id, row.toolId));
      });
      stockChanged();
      options.onReviewsChange?.();
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
