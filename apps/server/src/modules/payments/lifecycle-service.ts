/**
 * Payments in the order lifecycle: an admin records cash or a bank transfer, refunds
 * an order, and the card provider is asked to cancel a started payment before its order is
 * cancelled. The ledger (ledger.ts) makes every change; this file talks to the provider around it.
 */
import { deliveryMessages, lifecycleMessages, type RecordPaymentRequest } from '@tools-bd/contract';
import { dollarsToCents } from '@tools-bd/contract';
import type { FastifyBaseLogger } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orderRefundClaims, orders } from '../../db/schema.ts';
import { retryingTransaction } from '../../db/retry.ts';
import { badRequest, conflict, HttpError } from '../../lib/http-errors.ts';
import type { CurrentUser } from '../../plugins/authentication.ts';
import {
  PaymentProviderUnavailableError,
  RefundRefusedError,
  type PaymentProvider,
} from '../../providers/payments/index.ts';
import {
  actorOf,
  lockOrder,
  lockStockOf,
  recordEvent,
  returnStock,
  transition,
  type OrderRow,
} from '../orders/index.ts';
import { issueCreditNote } from '../invoices/index.ts';
import { recordPayment, recordRefund, returnToAccount, type LedgerResult } from './ledger.ts';
import { paymentMessages, sslcommerzMessages } from '@tools-bd/contract';

/** Methods whose money an admin records by hand; card and SSLCommerz payments come from their provider. */
const RECORDED_BY_HAND = new Set(['cod', 'bank_transfer']);
/** Clocks differ a little; a payment "received" a minute ahead is still today's. */
const CLOCK_SKEW_MS = 60_000;
/** A refund claim this old was abandoned (see claimRefund). */
const REFUND_CLAIM_LAPSES = '2 minutes';

export interface LifecyclePaymentsDependencies {
  db: Database;
  provider: PaymentProvider;
  log: FastifyBaseLogger;
  /** Gives an SSLCommerz payment back (sslcommerz-service.ts `refundAtSslcommerz`); absent without its credentials. */
  sslcommerzRefund?: (order: OrderRow, amountCents: number, note?: string) => Promise<string>;
  /** Tells the catalogue about stock that came back or was taken again. */
  stockChanged?: (toolIds: string[]) => void;
  /**
   * A company's account got credit back (an on-account order refunded to it), committed: it pays
   * the account's other open invoices (modules/accounts, under the company's lock).
   */
  accountCredited?: (companyId: string) => Promise<void>;
  now?: () => Date;
}

/** The provider's refund id for this order's card payment, refunding it (the same key refunds once). */
async function refundAtProvider(provider: PaymentProvider, order: OrderRow, amountCents: number): Promise<string> {
  if (!order.transactionId) throw conflict(lifecycleMessages.nothingToRefund);
  try {
    const refund = await provider.refund({
      intentId: order.transactionId,
      amountCents,
      idempotencyKey: `tools-bd:refund:${order.id}:${order.transactionId}:${amountCents}`,
    });
    if (refund.status === 'failed') throw conflict(lifecycleMessages.refundRefused);
    return refund.id;
  } catch (error) {
    if (error instanceof RefundRefusedError) throw conflict(lifecycleMessages.refundRefused);
    if (error instanceof PaymentProviderUnavailableError)
      throw new HttpError(502, paymentMessages.providerUnavailable, { 'retry-after': '5' });
    throw error;
  }
}

