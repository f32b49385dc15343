/**
 * The order lifecycle: the ONE place an order's fulfilment state changes. The table
 * of allowed changes is the contract's (`transitionProblem`, packages/contract/src/orders/lifecycle.ts);
 * here it is enforced inside the caller's transaction, the row updated and the event written.
 * Cancellation happens only here: its stock goes back and any review of it goes.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  orderMessages,
  SHOP_TIME_ZONE,
  transitionProblem,
  type OrderEventType,
  type OrderStatus,
} from '@tools-bd/contract';
import { tableRowReader, type Database } from '../../db/client.ts';
import { orderLines, orders, reviews, tools } from '../../db/schema.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';
import { issueCreditNote, issueInvoice, issueInvoices } from '../invoices/index.ts';
import { recordEvent } from './events.ts';
import { queueOrderMail, statusMail } from './mails.ts';
import { queueOrderSms } from './sms.ts';

/** An order as its table holds it (placement.ts names the same type; importing it from there would make a circle). */
type OrderRow = typeof orders.$inferSelect;

export interface TransitionOptions {
  /**
   * The timeline's word for it: `status` (default), `expired` when the reservation sweep cancels,
   * `approved` or `declined` when a company owner decides on an order waiting for approval.
   */
  eventType?: Extract<OrderEventType, 'status' | 'expired' | 'approved' | 'declined'>;
  /**
   * The courier cancelled the parcel before pickup: a shipped order goes back to the state it was
   * booked from (the table allows that only then), and nothing of that state is sent again.
   */
  courierCancelled?: boolean;
}

export interface TransitionResult {
  order: OrderRow;
  /** Tools whose stock came back (a cancellation): the caller tells the catalogue after commit. */
  restockedToolIds: string[];
}

/** Reads and locks an order for a change (FOR UPDATE): a payment or another change at the same moment waits. */
export async function lockOrder(tx: Database, id: string): Promise<OrderRow> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).limit(1).for('update');
  if (!row) throw notFound(orderMessages.orderNotFound);
  return row;
}

/**
 * Locks the tools of these orders' lines, all together in id order, as placement locks them (the
 * lock order, ARCHITECTURE.md): after the order rows, before any document counter. A change that
 * may give stock back and then issue a credit note (a refund, the sweep's batch) calls it first.
 * NO KEY UPDATE, as placement: a cart line added for one of these tools (its foreign key's KEY
 * SHARE lock) neither waits for it nor deadlocks with it.
 */
export async function lockStockOf(tx: Database, orderIds: string[]): Promise<void> {
  if (orderIds.length === 0) return;
  const toolIds = tx
    .selectDistinct({ toolId: orderLines.toolId })
    .from(orderLines)
    .where(inArray(orderLines.orderId, orderIds));
  await tx
    .select({ id: tools.id })
    .from(tools)
    .where(inArray(tools.id, toolIds))
    .orderBy(tools.id)
    .for('no key update');
}

/**
 * Gives an order's stock back, locking the tools in id order (the order placement locks them in,
 * so a cancel and a checkout never deadlock). Returns the tools.
 */
export async function returnStock(tx: Database, orderId: string): Promise<string[]> {
  const lines = await tx
    .select({ toolId: orderLines.toolId, quantity: orderLines.quantity })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
  const toolIds = [...new Set(lines.map((line) => line.toolId))].sort();
  if (toolIds.length === 0) return [];
  await tx
    .select({ id: tools.id })
    .from(tools)
    .where(inArray(tools.id, toolIds))
    .orderBy(tools.id)
    .for('no key update');
  for (const line of lines) {
    await tx
      .update(tools)
      .set({ availableQuantity: sql`${tools.availableQuantity} + ${line.quantity}` })
      .where(eq(tools.id, line.toolId));
  }
  return toolIds;
}

/**
 * Moves a locked order (see `lockOrder`) to `to` if the table allows it (409 `{message}` otherwise),
 * and writes the event. `actor`: `customer`, an admin's e-mail, `system` or the provider.
 */
