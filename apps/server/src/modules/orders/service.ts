import { desc, eq, inArray, sql } from 'drizzle-orm';
import { cartMessages, orderMessages, type CheckoutRequest, type CreateOrderRequest } from '@tools-bd/contract';
import type { Database } from '../../db/client.ts';
import { orderLines, orders, reviews, tools, users } from '../../db/schema.ts';
import { badRequest, conflict, notFound, unprocessable } from '../../lib/http-errors.ts';
import type { CurrentUser } from '../../plugins/authentication.ts';
import { requireOwner, requireOwnerOrAdmin } from '../../plugins/authorization.ts';
import { createKeyedBatcher } from '../../lib/keyed-batcher.ts';
import { isPaid } from './paid.ts';
import { placeOrders, PlacementRefused, type OrderRow, type PlacementAttempt } from './placement.ts';
import { findClaim, IdempotencyKeyTaken, requestFingerprint, type IdempotencyClaim } from './idempotency.ts';
import { withLines, type OrderWithLines, type StoredOrderLine } from './order-lines.ts';
import { cartDiffersFrom, checkoutConflict, singleOrderRefusal } from './checkout.ts';

export type { OrderRow, OrderWithLines };
export { toOrderResponse } from './order-lines.ts';

/** A placed order, and whether it is the answer to a retry (200) rather than new (201). */
export interface Placed {
  order: OrderWithLines;
  replayed: boolean;
}

export interface OrdersServiceOptions {
  /** Called after every stock change (the catalogue keeps a short in-memory list cache). */
  onStockChange?: () => void;
  /** Called when a cancellation removed the order's review (the public list is cached too). */
  onReviewsChange?: () => void;
}

/** How many times a request whose key another request held, then let go, tries again. */
const KEY_RETRIES = 3;