export function createLifecyclePayments({
  db,
  provider,
  log,
  sslcommerzRefund,
  stockChanged = () => {},
  accountCredited,
  now = () => new Date(),
}: LifecyclePaymentsDependencies) {
  /**
   * Gives back what the order holds: on account to its company's account as credit, anything else
   * recorded as given back (after the provider, for card and SSLCommerz: `providerRefundId`).
   */
  function giveBack(
    tx: Database,
    order: OrderRow,
    amountCents: number,
    actor: string,
    providerRefundId: string | undefined,
    note: string | undefined,
  ): Promise<OrderRow> {
    if (order.paymentMethod === 'on_account') return returnToAccount(tx, { orderId: order.id, actor, note });
    return recordRefund(tx, {
      orderId: order.id,
      amountCents,
      method: order.paymentMethod,
      actor,
      providerTransactionId: providerRefundId,
      note,
    });
  }

  /** After commit: credit given back to a company's account pays its other invoices; a failure leaves it as credit. */
  async function creditAccountOf(order: OrderRow, amountCents: number): Promise<void> {
    if (order.paymentMethod !== 'on_account' || amountCents <= 0 || !order.companyId || !accountCredited) return;
    try {
      await accountCredited(order.companyId);
    } catch (error) {
      log.warn(
        { err: error, orderId: order.id },
        'returned credit stays on the account until its next payment or order',
      );
    }
  }

  /**
   * A card payment the ledger could not keep (it arrived after its order was cancelled): given
   * back through the provider at once, and the order shows `refunded`. Failures are logged and
   * left for an admin (POST /orders/{id}/refund), never thrown at the provider's webhook.
   */
  async function refundAutomatically(result: LedgerResult): Promise<void> {
    const order = result.order;
    try {
      const refundId = await refundAtProvider(provider, order, order.amountPaidCents);
      await retryingTransaction(db, (tx) =>
        recordRefund(tx, {
          orderId: order.id,
          amountCents: order.amountPaidCents,
          method: 'card',
          actor: provider.kind,
          providerTransactionId: refundId,
          note: 'Paid after the order was cancelled',
        }),
      );
      log.info({ orderId: order.id, refundId }, 'late payment refunded');
    } catch (error) {
      log.error({ err: error, orderId: order.id }, 'late payment could not be refunded: refund it from the order page');
    }
  }

  /** SSLCommerz's own refund API gives its payments back; a shop without its credentials cannot. */
  async function refundThroughSslcommerz(order: OrderRow, amountCents: number, note?: string): Promise<string> {
    if (!sslcommerzRefund) throw conflict(sslcommerzMessages.notConfigured);
    return sslcommerzRefund(order, amountCents, note);
  }

  /** Lets a refund claim go once the provider answered (the refund recorded or not); one left behind lapses by itself. */
  async function releaseRefundClaim(orderId: string): Promise<void> {
    try {
      await db.delete(orderRefundClaims).where(eq(orderRefundClaims.orderId, orderId));
    } catch (error) {
      log.warn({ err: error, orderId }, 'a refund claim could not be let go; it lapses by itself');
    }
  }

  return {
    refundAutomatically,

    /**
     * POST /api/orders/{id}/payments (admin): cash collected or a bank transfer received. A part
     * leaves the balance due; the balance reaching 0 makes the order paid; more is refused (400).
     */
    async recordReceivedPayment(admin: CurrentUser, orderId: string, request: RecordPaymentRequest): Promise<OrderRow> {
      const receivedAt = request.receivedAt ? new Date(request.receivedAt) : now();
      if (receivedAt.getTime() > now().getTime() + CLOCK_SKEW_MS) throw badRequest(lifecycleMessages.receivedAtInvalid);
      const result = await retryingTransaction(db, async (tx) => {
        const order = await lockOrder(tx, orderId);
        // An order on account is paid through its company's account (accounts' payments), never by hand.
        if (order.paymentMethod === 'on_account') throw conflict(lifecycleMessages.paidThroughAccount);
        if (!RECORDED_BY_HAND.has(order.paymentMethod)) throw conflict(lifecycleMessages.recordedByProvider);
        // The parcel came back: what was received goes back when it is received back, nothing more comes in.
        if (order.status === 'returned') throw conflict(lifecycleMessages.returnedNotPayable);
        return recordPayment(tx, {
          orderId,
          amountCents: dollarsToCents(request.amount),
          method: order.paymentMethod,
          reference: request.reference,
          receivedAt,
          actor: actorOf(admin, order),
        });
      });
      return result.order;
    },

    /**
     * POST /api/orders/{id}/refund (admin): a paid or partly paid order not shipped yet. Card
     * payments go back through the provider first; cash and bank payments are recorded as given
     * back; what a company's account paid for an order on account goes back to that account as
     * credit (no money leaves the shop). Then the order is cancelled (stock back, its credit note)
     * and shows `refunded`.
     */
    async refundOrder(admin: CurrentUser, orderId: string, note?: string): Promise<OrderRow> {
      const order = await retryingTransaction(db, async (tx) => {
        const locked = await lockOrder(tx, orderId);
        const refusal = refundRefusal(locked);
        if (refusal) throw conflict(refusal);
        // One refund request per order leaves the shop: claimed under the order's row lock, so a
        // second refund meanwhile finds the claim and asks the provider nothing.
        if (throughProvider(locked) && !(await claimRefund(tx, orderId)))
          throw conflict(lifecycleMessages.refundUnderWay);
        return locked;
      });
      try {
        const amountCents = order.amountPaidCents;
        const providerRefundId =
          order.paymentMethod === 'card'
            ? await refundAtProvider(provider, order, amountCents)
            : order.paymentMethod === 'sslcommerz'
              ? await refundThroughSslcommerz(order, amountCents, note)
              : undefined;
        const { refunded, restockedToolIds } = await retryingTransaction(db, async (tx) => {
          const locked = await lockOrder(tx, orderId);
          // Changed while the provider answered: only the same payment may be refunded.
          if (locked.amountPaidCents !== amountCents || refundRefusal(locked))
            throw conflict(refundRefusal(locked) ?? lifecycleMessages.nothingToRefund);
          // The lock order: the order, then its tools (the cancellation below gives their stock
          // back), then the credit note's counter (recordRefund issues it).
          if (locked.status !== 'cancelled') await lockStockOf(tx, [orderId]);
          const actor = actorOf(admin, locked);
          const afterRefund = await giveBack(tx, locked, amountCents, actor, providerRefundId, note);
          if (afterRefund.status === 'cancelled') return { refunded: afterRefund, restockedToolIds: [] as string[] };
          const cancelled = await transition(tx, afterRefund, 'cancelled', actor, note);
          return { refunded: cancelled.order, restockedToolIds: cancelled.restockedToolIds };
        });
        stockChanged(restockedToolIds);
        await creditAccountOf(refunded, amountCents);
        return refunded;
      } finally {
        if (throughProvider(order)) await releaseRefundClaim(orderId);
      }
    },

    /**
     * POST /api/orders/{id}/received-back (admin): the courier brought a returned order's parcel
     * back. Once, only from `returned` (409 otherwise): money received goes back as a refund
     * would (card and SSLCommerz through their provider first, one request at a time), the stock
     * comes back, an invoiced order gets its credit note; the order stays `returned`.
     */
    async receiveReturned(
      admin: CurrentUser,
      orderId: string,
      note?: string,
    ): Promise<{ order: OrderRow; restockedToolIds: string[] }> {
      const order = await retryingTransaction(db, async (tx) => {
        const locked = await lockOrder(tx, orderId);
        const refusal = receivedBackRefusal(locked);
        if (refusal) throw conflict(refusal);
        if (holdsMoney(locked) && throughProvider(locked) && !(await claimRefund(tx, orderId)))
          throw conflict(lifecycleMessages.refundUnderWay);
        return locked;
      });
      const refunding = holdsMoney(order);
      try {
        const amountCents = refunding ? order.amountPaidCents : 0;
        const providerRefundId = !refunding
          ? undefined
          : order.paymentMethod === 'card'
            ? await refundAtProvider(provider, order, amountCents)
            : order.paymentMethod === 'sslcommerz'
              ? await refundThroughSslcommerz(order, amountCents, note)
              : undefined;
        const result = await retryingTransaction(db, async (tx) => {
          const locked = await lockOrder(tx, orderId);
          const refusal = receivedBackRefusal(locked);
          if (refusal) throw conflict(refusal);
          if ((refunding ? locked.amountPaidCents : 0) !== amountCents)
            throw conflict(lifecycleMessages.nothingToRefund);
          // The lock order: the order, its tools (stock comes back), then the credit note's counter.
          await lockStockOf(tx, [orderId]);
          const actor = actorOf(admin, locked);
          if (amountCents > 0)
            await giveBack(tx, locked, amountCents, actor, providerRefundId, note ?? 'Parcel returned');
          const restockedToolIds = await returnStock(tx, orderId);
          // Cash on delivery is invoiced when confirmed, with nothing paid: its credit note comes here.
          await issueCreditNote(tx, orderId);
          const [received] = await tx
            .update(orders)
            .set({ receivedBackAt: now() })
            .where(eq(orders.id, orderId))
            .returning();
          await recordEvent(tx, { orderId, actor, type: 'received_back', from: 'returned', to: 'returned', note });
          return { order: received!, restockedToolIds };
        });
        stockChanged(result.restockedToolIds);
        await creditAccountOf(result.order, amountCents);
        return result;
      } finally {
        if (refunding && throughProvider(order)) await releaseRefundClaim(orderId);
      }
    },

    /**
     * Before an unpaid card order is cancelled: a payment started at the provider is cancelled
     * there first. Too late (processing or succeeded) → 409 `Payment is in progress`.
     */
    async cancelStartedPayment(order: OrderRow): Promise<void> {
      if (order.paymentMethod !== 'card' || !order.paymentIntentId || order.paymentStatus !== 'unpaid') return;
      let status;
      try {
        status = await provider.cancelIntent(order.paymentIntentId);
      } catch (error) {
        if (error instanceof PaymentProviderUnavailableError)
          throw new HttpError(502, paymentMessages.providerUnavailable, { 'retry-after': '5' });
        throw error;
      }
      if (status === 'processing' || status === 'succeeded') throw conflict(lifecycleMessages.paymentInProgress);
    },
  };
}

