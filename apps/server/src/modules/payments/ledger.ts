/**
 * The payments ledger: the ONE place an order becomes paid, partly paid or refunded.
 * Card webhooks and confirmations, SSLCommerz IPNs and an admin recording cash or a bank transfer
 * all call `recordPayment` inside their transaction; refunds call `recordRefund`. Each writes the
 * ledger row (order_payments), the order's payment columns and the timeline event together.
 */
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { centsToDollars, lifecycleMessages, type PaymentMethod, type PaymentStatus } from '@tools-bd/contract';
import type { Database } from '../../db/client.ts';
import { orderEvents, orderLines, orderPayments, orders, tools } from '../../db/schema.ts';
import { badRequest, conflict } from '../../lib/http-errors.ts';
import { issueCreditNote, issueInvoice } from '../invoices/index.ts';
import {
  lockOrder,
  paymentReceivedMail,
  queueOrderMail,
  queueOrderSms,
  recordEvent,
  type OrderRow,
} from '../orders/index.ts';

export interface PaymentInput {
  orderId: string;
  amountCents: number;
  method: PaymentMethod;
  /** The bank's reference, the receipt number…; '' when none. */
  reference?: string;
  receivedAt?: Date;
  /** An admin's e-mail, `system`, or the provider (`stripe`, `simulator`, `sslcommerz`). */
  actor: string;
  /** Card and SSLCommerz: the provider's transaction; recorded once, so a replay changes nothing. */
  providerTransactionId?: string;
  /** Paid through the built-in test-mode simulator: no money moved. */
  testPayment?: boolean;
  /** An allocation of a payment to a company's account (modules/accounts): the account payment it comes from. */
  accountPaymentId?: string;
}

/**
 * What a payment did: `paid` / `partially_paid` (the order's new payment status), `duplicate` (this
 * provider transaction was recorded already), `already_paid` (the order was paid with another
 * transaction: nothing recorded), `refund_required` (recorded against an order that was cancelled
 * and cannot take its stock again: the caller refunds it through the provider, then `recordRefund`).
 */
export type PaymentOutcome = 'paid' | 'partially_paid' | 'duplicate' | 'already_paid' | 'refund_required';

export interface LedgerResult {
  order: OrderRow;
  outcome: PaymentOutcome;
  /** Tools whose stock a late payment took again: the caller tells the catalogue after commit. */
  restockedToolIds: string[];
}

const describeAmount = (cents: number, reference: string | undefined) =>
  `${centsToDollars(cents).toFixed(2)}${reference ? ` (${reference})` : ''}`;

/** Whether the order's last cancellation was the reservation sweep's (an `expired` event). */
async function cancelledByExpiry(tx: Database, orderId: string): Promise<boolean> {
  const [last] = await tx
    .select({ type: orderEvents.type })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.toState, 'cancelled')))
    .orderBy(desc(orderEvents.at))
    .limit(1);
  return last?.type === 'expired';
}

/**
 * A payment for an order whose reservation expired takes its stock again when every line still
 * has enough (tools locked in id order, as placement does); the order is pending again. False
 * when some line is short: nothing is taken.
 */
async function retakeStock(tx: Database, order: OrderRow, actor: string): Promise<string[] | null> {
  const lines = await tx
    .select({ toolId: orderLines.toolId, quantity: orderLines.quantity })
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id));
  const wanted = new Map<string, number>();
  for (const line of lines) wanted.set(line.toolId, (wanted.get(line.toolId) ?? 0) + line.quantity);
  const toolIds = [...wanted.keys()].sort();
  const stocked = await tx
    .select({ id: tools.id, available: tools.availableQuantity })
    .from(tools)
    .where(inArray(tools.id, toolIds))
    .orderBy(tools.id)
    .for('no key update');
  if (stocked.length !== toolIds.length || stocked.some((tool) => tool.available < (wanted.get(tool.id) ?? 0)))
    return null;
  for (const [toolId, quantity] of wanted) {
    await tx
      .update(tools)
      .set({ availableQuantity: sql`${tools.availableQuantity} - ${quantity}` })
      .where(eq(tools.id, toolId));
  }
  await tx.update(orders).set({ status: 'pending' }).where(eq(orders.id, order.id));
  await recordEvent(tx, { orderId: order.id, actor, type: 'restocked', from: 'cancelled', to: 'pending' });
  return toolIds;
}

/**
 * Records money received for an order, in the caller's transaction (the order is locked here).
 * A partial payment leaves the balance due; the order is paid when the balance reaches 0; more
 * than the balance is refused (400). Returns the order as it is now and what happened.
 */
