import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  dollarsToCents,
  PAYMENT_CURRENCY,
  lifecycleMessages,
  paymentMessages,
  type ConfirmOrderPaymentRequest,
  type CreatePaymentIntentRequest,
  type PaymentConfig,
  type SimulatorConfirmRequest,
  type SimulatorConfirmResponse,
} from '@tools-bd/contract';
import type { Database } from '../../db/client.ts';
import { retryingTransaction } from '../../db/retry.ts';
import { orders, paymentEvents } from '../../db/schema.ts';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-errors.ts';
import { isPaid, unpaidCondition } from '../orders/index.ts';
import { recordPayment, type LedgerResult } from './ledger.ts';
import type { CurrentUser } from '../../plugins/authentication.ts';
import { requireOwner } from '../../plugins/authorization.ts';
import {
  isSimulator,
  PaymentProviderUnavailableError,
  UnknownClientSecretError,
  WebhookSignatureError,
  type PaymentProvider,
  type ProviderPaymentIntent,
  type VerifiedWebhookEvent,
} from '../../providers/payments/index.ts';

type OrderRow = typeof orders.$inferSelect;

export interface WebhookOutcome {
  received: boolean;
  duplicate?: boolean;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A provider that cannot be reached is the provider's trouble, not the client's: 502, try again. */
async function fromProvider<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof PaymentProviderUnavailableError)
      throw new HttpError(502, paymentMessages.providerUnavailable, { 'retry-after': '5' });
    throw error;
  }
}

/**
 * Why this intent does not pay this order, or null when it does. Only the provider says "paid",
 * and only for this order and this amount (docs/decisions/002-only-the-payment-provider-says-paid.md).
 */
function paymentProblem(order: Pick<OrderRow, 'id' | 'totalCents'>, intent: ProviderPaymentIntent): string | null {
  if (intent.metadata.orderId !== order.id) return paymentMessages.paymentForAnotherOrder;
  if (intent.status === 'processing') return paymentMessages.paymentProcessing;
  if (intent.status !== 'succeeded') return paymentMessages.paymentNotSucceeded;
  if (intent.amountCents !== order.totalCents || intent.currency !== PAYMENT_CURRENCY)
    return paymentMessages.amountMismatch;
  return null;
}

export interface PaymentsServiceOptions {
  /** A payment the ledger recorded against a cancelled order: refund it (after the transaction committed). */
  onRefundRequired?: (result: LedgerResult) => Promise<void>;
}