/** Why this order cannot be refunded now, or null. */
function refundRefusal(order: OrderRow): string | null {
  if (order.status === 'shipped' || order.status === 'delivered') return lifecycleMessages.shippedCannotBeRefunded;
  // Its money goes back when the parcel is received back (receiveReturned), with its stock.
  if (order.status === 'returned') return deliveryMessages.returnedRefundedOnReceipt;
  if (order.amountPaidCents <= 0 || !['paid', 'partially_paid', 'in_review'].includes(order.paymentStatus))
    return lifecycleMessages.nothingToRefund;
  return null;
}

/** Why a parcel cannot be received back now, or null. */
function receivedBackRefusal(order: OrderRow): string | null {
  if (order.status !== 'returned') return deliveryMessages.notReturned;
  if (order.receivedBackAt) return deliveryMessages.receivedBackAlready;
  return null;
}

/** Money the ledger holds for the order (in review included: it arrived). */
const holdsMoney = (order: OrderRow) =>
  order.amountPaidCents > 0 && ['paid', 'partially_paid', 'in_review'].includes(order.paymentStatus);

/** Card and SSLCommerz payments go back through their provider; cash and bank refunds are only recorded. */
const throughProvider = (order: OrderRow) => order.paymentMethod === 'card' || order.paymentMethod === 'sslcommerz';

/**
 * Claims the order's refund (order_refund_claims), in the caller's transaction under the order's
 * row lock: false while another refund of it is with the provider. A claim older than
 * REFUND_CLAIM_LAPSES was left by a process that stopped half way (the provider's own timeout is
 * 20 s) and is taken over; the provider's idempotency key keeps that second request harmless.
 */
async function claimRefund(tx: Database, orderId: string): Promise<boolean> {
  const claimed = await tx
    .insert(orderRefundClaims)
    .values({ orderId })
    .onConflictDoUpdate({
      target: orderRefundClaims.orderId,
      set: { claimedAt: sql`now()` },
      setWhere: sql`${orderRefundClaims.claimedAt} < now() - ${REFUND_CLAIM_LAPSES}::interval`,
    })
    .returning({ orderId: orderRefundClaims.orderId });
  return claimed.length > 0;
}

export type LifecyclePayments = ReturnType<typeof createLifecyclePayments>;