export async function recordPayment(tx: Database, input: PaymentInput): Promise<LedgerResult> {
  let order = await lockOrder(tx, input.orderId);
  const providerId = input.providerTransactionId;
  if (providerId) {
    const [seen] = await tx
      .select({ id: orderPayments.id })
      .from(orderPayments)
      .where(and(eq(orderPayments.providerTransactionId, providerId), eq(orderPayments.kind, 'payment')))
      .limit(1);
    if (seen) return { order, outcome: 'duplicate', restockedToolIds: [] };
    if (order.paymentStatus === 'paid') return { order, outcome: 'already_paid', restockedToolIds: [] };
  } else if (order.paymentStatus === 'paid' || order.paymentStatus === 'refunded' || order.status === 'cancelled') {
    // An admin records cash or a transfer only on a live order that still owes money.
    throw conflict(lifecycleMessages.orderNotPayable);
  }
  if (input.amountCents <= 0 || !Number.isSafeInteger(input.amountCents))
    throw badRequest(lifecycleMessages.amountInvalid);

  let restockedToolIds: string[] = [];
  let refundRequired = false;
  if (order.status === 'cancelled') {
    // A provider's payment arriving after the order was cancelled: an expired reservation is
    // taken up again when the stock is still there; anything else is given back.
    const retaken =
      order.paymentStatus === 'unpaid' && (await cancelledByExpiry(tx, order.id))
        ? await retakeStock(tx, order, input.actor)
        : null;
    if (retaken) {
      restockedToolIds = retaken;
      order = { ...order, status: 'pending' };
    } else refundRequired = true;
  }

  const previousCents = order.paymentStatus === 'refunded' ? 0 : order.amountPaidCents;
  const amountPaidCents = previousCents + input.amountCents;
  if (amountPaidCents > order.totalCents) {
    if (!providerId) throw badRequest(lifecycleMessages.overpayment);
    // A provider never charges more than the order's total (its callers check the amount), so
    // this is money the order cannot hold: it goes back.
    refundRequired = true;
  }
  const paymentStatus: PaymentStatus = amountPaidCents >= order.totalCents ? 'paid' : 'partially_paid';
  const recordedCents = Math.min(amountPaidCents, order.totalCents);

  const [updated] = await tx
    .update(orders)
    .set({
      amountPaidCents: recordedCents,
      paymentStatus,
      paid: paymentStatus === 'paid',
      paidAt: paymentStatus === 'paid' ? (input.receivedAt ?? sql`now()`) : order.paidAt,
      // Money received: the order holds its stock from now on.
      reservedUntil: null,
      ...(providerId ? { transactionId: providerId, testPayment: input.testPayment ?? false } : {}),
    })
    .where(eq(orders.id, order.id))
    .returning();
  await tx.insert(orderPayments).values({
    orderId: order.id,
    kind: 'payment',
    amountCents: input.amountCents,
    method: input.method,
    reference: input.reference ?? '',
    receivedAt: input.receivedAt ?? new Date(),
    recordedBy: input.actor,
    providerTransactionId: providerId ?? null,
    accountPaymentId: input.accountPaymentId ?? null,
  });
  await recordEvent(tx, {
    orderId: order.id,
    actor: input.actor,
    type: 'payment',
    from: order.paymentStatus,
    to: paymentStatus,
    note: refundRequired
      ? `${describeAmount(input.amountCents, input.reference)}; received after the order was cancelled, to be refunded`
      : describeAmount(input.amountCents, input.reference),
  });
  let settled = updated!;
  if (paymentStatus === 'paid' && order.paymentMethod !== 'cod' && !refundRequired) {
    // The payment and its invoice number commit together (cash on delivery orders get theirs
    // when confirmed, at placement); the answer shows the number.
    await issueInvoice(tx, order.id);
    const [invoiced] = await tx.select().from(orders).where(eq(orders.id, order.id));
    settled = invoiced!;
  }
  // A payment kept tells the customer (one given back straight away tells nothing new).
  if (!refundRequired) {
    await queueOrderMail(tx, settled, (language) => paymentReceivedMail(settled, input.amountCents, language));
    await queueOrderSms(tx, settled, 'paid', { amountCents: input.amountCents });
  }
  return { order: settled, outcome: refundRequired ? 'refund_required' : paymentStatus, restockedToolIds };
}

export interface RefundInput {
  orderId: string;
  /** What was given back; at most what the ledger holds for the order. */
  amountCents: number;
  method: PaymentMethod;
  reference?: string;
  actor: string;
  /** The provider's refund id (card, SSLCommerz); recorded once. */
  providerTransactionId?: string;
  note?: string | null;
  /** An allocation given back to the company's account (returnToAccount): the account payment it came from. */
  accountPaymentId?: string;
}