export function createPaymentsService(
  db: Database,
  provider: PaymentProvider,
  log: FastifyBaseLogger,
  options: PaymentsServiceOptions = {},
) {
  const testMode = isSimulator(provider);
  const actor = provider.kind;

  /**
   * Records a succeeded card payment through the ledger (the one place an order becomes paid),
   * in the caller's transaction: replays change nothing.
   */
  const recordCardPayment = (
    tx: Database,
    order: Pick<OrderRow, 'id' | 'totalCents'>,
    intent: ProviderPaymentIntent,
  ): Promise<LedgerResult> =>
    recordPayment(tx, {
      orderId: order.id,
      amountCents: intent.amountCents,
      method: 'card',
      actor,
      providerTransactionId: intent.id,
      testPayment: testMode,
    });

  /** What the ledger said about a card payment, in the log; a payment for a cancelled order goes back. Call after commit. */
  async function afterPayment(result: LedgerResult, intentId: string, how: string) {
    const orderId = result.order.id;
    if (result.outcome === 'already_paid')
      log.error({ orderId, intentId, paidWith: result.order.transactionId }, 'order paid twice: refund one');
    else if (result.outcome === 'refund_required') {
      log.warn({ orderId, intentId }, 'payment arrived for a cancelled order: refunding it');
      await options.onRefundRequired?.(result);
    } else if (result.outcome !== 'duplicate') log.info({ orderId, intentId }, `order paid (${how})`);
  }
  async function findOrder(id: string): Promise<OrderRow | undefined> {
    const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
    return row;
  }

  /** The order, if it is the viewer's own: 404 unknown, 403 someone else's. */
  async function ownOrder(viewer: CurrentUser, id: string): Promise<OrderRow> {
    const order = await findOrder(id);
    if (!order) throw notFound(paymentMessages.orderNotFound);
    requireOwner(viewer, { userId: order.userId }, paymentMessages.notYourOrder);
    return order;
  }

  /** Applies a verified provider event once (payment_events remembers each event id). */
  async function applyEvent(event: VerifiedWebhookEvent): Promise<WebhookOutcome> {
    const intent = event.paymentIntent;
    if (event.type !== 'payment_intent.succeeded' || !intent) return { received: true };
    let paid: LedgerResult | undefined;
    const outcome = await retryingTransaction(db, async (tx): Promise<WebhookOutcome> => {
      const stored = await tx
        .insert(paymentEvents)
        .values({ eventId: event.id, type: event.type })
        .onConflictDoNothing()
        .returning({ eventId: paymentEvents.eventId });
      if (stored.length === 0) return { received: true, duplicate: true };

      const orderId = intent.metadata.orderId;
      if (!orderId || !UUID_PATTERN.test(orderId)) {
        log.warn({ eventId: event.id, intentId: intent.id }, 'payment event without a shop order id: ignored');
        return { received: true };
      }
      // Locks the order: a cancellation at the same moment waits for us, or we for it.
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).limit(1).for('update');
      if (!order) {
        log.error(
          { eventId: event.id, intentId: intent.id, orderId },
          'payment succeeded for an order that no longer exists: refund it',
        );
        return { received: true };
      }
      const problem = paymentProblem(order, intent);
      if (problem) {
        log.warn(
          { eventId: event.id, intentId: intent.id, orderId, problem },
          'payment event does not pay its order: ignored',
        );
        return { received: true };
      }
      paid = await recordCardPayment(tx, order, intent);
      return { received: true };
    });
    if (paid) await afterPayment(paid, intent.id, 'provider event');
    return outcome;
  }

  return {
    config(): PaymentConfig {
      return provider.publishableKey
        ? { provider: provider.kind, publishableKey: provider.publishableKey }
        : { provider: provider.kind };
    },

    /**
     * A client secret to pay the viewer's unpaid order with, for the stored price. Asking again
     * for the same order answers the same intent.
     */
    async createPaymentIntent(
      viewer: CurrentUser,
      request: CreatePaymentIntentRequest,
    ): Promise<{ clientSecret: string }> {
      const order = await ownOrder(viewer, request.orderId);
      if (isPaid(order)) throw conflict(paymentMessages.alreadyPaid);
      // A cancelled (or expired) order takes no new payment; another method is paid otherwise.
      if (order.status === 'cancelled') throw conflict(lifecycleMessages.orderCancelled);
      // A company order above the buyer's limit is paid once an owner approved it.
      if (order.status === 'awaiting_approval') throw conflict(lifecycleMessages.awaitingApproval);
      if (order.paymentMethod !== 'card') throw conflict(lifecycleMessages.notForCardMethod(order.paymentMethod));
      if (request.price !== undefined && dollarsToCents(request.price) !== order.totalCents)
        throw badRequest(paymentMessages.priceMismatch);

      const intent = await fromProvider(() =>
        provider.createOrReuseIntent({
          orderId: order.id,
          amountCents: order.totalCents,
          currency: PAYMENT_CURRENCY,
          idempotencyKey: `tools-bd:order:${order.id}:amount:${order.totalCents}`,
          existingIntentId: order.paymentIntentId,
        }),
      );
      if (intent.status === 'succeeded') {
        // Paid already, but the order was never told (the browser left, the webhook is late).
        const succeeded = await fromProvider(() => provider.retrieveIntent(intent.id));
        if (succeeded && !paymentProblem(order, succeeded)) {
          const result = await retryingTransaction(db, (tx) => recordCardPayment(tx, order, succeeded));
          await afterPayment(result, succeeded.id, 'found succeeded at the provider');
        }
        throw conflict(paymentMessages.alreadyPaid);
      }
      if (intent.id !== order.paymentIntentId) {
        await db
          .update(orders)
          .set({ paymentIntentId: intent.id })
          .where(and(eq(orders.id, order.id), unpaidCondition));
      }
      return { clientSecret: intent.clientSecret };
    },

    /**
     * PATCH /orders/{id}: the browser says "paid with this intent"; the provider is asked, and the
     * order is marked paid only if the intent succeeded, for this order, for this amount. Again
     * with the same intent answers the same order and changes nothing.
     */
    async confirmOrderPayment(
      viewer: CurrentUser,
      orderId: string,
      request: ConfirmOrderPaymentRequest,
    ): Promise<OrderRow> {
      if (request.orders !== undefined && request.orders !== orderId) throw badRequest(paymentMessages.orderIdMismatch);
      const order = await ownOrder(viewer, orderId);
      if (isPaid(order)) {
        if (order.transactionId === request.transactionId) return order;
        throw conflict(paymentMessages.paidWithAnotherTransaction);
      }
      const intent = await fromProvider(() => provider.retrieveIntent(request.transactionId));
      if (!intent) throw badRequest(paymentMessages.unknownTransaction);
      const problem = paymentProblem(order, intent);
      if (problem) throw badRequest(problem);

      await afterPayment(
        await retryingTransaction(db, (tx) => recordCardPayment(tx, order, intent)),
        intent.id,
        'confirmed by the buyer',
      );
      const after = await findOrder(orderId);
      if (!after) throw notFound(paymentMessages.orderNotFound);
      // Lost a race against a payment with another intent.
      if (after.transactionId !== intent.id) throw conflict(paymentMessages.paidWithAnotherTransaction);
      return after;
    },

    /** A provider webhook: verified with its signature, then applied once. */
    async handleWebhook(payload: Buffer, signature: string | undefined): Promise<WebhookOutcome> {
      if (isSimulator(provider)) throw notFound();
      if (!provider.acceptsWebhooks) throw badRequest(paymentMessages.webhookNotConfigured);
      let event: VerifiedWebhookEvent;
      try {
        event = provider.verifyWebhook(payload, signature);
      } catch (error) {
        if (error instanceof WebhookSignatureError) {
          log.warn({ reason: error.message }, 'webhook refused');
          throw badRequest(paymentMessages.webhookSignatureInvalid);
        }
        throw badRequest(paymentMessages.webhookPayloadInvalid);
      }
      return applyEvent(event);
    },

    /**
     * The simulator's confirmCardPayment. On success the simulator "sends" its
     * payment_intent.succeeded event at once, as Stripe's webhook would.
     */
    async confirmWithSimulator(request: SimulatorConfirmRequest): Promise<SimulatorConfirmResponse> {
      if (!isSimulator(provider)) throw notFound();
      let outcome: Awaited<ReturnType<typeof provider.confirmCardPayment>>;
      try {
        outcome = await provider.confirmCardPayment(request);
      } catch (error) {
        if (error instanceof UnknownClientSecretError) throw badRequest(paymentMessages.unknownClientSecret);
        throw error;
      }
      if (outcome.succeeded) {
        const intent = outcome.succeeded;
        try {
          await applyEvent({
            id: `evt_simulated_${intent.id}`,
            type: 'payment_intent.succeeded',
            paymentIntent: intent,
          });
        } catch (error) {
          // The buyer's confirmation (PATCH /orders/{id}) records it as well.
          log.error({ err: error, intentId: intent.id }, 'simulated payment event could not be applied');
        }
      }
      return outcome.result;
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