export async function transition(
  tx: Database,
  order: OrderRow,
  to: OrderStatus,
  actor: string,
  note?: string | null,
  options: TransitionOptions = {},
): Promise<TransitionResult> {
  // An order waiting for approval leaves it only by an owner's decision or by expiry.
  const eventType = options.eventType ?? 'status';
  const courierCancelled = options.courierCancelled === true;
  const problem = transitionProblem(order, to, { approval: eventType !== 'status', courierCancelled });
  if (problem) throw conflict(problem);
  const cancelling = to === 'cancelled';
  // A cancelled order holds nothing any more, and a cash on delivery order the shop confirmed
  // holds until delivered or cancelled: nothing is left for the reservation sweep.
  const offTheTimer = cancelling || (to === 'confirmed' && order.paymentMethod === 'cod');
  const [updated] = await tx
    .update(orders)
    .set(offTheTimer ? { status: to, reservedUntil: null } : { status: to })
    .where(and(eq(orders.id, order.id), eq(orders.status, order.status)))
    .returning();
  // The caller locked the row, so only a caller that forgot to could see this.
  if (!updated) throw conflict(orderMessages.orderChangedMeanwhile);
  await recordEvent(tx, {
    orderId: order.id,
    actor,
    type: eventType,
    from: order.status,
    to,
    note,
  });

  let restockedToolIds: string[] = [];
  let documented = false;
  if (cancelling) {
    restockedToolIds = await returnStock(tx, order.id);
    // A review stands on a paid order; a cancelled one no longer carries it.
    await tx.delete(reviews).where(eq(reviews.orderId, order.id));
    // An invoiced order that is cancelled gets its credit note in the same transaction.
    documented = (await issueCreditNote(tx, order.id)) !== null;
  } else if (to === 'confirmed' && updated.paymentMethod === 'cod') {
    // Cash on delivery is invoiced when confirmed (other methods when paid: payments/ledger.ts).
    documented = (await issueInvoice(tx, order.id)) !== null;
  }
  // Shipped, delivered, cancelled or expired: the customer hears of it (queued with the change).
  await queueOrderMail(tx, updated, (language) =>
    statusMail(updated, to, note, options.eventType === 'expired', language, order.status),
  );
  // And by SMS: a confirmed cash on delivery order, shipped (the note carries the tracking number), delivered.
  if (courierCancelled) {
    // The buyer was told of the confirmation when it happened; the shipment event says the rest.
  } else if (to === 'confirmed' && updated.paymentMethod === 'cod') await queueOrderSms(tx, updated, 'codConfirmed');
  else if (to === 'shipped') await queueOrderSms(tx, updated, 'shipped', { tracking: note ?? '' });
  else if (to === 'delivered') await queueOrderSms(tx, updated, 'delivered');
  if (!documented) return { order: updated, restockedToolIds };
  const [withDocument] = await tx.select().from(orders).where(eq(orders.id, order.id));
  return { order: withDocument!, restockedToolIds };
}

/** An on-account invoice's due date: its Asia/Dhaka date plus the order's term (days). */
export const dueDateSql = (invoicedAt: Date, termDays: SQL) =>
  sql`(${invoicedAt.toISOString()}::timestamptz at time zone ${SHOP_TIME_ZONE})::date + ${termDays}`;

/**
 * Invoices an on-account order an owner's approval confirms, in that transaction and one
 * statement: its invoice number with its due date (the invoice's Dhaka date plus the order's
 * term); it holds its stock until delivered or cancelled. (Orders confirmed when placed are
 * invoiced by the statement that stores them: placement.ts.) Answers the order as it is now.
 */
export async function invoiceOnAccount(tx: Database, orderId: string, at: Date): Promise<OrderRow> {
  const [numbered] = await issueInvoices(
    tx,
    [orderId],
    at,
    sql`due_date = case when o.payment_method = 'on_account' then ${dueDateSql(at, sql`o.payment_term_days`)} else o.due_date end,
        reserved_until = case when o.payment_method = 'on_account' then null else o.reserved_until end`,
  );
  // An order numbered already (a number is issued once) is read as it is.
  return numbered ? readOrderRow(numbered) : lockOrder(tx, orderId);
}

const readOrderRow = tableRowReader(orders);
