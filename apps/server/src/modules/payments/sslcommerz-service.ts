/**
 * SSLCommerz payments: a hosted payment page per order, the IPN, the buyer's return,
 * and refunds. An order becomes paid only after the shop itself has asked SSLCommerz's validation
 * API and heard VALID or VALIDATED for exactly the order's total in the shop's currency; then the
 * ledger's `recordPayment` (the one place an order becomes paid) records it once per bank
 * transaction, so a repeated IPN, or the IPN and the buyer's return together, change nothing more.
 * Any mismatch puts the payment in review and e-mails the admins.
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  centsToDollars,
  lifecycleMessages,
  SSLCOMMERZ_ACTOR,
  sslcommerzMessages,
  sslcommerzReturnPage,
  type SslcommerzIpnOutcome,
  type SslcommerzReturnOutcome,
  type SslcommerzSessionRequest,
  type SslcommerzSessionResponse,
} from '@tools-bd/contract';
import { documentTexts } from '@tools-bd/contract/documents';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { retryingTransaction } from '../../db/retry.ts';
import { orderPayments, orders, users } from '../../db/schema.ts';
import { badRequest, conflict, HttpError, notFound, tooManyRequests } from '../../lib/http-errors.ts';
import type { CurrentUser } from '../../plugins/authentication.ts';
import { requireOwner } from '../../plugins/authorization.ts';
import { PaymentProviderUnavailableError } from '../../providers/payments/types.ts';
import { clientAddressKey, type RateLimiter, type RateLimitRule } from '../../providers/rate-limit/index.ts';
import {
  createSslcommerzClient,
  formatAmount,
  sslcommerzBaseUrl,
  SslcommerzRequestError,
  type SslcommerzClient,
  type SslcommerzTransaction,
} from '../../providers/payments/sslcommerz.ts';
import { enqueueMail } from '../notifications/index.ts';
import { recipientLanguage } from '../../lib/recipient-language.ts';
import { lockOrder } from '../orders/index.ts';
import { markInReview, recordPayment, recordRefund } from './ledger.ts';

type OrderRow = typeof orders.$inferSelect;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/**
 * The buyer's returns from SSLCommerz are unsigned and anyone can post them; a success return may
 * cost a call to SSLCommerz's validation API. So many per client address (an IPv6 /64) a minute.
 */
export const SSLCOMMERZ_RETURNS_PER_ADDRESS: RateLimitRule = {
  name: 'sslcommerz-return-address',
  max: 30,
  windowSeconds: 60,
};

/**
 * value_a of a session paying a company's account rather than an order (modules/accounts): its
 * validated payment is handed to the accounts module, which allocates it.
 */
export const ACCOUNT_SESSION_MARK = 'account';

/** SSLCommerz's answers that mean "this payment went through". */
const PAID_STATUSES = new Set(['VALID', 'VALIDATED']);

/** The client for this shop's store, or null when SSLCOMMERZ_STORE_ID/PASSWORD are not set. */
export function sslcommerzClientFor(config: Config): SslcommerzClient | null {
  const store = config.sslcommerz;
  if (!store) return null;
  return createSslcommerzClient({
    storeId: store.storeId,
    storePassword: store.storePassword,
    baseUrl: sslcommerzBaseUrl(store),
  });
}

/**
 * Our transaction id for one session: unique, at most 30 characters as SSLCommerz wants. The
 * order travels in value_a, which only the shop (with the store password) can set.
 */
const newTranId = () => `TBD${Date.now().toString(36).toUpperCase()}${randomBytes(6).toString('hex').toUpperCase()}`;

/** The short order number people read in e-mails: the first block of its id. */
const orderNumber = (orderId: string) => orderId.slice(0, 8).toUpperCase();

export interface SslcommerzDependencies {
  db: Database;
  client: SslcommerzClient | null;
  rateLimiter: RateLimiter;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** The payment methods buyers may choose now, and the shop's currency (settings). */
  settings: { paymentMethods(): Promise<string[]>; current(): Promise<{ currency: string }> };
  /** The orders module's PATCH /orders/{id}/payment-method: the method's reservation and status rules. */
  changePaymentMethod: (viewer: CurrentUser, orderId: string, method: 'sslcommerz') => Promise<unknown>;
  /** After a commit that queued mail: send it soon. */
  mailQueued: () => void;
  /** After a commit that took stock again (a late payment for an expired order). */
  stockChanged: (toolIds: string[]) => void;
  /** A validated payment of a company's account (value_a `account`): the accounts module records it. */
  accountPayment?: (payment: SslcommerzTransaction) => Promise<SslcommerzIpnOutcome>;
}

