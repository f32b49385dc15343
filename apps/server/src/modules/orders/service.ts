import { desc, eq } from 'drizzle-orm';
import { cartMessages, orderMessages, type CheckoutRequest, type CreateOrderRequest } from '@tools-bd/contract';
import type { Database } from '../../db/client.ts';
import { orders, users } from '../../db/schema.ts';
import { badRequest, conflict, notFound, unprocessable } from '../../lib/http-errors.ts';
import type { CurrentUser } from '../../plugins/authentication.ts';
import { requireOwner, requireOwnerOrAdmin } from '../../plugins/authorization.ts';
import { createKeyedBatcher } from '../../lib/keyed-batcher.ts';
import { actorOf, listEvents } from './events.ts';
import { lockOrder, transition } from './lifecycle.ts';
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
  /** Called after a tool's stock changed (the catalogue drops the cached answers that show that tool). */
  onStockChange?: (toolId: string) => void;
  /** Called when a cancellation removed the order's review (the public list is cached too). */
  onReviewsChange?: () => void;
}

/** How many times a request whose key another request held, then let go, tries again. */
const KEY_RETRIES = 3;

export function createOrdersService(db: Database, options: OrdersServiceOptions = {}) {
  // The catalogue drops only the cached answers that show these tools.
  const stockChanged = (toolIds: Iterable<string>) => {
    for (const toolId of new Set(toolIds)) options.onStockChange?.(toolId);
  };
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
    // Cancelled orders stay (with their timeline); the key still answers "cancelled".
    if (!order || order.status === 'cancelled') throw conflict(cartMessages.idempotencyKeyOrderCancelled);
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
    // No look-up first: the placement claims the key in its own transaction, and only a key
    // found taken there (a retry, or a request racing this one) costs the extra read.
    for (let round = 0; ; round++) {
      try {
        const order = await submit();
        stockChanged(order.lines.map((line) => line.toolId));
        return { order, replayed: false };
      } catch (error) {
        if (error instanceof PlacementRefused) throw refusal(error);
        if (!(error instanceof IdempotencyKeyTaken) || !claim || round >= KEY_RETRIES) throw error;
      }
      // The key's holder finished first: its answer is ours, unless it was refused and let the key go.
      const earlier = await replay(buyer, claim, differs);
      if (earlier) return { order: earlier, replayed: true };
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

    /** The timeline of one order, for its buyer or an admin: 404 when unknown, 403 for anybody else. */
    async eventsForViewer(viewer: CurrentUser, id: string) {
      await this.getOrderForViewer(viewer, id);
      return listEvents(db, id);
    },

    /**
     * Cancels an unpaid order (its buyer or an admin) through the lifecycle: the order stays,
     * `cancelled`, with its event; its stock returns and any review of it goes, in one
     * transaction. A paid order answers 409, as does a shipped one.
     */
    async cancelOrder(viewer: CurrentUser, id: string): Promise<OrderWithLines> {
      const { order, restockedToolIds } = await db.transaction(async (tx) => {
        // Locks the order so a payment being recorded at the same moment waits for us (or we for it).
        const row = await lockOrder(tx, id);
        requireOwnerOrAdmin(viewer, { userId: row.userId });
        return transition(tx, row, 'cancelled', actorOf(viewer, row));
      });
      stockChanged(restockedToolIds);
      options.onReviewsChange?.();
      const [withItsLines] = await withLines(db, [order]);
      return withItsLines!;
    },

    /** Tells the catalogue about stock a change outside this service gave back or took (payments, the sweep). */
    stockChanged,
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