/**
 * Records money given back, in the caller's transaction: the ledger row, the order's amount and
 * the event. When nothing is left the order's payment status is `refunded`. Cancelling the order
 * is the lifecycle's (orders/lifecycle.ts `transition`).
 */
export async function recordRefund(tx: Database, input: RefundInput): Promise<OrderRow> {
  const order = await lockOrder(tx, input.orderId);
  if (input.providerTransactionId) {
    const [seen] = await tx
      .select({ id: orderPayments.id })
      .from(orderPayments)
      .where(
        and(eq(orderPayments.providerTransactionId, input.providerTransactionId), eq(orderPayments.kind, 'refund')),
      )
      .limit(1);
    if (seen) return order;
  }
  if (input.amountCents <= 0 || input.amountCents > order.amountPaidCents)
    throw conflict(lifecycleMessages.nothingToRefund);
  const amountPaidCents = order.amountPaidCents - input.amountCents;
  const paymentStatus: PaymentStatus = amountPaidCents === 0 ? 'refunded' : 'partially_paid';
  const [updated] = await tx
    .update(orders)
    .set({ amountPaidCents, paymentStatus, paid: false })
    .where(eq(orders.id, order.id))
    .returning();
  await tx.insert(orderPayments).values({
    orderId: order.id,
    kind: 'refund',
    amountCents: input.amountCents,
    method: input.method,
    reference: input.reference ?? '',
    recordedBy: input.actor,
    providerTransactionId: input.providerTransactionId ?? null,
    accountPaymentId: input.accountPaymentId ?? null,
  });
  await recordEvent(tx, {
    orderId: order.id,
    actor: input.actor,
    type: 'refund',
    from: order.paymentStatus,
    to: paymentStatus,
    note: [describeAmount(input.amountCents, input.reference), input.note].filter(Boolean).join('; '),
  });
  // Everything given back: an invoiced order's credit note, in the same transaction (a later cancel finds it issued).
  if (paymentStatus === 'refunded' && (await issueCreditNote(tx, order.id))) {
    const [credited] = await tx.select().from(orders).where(eq(orders.id, order.id));
    return credited!;
  }
  return updated!;
}

/** The timeline's words for an allocation given back to the account. */
const ACCOUNT_CREDIT_NOTE = "Returned to the company's account as credit";

/**
 * What a company's account paid for an on-account order goes back to that account as credit, in
 * the caller's transaction (the order locked, its tools too when it will be cancelled): one refund
 * row per account payment that paid it, naming that payment, so the account's payments have it to
 * pay again (modules/accounts allocates it). No money leaves the shop; the order ends `refunded`
 * with its credit note, ready to be cancelled.
 */
export async function returnToAccount(
  tx: Database,
  input: { orderId: string; actor: string; note?: string | null },
): Promise<OrderRow> {
  let order = await lockOrder(tx, input.orderId);
  const allocated = await tx
    .select({
      accountPaymentId: orderPayments.accountPaymentId,
      netCents: sql<string>`sum(case when ${orderPayments.kind} = 'payment' then ${orderPayments.amountCents} else -${orderPayments.amountCents} end)`,
    })
    .from(orderPayments)
    .where(and(eq(orderPayments.orderId, input.orderId), isNotNull(orderPayments.accountPaymentId)))
    .groupBy(orderPayments.accountPaymentId)
    .orderBy(orderPayments.accountPaymentId);
  for (const { accountPaymentId, netCents } of allocated) {
    const amountCents = Number(netCents);
    if (amountCents <= 0 || !accountPaymentId) continue;
    order = await recordRefund(tx, {
      orderId: input.orderId,
      amountCents,
      method: 'on_account',
      actor: input.actor,
      accountPaymentId,
      note: [ACCOUNT_CREDIT_NOTE, input.note].filter(Boolean).join('; '),
    });
  }
  return order;
}

/**
 * A provider's payment that does not match its order (amount, currency) is held for an admin:
 * the order's payment status becomes `in_review` and the timeline says why. SSLCommerz uses it.
 */
export async function markInReview(
  tx: Database,
  input: { orderId: string; actor: string; providerTransactionId?: string; note: string },
): Promise<OrderRow> {
  const order = await lockOrder(tx, input.orderId);
  if (order.paymentStatus === 'paid' || order.paymentStatus === 'in_review') return order;
  const [updated] = await tx
    .update(orders)
    .set({
      paymentStatus: 'in_review',
      paid: false,
      ...(input.providerTransactionId && !order.transactionId ? { transactionId: input.providerTransactionId } : {}),
    })
    .where(eq(orders.id, order.id))
    .returning();
  await recordEvent(tx, {
    orderId: order.id,
    actor: input.actor,
    type: 'payment_review',
    from: order.paymentStatus,
    to: 'in_review',
    note: input.note,
  });
  return updated!;
}