/** Provider trouble is the provider's, not the buyer's: 502 and try again. */
async function fromSslcommerz<T>(log: FastifyBaseLogger, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof PaymentProviderUnavailableError)
      throw new HttpError(502, sslcommerzMessages.providerRefused, { 'retry-after': '5' });
    if (error instanceof SslcommerzRequestError) {
      log.error({ err: error }, 'SSLCommerz refused a request');
      throw new HttpError(502, sslcommerzMessages.providerRefused);
    }
    throw error;
  }
}

/** Why a validated payment does not pay its order, or null when it does. */
function mismatch(order: OrderRow, payment: SslcommerzTransaction, currency: string): string | null {
  const asked = `${formatAmount(order.totalCents)} ${currency}`;
  const reported = `${payment.requestedAmountCents === null ? '?' : formatAmount(payment.requestedAmountCents)} ${payment.requestedCurrency || '?'}`;
  if (payment.requestedCurrency !== currency)
    return `SSLCommerz reported ${reported}, the order is ${asked}: another currency`;
  if (payment.requestedAmountCents !== order.totalCents)
    return `SSLCommerz reported ${reported}, the order is ${asked}: another amount`;
  // SSLCommerz's own fraud flag: "it depends on you to provide the service or not" — a person decides.
  if (payment.riskLevel === '1') return `SSLCommerz marked the payment of ${reported} as risky`;
  return null;
}

/**
 * Gives `amountCents` of an order's SSLCommerz payments back through SSLCommerz's refund API and
 * answers the refund's id for the ledger (`recordRefund`). For the admin's refund endpoint
 * (payments/lifecycle-service.ts), which records it and cancels the order. 409 when SSLCommerz
 * refuses, 502 when it cannot be reached.
 */
export async function refundAtSslcommerz(
  db: Database,
  client: SslcommerzClient,
  log: FastifyBaseLogger,
  input: { orderId: string; amountCents: number; note?: string | null },
): Promise<string> {
  const payments = await db
    .select({ bankTranId: orderPayments.providerTransactionId, amountCents: orderPayments.amountCents })
    .from(orderPayments)
    .where(
      and(
        eq(orderPayments.orderId, input.orderId),
        eq(orderPayments.method, 'sslcommerz'),
        eq(orderPayments.kind, 'payment'),
      ),
    );
  const refundIds: string[] = [];
  let remainingCents = input.amountCents;
  for (const payment of payments) {
    const amountCents = Math.min(payment.amountCents, remainingCents);
    if (!payment.bankTranId || amountCents <= 0) continue;
    const refund = await fromSslcommerz(log, () =>
      client.refund({
        bankTranId: payment.bankTranId as string,
        amountCents,
        remarks: input.note?.trim() || `Refund of order ${orderNumber(input.orderId)}`,
        referenceId: input.orderId,
      }),
    );
    if (refund.status !== 'success' && refund.status !== 'processing') {
      log.error({ orderId: input.orderId, reason: refund.errorReason }, 'SSLCommerz refused a refund');
      throw conflict(`SSLCommerz refused the refund: ${refund.errorReason || 'no reason given'}`);
    }
    refundIds.push(refund.refundRefId);
    remainingCents -= amountCents;
  }
  if (remainingCents > 0 || refundIds.length === 0) throw conflict(sslcommerzMessages.nothingToRefund);
  return refundIds.join(',');
}