export function createOrdersService(db: Database, options: OrdersServiceOptions = {}) {
  const stockChanged = () => options.onStockChange?.();
  // Group commit (placement.ts): one-tool orders queue per tool; checkouts, whose tools overlap,
  // share one lane per instance, so a batch locks all their tools at once, in id order.
  const oneToolOrders = createKeyedBatcher<string, PlacementAttempt, OrderWithLines>((_toolId, attempts) => placeOrders(db, attempts));
  const checkouts = createKeyedBatcher<'checkout', PlacementAttempt, OrderWithLines>((_lane, attempts) => placeOrders(db, attempts), { maxBatch: 64 });

  async function findOrder(id: string): Promise<OrderWithLines | undefined> {
    const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
    return row ? (await withLines(db, [row]))[0] : undefined;
  }

  /**
   * The answer a request with an already claimed key gets: the key's order when the request is
   * the same (`differs` adds the checkout's look at the cart), else 422; undefined when the key
   * is free (never used, or let go by a refused request).
   */
  async function replay(buyer: CurrentUser, claim: IdempotencyClaim, differs?: (order: OrderWithLines) => Promise<boolean>): Promise<OrderWithLines | undefined> {
    const stored = await findClaim(db, buyer.id, claim.key);
    if (!stored) return undefined;
    if (stored.requestFingerprint !== claim.fingerprint) throw unprocessable(cartMessages.idempotencyKeyReused);
    const order = stored.orderId ? await findOrder(stored.orderId) : undefined;
    if (!order) throw conflict(cartMessages.idempotencyKeyOrderCancelled);
    if (differs && (await differs(order))) throw unprocessable(cartMessages.idempotencyKeyReused);
    return order;
  }

  /** Places an attempt through its lane, answering a retry with the key's order instead. */
  async function placeOnce(
    submit: () => Promise<OrderWithLines>,
    buyer: CurrentUser,
    claim: IdempotencyClaim | undefined,
    refusal: (refused: PlacementRefused) => Error,
    differs?: (order: OrderWithLines) => Promise<boolean>,
  ): Promise<Placed> {
    for (let round = 0; ; round++) {
      if (claim) {
        const earlier = await replay(buyer, claim, differs);
        if (earlier) return { order: earlier, replayed: true };
      }
      try {
        const order = await submit();
        stockChanged();
        return { order, replayed: false };
      } catch (error) {
        if (error instanceof PlacementRefused) throw refusal(error);
        // The key's holder finished first: its answer is ours (the loop reads it), unless it was refused and let the key go.
        if (!(error instanceof IdempotencyKeyTaken) || round >= KEY_RETRIES) throw error;
      }
    }
  }

  return {
    /** These orders with their lines (payments and the admin list answer orders too). */
    withLines: (rows: OrderRow[]) => withLines(db, rows),

    /**
     * Places a one-line order for the signed-in person under the tool's rules (packs, order cap,
     * price breaks). Orders for the same tool that arrive together are placed together in one
     * transaction (placement.ts). With an Idempotency-Key, a retry answers the same order.
     */
    async placeOrder(buyer: CurrentUser, request: CreateOrderRequest, idempotencyKey?: string): Promise<Placed> {
      if (request.email !== buyer.email) throw badRequest(orderMessages.emailMustBeAccount);
      const { toolId, cart, customerName, email, phone, address } = request;
      const claim = idempotencyKey ? { key: idempotencyKey, fingerprint: requestFingerprint('order', [toolId, cart, customerName, email, phone, address]) } : undefined;
      const attempt: PlacementAttempt = { buyer, recipient: { customerName, phone, address }, lines: [{ toolId, quantity: cart }], idempotency: claim };
      return placeOnce(() => oneToolOrders.submit(toolId, attempt), buyer, claim, singleOrderRefusal);
    },

    /**
     * Orders the buyer's cart: every line judged and its stock taken in one transaction, or
     * nothing (409 with each failing line). The cart empties only when the order is placed.
     * The Idempotency-Key is required: a retry answers the same order, even once the cart is empty.
     */
    async checkout(buyer: CurrentUser, request: CheckoutRequest, idempotencyKey: string): Promise<Placed> {
      const { customerName, phone, address } = request;
      const claim = { key: idempotencyKey, fingerprint: requestFingerprint('checkout', [customerName, phone, address]) };
      const attempt: PlacementAttempt = { buyer, recipient: { customerName, phone, address }, lines: 'cart', idempotency: claim };
      return placeOnce(() => checkouts.submit('checkout', attempt), buyer, claim, checkoutConflict, (order) => cartDiffersFrom(db, buyer.id, order.lines));
    },

    /** The lines of one of the viewer's own orders (reorder puts them back into the cart): 404 unknown, 403 someone else's. */
    async linesOfOwnOrder(viewer: CurrentUser, id: string): Promise<StoredOrderLine[]> {
      const order = await findOrder(id);
      if (!order) throw notFound(orderMessages.orderNotFound);
      requireOwner(viewer, { userId: order.userId });
      return order.lines;
    },

    /** The orders of the person with this e-mail, newest first: oneself, or anyone for admins. */
    async listOrdersFor(viewer: CurrentUser, email: string): Promise<OrderWithLines[]> {
      requireOwnerOrAdmin(viewer, { email }, orderMessages.emailNotYours);
      const rows = await db
        .select({ order: orders })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(eq(users.email, email))
        .orderBy(desc(orders.createdAt), desc(orders.id));
      return withLines(
        db,
        rows.map((row) => row.order),
      );
    },

    /** One order, for its buyer or an admin: 404 when unknown, 403 for anybody else. */
    async getOrderForViewer(viewer: CurrentUser, id: string): Promise<OrderWithLines> {
      const row = await findOrder(id);
      if (!row) throw notFound(orderMessages.orderNotFound);
      // Its buyer or an admin may see it.
      requireOwnerOrAdmin(viewer, { userId: row.userId });
      return row;
    },

    /**
     * Cancels an unpaid order (its buyer or an admin): the order, its lines and any review of it
     * go, and every line's quantity returns to stock, all in one transaction. A paid order answers 409.
     */
    async cancelOrder(viewer: CurrentUser, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        // Locks the order so a payment being recorded at the same moment waits for us (or we for it).
        const [row] = await tx.select().from(orders).where(eq(orders.id, id)).limit(1).for('update');
        if (!row) throw notFound(orderMessages.orderNotFound);
        requireOwnerOrAdmin(viewer, { userId: row.userId });
        if (isPaid(row)) throw conflict(orderMessages.paidOrderCannotBeCancelled);
        const lines = await tx.select({ toolId: orderLines.toolId, quantity: orderLines.quantity }).from(orderLines).where(eq(orderLines.orderId, id));
        await tx.delete(reviews).where(eq(reviews.orderId, id));
        await tx.delete(orders).where(eq(orders.id, id));
        const toolIds = [...new Set(lines.map((line) => line.toolId))].sort();
        // The same lock order as placement (tools by id), so a cancel and a checkout never deadlock.
        await tx.select({ id: tools.id }).from(tools).where(inArray(tools.id, toolIds)).orderBy(tools.id).for('update');
        for (const line of lines) {
          await tx
            .update(tools)
            .set({ availableQuantity: sql`${tools.availableQuantity} + ${line.quantity}` })
            .where(eq(tools.id, line.toolId));
        }
      });
      stockChanged();
      options.onReviewsChange?.();
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