export function createSslcommerzService(deps: SslcommerzDependencies) {
  const { db, client, log } = deps;

  const requireClient = (): SslcommerzClient => {
    if (!client) throw notFound(sslcommerzMessages.notConfigured);
    return client;
  };

  /** Tells every admin, each in their own language, in the transaction that put the payment in review. */
  async function mailAdmins(tx: Database, order: OrderRow, reason: string, valId: string) {
    const admins = await tx.select({ id: users.id, email: users.email }).from(users).where(eq(users.role, 'admin'));
    const link = `${deps.publicUrl}/dashboard/orders/${order.id}`;
    for (const admin of admins) {
      const words = documentTexts[await recipientLanguage(tx, { userId: admin.id })].payments;
      // The reason is the shop's own check, kept as the event's note says it.
      const text = [
        words.reviewNeedsPerson(orderNumber(order.id), order.customerName, order.email),
        '',
        reason,
        words.reviewValidationId(valId),
        '',
        words.reviewWhatToDo(link),
      ].join('\n');
      await enqueueMail(tx, { to: admin.email, subject: words.reviewSubject(orderNumber(order.id)), text });
    }
    return admins.length > 0;
  }

  /** Gives back a payment SSLCommerz took for an order that cannot have it (cancelled, no stock left). */
  async function refundLatePayment(order: OrderRow, payment: SslcommerzTransaction): Promise<SslcommerzIpnOutcome> {
    const amountCents = payment.requestedAmountCents ?? order.totalCents;
    const refund = await requireClient().refund({
      bankTranId: payment.bankTranId,
      amountCents,
      remarks: `Order ${orderNumber(order.id)} was cancelled before the payment arrived`,
      referenceId: order.id,
    });
    if (refund.status !== 'success' && refund.status !== 'processing') {
      log.error(
        { orderId: order.id, valId: payment.valId, reason: refund.errorReason },
        'SSLCommerz refused to refund a late payment: refund it by hand',
      );
      return 'in_review';
    }
    await retryingTransaction(db, (tx) =>
      recordRefund(tx, {
        orderId: order.id,
        amountCents,
        method: 'sslcommerz',
        reference: refund.refundRefId,
        actor: SSLCOMMERZ_ACTOR,
        providerTransactionId: refund.refundRefId,
        note: 'The payment arrived after the order was cancelled',
      }),
    );
    return 'refunded';
  }

  /**
   * Asks the validation API about one payment and applies the answer. The IPN and the buyer's
   * return both end here; whichever comes second finds the payment recorded ("duplicate").
   */
  async function applyValidation(valId: string): Promise<SslcommerzIpnOutcome> {
    const payment = await requireClient().validate(valId);
    if (!PAID_STATUSES.has(payment.status)) {
      log.warn({ valId, status: payment.status }, 'SSLCommerz did not validate a payment: nothing recorded');
      return 'not_paid';
    }
    if (payment.orderId === ACCOUNT_SESSION_MARK && deps.accountPayment) return deps.accountPayment(payment);
    const orderId = payment.orderId;
    if (!UUID_PATTERN.test(orderId)) {
      log.error(
        { valId, tranId: payment.tranId },
        'SSLCommerz validated a payment without a shop order: refund it by hand',
      );
      return 'unknown_order';
    }
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
    if (!order) {
      log.error(
        { valId, orderId },
        'SSLCommerz validated a payment for an order that does not exist: refund it by hand',
      );
      return 'unknown_order';
    }
    const { currency } = await deps.settings.current();
    const problem = mismatch(order, payment, currency);

    if (problem) {
      const mailed = await retryingTransaction(db, async (tx) => {
        const locked = await lockOrder(tx, order.id);
        // Once in review (or paid), a replay of the same report tells nobody twice.
        if (locked.paymentStatus === 'in_review' || locked.paymentStatus === 'paid') return false;
        await markInReview(tx, {
          orderId: order.id,
          actor: SSLCOMMERZ_ACTOR,
          providerTransactionId: payment.bankTranId || undefined,
          note: `${problem} (val_id ${valId})`,
        });
        return mailAdmins(tx, locked, problem, valId);
      });
      if (mailed) deps.mailQueued();
      log.warn({ orderId, valId, problem }, 'SSLCommerz payment put in review');
      return 'in_review';
    }

    const result = await retryingTransaction(db, (tx) =>
      recordPayment(tx, {
        orderId: order.id,
        amountCents: order.totalCents,
        method: 'sslcommerz',
        reference: `val_id ${valId}`,
        actor: SSLCOMMERZ_ACTOR,
        // The bank's transaction: what a refund names, and recorded once however often it is reported.
        providerTransactionId: payment.bankTranId || valId,
      }),
    );
    if (result.restockedToolIds.length) deps.stockChanged(result.restockedToolIds);
    switch (result.outcome) {
      case 'paid':
        log.info({ orderId, valId }, 'order paid (SSLCommerz)');
        return 'paid';
      case 'refund_required':
        return refundLatePayment(result.order, payment);
      case 'already_paid':
        log.error(
          { orderId, valId, paidWith: result.order.transactionId },
          'order paid twice (SSLCommerz): refund one',
        );
        return 'duplicate';
      default:
        return 'duplicate';
    }
  }

  /**
   * Whether an order still waits for an SSLCommerz payment: its method is sslcommerz and nothing is
   * paid, in review or refunded yet (a cancelled or expired one too: a late payment is given back).
   * Anything else gains nothing from asking SSLCommerz again; its IPN still settles it.
   */
  async function awaitsSslcommerzPayment(orderId: string): Promise<boolean> {
    const [order] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.paymentMethod, 'sslcommerz'), eq(orders.paymentStatus, 'unpaid')))
      .limit(1);
    return order !== undefined;
  }

  return {
    configured: client !== null,

    /** POST /api/payments/sslcommerz/session: SSLCommerz's page for the viewer's own unpaid order. */
    async createSession(viewer: CurrentUser, request: SslcommerzSessionRequest): Promise<SslcommerzSessionResponse> {
      const sslcommerz = requireClient();
      if (!(await deps.settings.paymentMethods()).includes('sslcommerz'))
        throw badRequest(sslcommerzMessages.notEnabled);
      const [found] = await db.select().from(orders).where(eq(orders.id, request.orderId)).limit(1);
      if (!found) throw notFound(sslcommerzMessages.orderNotPayable);
      requireOwner(viewer, { userId: found.userId });

      if (found.status === 'cancelled' || found.paymentStatus !== 'unpaid')
        throw conflict(sslcommerzMessages.orderNotPayable);
      if (found.status === 'awaiting_approval') throw conflict(lifecycleMessages.awaitingApproval);
      // Paying by SSLCommerz is choosing it: the order's method follows, under the orders module's rules.
      if (found.paymentMethod !== 'sslcommerz') await deps.changePaymentMethod(viewer, found.id, 'sslcommerz');
      const order = found;

      const { currency } = await deps.settings.current();
      const api = `${deps.publicUrl}/api/payments/sslcommerz`;
      const session = await fromSslcommerz(log, () =>
        sslcommerz.createSession({
          tranId: newTranId(),
          amountCents: order.totalCents,
          currency,
          successUrl: `${api}/success`,
          failUrl: `${api}/fail`,
          cancelUrl: `${api}/cancel`,
          ipnUrl: `${api}/ipn`,
          customer: { name: order.customerName, email: order.email, phone: order.phone, address: order.address },
          product: {
            name: `Order ${orderNumber(order.id)}: ${order.itemName}`,
            category: 'Tools',
            items: order.quantity,
          },
          orderId: order.id,
        }),
      );
      log.info({ orderId: order.id, amount: centsToDollars(order.totalCents), currency }, 'SSLCommerz session opened');
      return { redirectUrl: session.gatewayPageUrl };
    },

    /**
     * SSLCommerz's page for paying a company's account (POST /api/companies/mine/pay, in the
     * accounts module, which keeps the session's transaction id and amount).
     */
    async createAccountSession(input: {
      tranId: string;
      amountCents: number;
      customer: { name: string; email: string; phone: string; address: string };
      description: string;
    }): Promise<SslcommerzSessionResponse> {
      const sslcommerz = requireClient();
      const { currency } = await deps.settings.current();
      const api = `${deps.publicUrl}/api/payments/sslcommerz`;
      const session = await fromSslcommerz(log, () =>
        sslcommerz.createSession({
          tranId: input.tranId,
          amountCents: input.amountCents,
          currency,
          successUrl: `${api}/success`,
          failUrl: `${api}/fail`,
          cancelUrl: `${api}/cancel`,
          ipnUrl: `${api}/ipn`,
          customer: input.customer,
          product: { name: input.description, category: 'Account', items: 1 },
          orderId: ACCOUNT_SESSION_MARK,
        }),
      );
      return { redirectUrl: session.gatewayPageUrl };
    },

    /** A new transaction id for a session (unique, at most 30 characters). */
    newTranId,

    /** POST /api/payments/sslcommerz/ipn: SSLCommerz's notification, signed; believed only after validation. */
    async handleIpn(fields: Record<string, string>): Promise<{ received: true; outcome: SslcommerzIpnOutcome }> {
      const sslcommerz = requireClient();
      // A cheap filter before calling SSLCommerz: whoever cannot sign is not SSLCommerz.
      if (!sslcommerz.ipnSignatureHolds(fields)) throw badRequest(sslcommerzMessages.invalidSignature);
      const valId = fields.val_id ?? '';
      if (fields.status !== 'VALID' || !valId) return { received: true, outcome: 'not_paid' };
      return { received: true, outcome: await fromSslcommerz(log, () => applyValidation(valId)) };
    },

    /**
     * The buyer's browser back from SSLCommerz (a form POST): on success the payment is validated
     * here too, in case the IPN is late or lost; the answer is the web page to show. Limited per
     * client address, and SSLCommerz is asked only about an order still awaiting its payment.
     */
    async handleReturn(
      outcome: SslcommerzReturnOutcome,
      fields: Record<string, string>,
      clientAddress: string,
    ): Promise<string> {
      requireClient();
      const limit = await deps.rateLimiter.hit(SSLCOMMERZ_RETURNS_PER_ADDRESS, clientAddressKey(clientAddress));
      if (limit.limited) throw tooManyRequests(limit.retryAfterSeconds);
      // value_a came back through the browser: good for choosing the page, never for paying.
      const orderId = UUID_PATTERN.test(fields.value_a ?? '') ? (fields.value_a as string) : null;
      if (
        outcome === 'success' &&
        fields.status === 'VALID' &&
        fields.val_id &&
        orderId &&
        (await awaitsSslcommerzPayment(orderId))
      ) {
        try {
          await applyValidation(fields.val_id);
        } catch (error) {
          // The page asks again for the order's state; the IPN may still settle it.
          log.warn({ err: error, orderId }, 'validating an SSLCommerz return failed');
        }
      }
      return sslcommerzReturnPage(outcome, orderId);
    },
  };
}

export type SslcommerzService = ReturnType<typeof createSslcommerzService>;
