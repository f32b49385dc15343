import { desc, eq, sql } from 'drizzle-orm';
import {
  accountMessages,
  cartMessages,
  companyMessages,
  dhakaDay,
  formatAccountAmount,
  TERM_DAYS,
  DEFAULT_LANGUAGE,
  dollarsToCents,
  lifecycleMessages,
  orderMessages,
  type CheckoutRequest,
  type CreateOrderRequest,
  type District,
  type PaymentMethod,
  type PriceListRules,
  type PublicSettings,
} from '@tools-bd/contract';
import { DEFAULT_ORDER_LIFECYCLE, type OrderLifecycleConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { retryingTransaction } from '../../db/retry.ts';
import { orders, users } from '../../db/schema.ts';
import { badRequest, conflict, forbidden, notFound, unprocessable } from '../../lib/http-errors.ts';
import type { CurrentUser } from '../../plugins/authentication.ts';
import { requireOwner, requireOwnerOrAdmin } from '../../plugins/authorization.ts';
import { recipientLanguage } from '../../lib/recipient-language.ts';
import { createKeyedBatcher } from '../../lib/keyed-batcher.ts';
import { actorOf, isAdminActor, listEvents, recordEvent } from './events.ts';
import { approvalNeededMail, orderPlacedMail, queueMail } from './mails.ts';
import { approvedCompanyOf, companyOwners, savedAddressOf } from '../companies/index.ts';
import { invoiceOnAccount, lockOrder, transition } from './lifecycle.ts';
import { issueInvoice } from '../invoices/index.ts';
import type { StockLevel } from '../catalog/index.ts';
import {
  initialStatusFor,
  placeOrders,
  PlacementRefused,
  type CreditPosition,
  type OrderRow,
  type PaymentTerms,
  type PlacementAttempt,
} from './placement.ts';
import { findClaim, IdempotencyKeyTaken, requestFingerprint, type IdempotencyClaim } from './idempotency.ts';
import { toOrderResponse, withLines, type OrderWithLines, type StoredOrderLine } from './order-lines.ts';
import { cartDiffersFrom, checkoutConflict, paymentRefusal, singleOrderRefusal } from './checkout.ts';

export type { OrderRow, OrderWithLines };
export { toOrderResponse } from './order-lines.ts';

/** A placed order, and whether it is the answer to a retry (200) rather than new (201). */
export interface Placed {
  order: OrderWithLines;
  replayed: boolean;
}

export interface OrdersServiceOptions {
  /** Called after a tool's stock changed (the catalogue re-reads it and drops the cached answers that show it). */
  onStockChange?: (toolId: string) => void;
  /**
   * Called after placed orders committed, with the stock they left their tools with (the
   * catalogue applies it at once). Without it, placing reports each tool to onStockChange.
   */
  onStockTaken?: (levels: StockLevel[]) => void;
  /** Called when a cancellation removed the order's review (the public list is cached too). */
  onReviewsChange?: () => void;
  /** The shop's payment settings (enabled methods, COD ceiling, currency), read when an order is placed. */
  paymentSettings?: () => Promise<
    Pick<PublicSettings, 'paymentMethods' | 'codCeiling' | 'currency' | 'bankTransferText' | 'defaultLanguage'>
  >;
  /** Reservation times and the open-order cap (config). */
  lifecycle?: OrderLifecycleConfig;
  /** Called in the placing transaction for each order stored (the order-placed e-mail). */
  onPlaced?: PaymentTerms['onPlaced'];
  /** The clock reservations start from (tests move it). */
  now?: () => Date;
  /** Before an unpaid order is cancelled: a card payment started at the provider is cancelled there (409 when too late). */
  cancelStartedPayment?: (order: OrderRow) => Promise<void>;
  /** The shop's name (settings), which customers see as the actor of an admin's change on their order's timeline. */
  shopName?: () => Promise<string>;
  /**
   * The buyer's company price list (null: public prices), read just before placing; throws the
   * 403 when the shop hides prices from the buyer. The lines are priced with it on the locked rows.
   */
  buyerPriceList?: (buyer: CurrentUser) => Promise<PriceListRules | null>;
  /** Trade credit (the accounts module, registered after orders): a company's position under its row lock, and carried credit. */
  accountCredit?: () => AccountCredit;
}

/** What orders on a company's account need of the accounts module. */
export interface AccountCredit {
  /**
   * Locks the companies' rows (in id order) and reads their positions as of the Dhaka day `today`
   * (see placement's CreditPosition), by company id.
   */
  lockCredits: (tx: Database, companyIds: string[], today: string) => Promise<Map<string, CreditPosition>>;
  /** Credit the company carries pays its newly invoiced orders (true when it paid some). */
  applyCredit: (tx: Database, companyId: string) => Promise<boolean>;
}

const DEFAULT_SHOP_NAME = 'Tools-BD';
const DEFAULT_PAYMENT_SETTINGS = {
  paymentMethods: ['card'] as PaymentMethod[],
  codCeiling: 0,
  currency: 'USD' as const,
  bankTransferText: '',
  defaultLanguage: DEFAULT_LANGUAGE,
};

/**
 * An accepted quote placed through checkout: its lines at their quoted prices and quantities
 * (maxPerOrder lifted), and what the quote records in the placing transaction.
 */
export interface QuotedPlacement {
  quoteId: string;
  lines: { toolId: string; quantity: number; unitPriceCents: number }[];
  /** Called in the placing transaction once the order is stored (the quote becomes accepted); throwing undoes the order. */
  onPlaced: (tx: Database, order: OrderWithLines) => Promise<void>;
}

/** How many times a request whose key another request held, then let go, tries again. */
const KEY_RETRIES = 3;

export function createOrdersService(db: Database, options: OrdersServiceOptions = {}) {
  // The catalogue drops only the cached answers that show these tools.
  const stockChanged = (toolIds: Iterable<string>) => {
    for (const toolId of new Set(toolIds)) options.onStockChange?.(toolId);
  };
  // Group commit (placement.ts): one lane per instance for one-tool orders and one for checkouts.
  // A batch locks all its tools at once, in id order, and costs the statements of one order
  // however many tools it spans. (Lanes per tool ran orders spread over many tools in batches of
  // one: see docs/decisions/004-group-commit-order-lanes.md.)
  const stockTaken = (levels: StockLevel[]) => {
    // The orders are committed whatever happens here: a failure must not fail (and retry) their
    // placement, so the tools are reported to be read again instead.
    if (options.onStockTaken) {
      try {
        options.onStockTaken(levels);
        return;
      } catch {
        // Falls through to the re-read.
      }
    }
    stockChanged(levels.map((level) => level.id));
  };
  const place = (_lane: unknown, attempts: PlacementAttempt[], nextMayStart: () => void) =>
    placeOrders(db, attempts, stockTaken, nextMayStart);
  const oneToolOrders = createKeyedBatcher<'orders', PlacementAttempt, OrderWithLines>(place);
  const checkouts = createKeyedBatcher<'checkout', PlacementAttempt, OrderWithLines>(place, { maxBatch: 64 });
  // Accepted quotes in a lane of their own: one refused in its transaction (the quote changed) fails no checkout.
  const quoteAcceptances = createKeyedBatcher<'quote', PlacementAttempt, OrderWithLines>(place, { maxBatch: 1 });
  const lifecycle = options.lifecycle ?? DEFAULT_ORDER_LIFECYCLE;
  const now = options.now ?? (() => new Date());

  /**
   * How long an unpaid order of this method holds its stock from its placement; null: it holds
   * until delivered or cancelled (cash on delivery from a trusted buyer, confirmed at once).
   */
  function reservationWindowMs(method: PaymentMethod, codTrusted: boolean): number | null {
    // Confirmed when placed, on the company's account: it holds until delivered or cancelled.
    if (method === 'on_account') return null;
    if (method === 'cod') return codTrusted ? null : lifecycle.codConfirmHours * 60 * 60_000;
    const minutes = method === 'bank_transfer' ? lifecycle.bankTransferDays * 24 * 60 : lifecycle.reservationMinutes;
    return minutes * 60_000;
  }

  /** Until when a new unpaid order of this method holds its stock. */
  function reservationEnd(method: PaymentMethod, codTrusted: boolean): Date | null {
    const window = reservationWindowMs(method, codTrusted);
    return window === null ? null : new Date(now().getTime() + window);
  }

  /**
   * The reservation of an order whose method changes: the new method's window counted from the
   * placement, and never later than the one it had, so switching back and forth cannot hold stock
   * for ever. (Cash on delivery from a trusted buyer is confirmed by the switch, and holds as
   * when placed so.)
   */
  function reservationAfterSwitch(order: OrderRow, method: PaymentMethod, codTrusted: boolean): Date | null {
    const window = reservationWindowMs(method, codTrusted);
    if (window === null) return null;
    const fromPlacement = new Date(order.createdAt.getTime() + window);
    return order.reservedUntil && order.reservedUntil < fromPlacement ? order.reservedUntil : fromPlacement;
  }

  /** Cash on delivery and bank transfers hold stock for days: only for a buyer whose e-mail is verified (400). */
  function requireVerifiedFor(buyer: CurrentUser, method: PaymentMethod): void {
    if ((method === 'cod' || method === 'bank_transfer') && !buyer.emailVerified)
      throw badRequest(lifecycleMessages.verifyEmailForCodOrBank);
  }

  /** A buyer whose cash on delivery is confirmed at once: an admin marked them trusted, or they have a delivered, paid order. */
  async function isCodTrusted(executor: Pick<Database, 'select'>, userId: string): Promise<boolean> {
    const [row] = await executor
      .select({
        trusted: sql<boolean>`${users.codTrusted} or exists (select 1 from ${orders} o where o.user_id = ${userId} and o.status = 'delivered' and o.paid)`,
      })
      .from(users)
      .where(eq(users.id, userId));
    return row?.trusted === true;
  }

  /**
   * The payment terms of a new order: the method must be enabled (400 otherwise), and cash on
   * delivery or a bank transfer needs the buyer's verified e-mail (400); the COD ceiling and the
   * open-order cap are checked where the total and the buyer's orders are locked (placement).
   * Without a buyer (a change of method) the caller checks the buyer itself.
   */
  async function paymentTermsFor(
    method: PaymentMethod,
    buyer?: CurrentUser,
  ): Promise<{ terms: PaymentTerms; refusal: (refused: PlacementRefused) => Error | undefined }> {
    const settings = options.paymentSettings ? await options.paymentSettings() : DEFAULT_PAYMENT_SETTINGS;
    // On account is no setting: the buyer's approved company and its terms offer it.
    const onAccount = method === 'on_account' ? await onAccountTermsFor(buyer) : undefined;
    // Card orders are what the shop always took: without settings (a bare service in a test) they stay allowed.
    if (
      !onAccount &&
      !(settings.paymentMethods as readonly PaymentMethod[]).includes(method) &&
      !(method === 'card' && !options.paymentSettings)
    )
      throw badRequest(lifecycleMessages.paymentMethodNotEnabled);
    if (buyer) requireVerifiedFor(buyer, method);
    const codTrusted = method === 'cod' && buyer !== undefined && (await isCodTrusted(db, buyer.id));
    const codCeilingCents = dollarsToCents(settings.codCeiling);
    const terms: PaymentTerms = {
      method,
      codCeilingCents,
      codTrusted,
      reservedUntil: reservationEnd(method, codTrusted),
      // 0: no cap, so placing an order counts nobody's open orders. On account the credit limit caps them.
      openOrderLimit: onAccount ? undefined : lifecycle.openUnpaidOrdersPerCustomer || undefined,
      onAccount,
      // The order-placed e-mail (lines, total, how to pay), queued with the order, in the language
      // the buyer saved (read with their session), else the shop's.
      placedMail: (order) =>
        orderPlacedMail(order, settings.bankTransferText, buyer?.language ?? settings.defaultLanguage),
      onPlaced: options.onPlaced,
    };
    const context = {
      codCeilingCents,
      currency: settings.currency,
      openOrderLimit: lifecycle.openUnpaidOrdersPerCustomer,
    };
    return { terms, refusal: (refused) => paymentRefusal(refused, context) };
  }

  /**
   * The terms of an order on the buyer's company's account: an approved company whose terms are
   * not prepaid (400 otherwise; also for a change of method, which never switches to it).
   */
  async function onAccountTermsFor(buyer: CurrentUser | undefined): Promise<PaymentTerms['onAccount']> {
    if (!buyer) throw badRequest(lifecycleMessages.paymentMethodNotEnabled);
    const company = await approvedCompanyOf(db, buyer);
    const credit = options.accountCredit?.();
    if (!company || company.paymentTerms === 'prepaid' || !credit) throw badRequest(accountMessages.needsTerms);
    const { companyId } = company;
    return {
      companyId,
      termDays: TERM_DAYS[company.paymentTerms],
      invoiceAt: now,
      lockCredits: (tx, companyIds) => credit.lockCredits(tx, companyIds, dhakaDay(now())),
      applyCredit: (tx) => credit.applyCredit(tx, companyId),
    };
  }

  /**
   * Who receives the order and the company's rules for it: a saved address of the buyer's
   * (approved) company or the typed one (the schema refused both), the PO number the company may
   * require (400), and the buyer's order limit above which the order waits for an owner.
   */
  async function addressedFor(
    buyer: CurrentUser,
    request: Pick<CheckoutRequest, 'customerName' | 'phone' | 'address' | 'district' | 'addressId' | 'poNumber'>,
    method: PaymentMethod,
  ): Promise<Pick<PlacementAttempt, 'recipient' | 'business' | 'poNumber'>> {
    const company = await approvedCompanyOf(db, buyer);
    let recipient = {
      customerName: request.customerName ?? '',
      phone: request.phone ?? '',
      address: request.address ?? '',
      // Typed recipients always carry a district (the schema's rule); a saved address brings its own.
      district: request.district as District,
    };
    if (request.addressId !== undefined) {
      const saved = company && (await savedAddressOf(db, company.companyId, request.addressId));
      if (!saved) throw badRequest(orderMessages.savedAddressNotFound);
      // The order keeps a copy of the address as it is now.
      recipient = {
        customerName: saved.recipient,
        phone: saved.phone,
        address: saved.address,
        district: saved.district as District,
      };
    }
    const poNumber = request.poNumber ?? null;
    if (!company) return { recipient, poNumber };
    if (company.requirePoNumber && !poNumber) throw badRequest(orderMessages.poNumberRequired);
    return {
      recipient,
      poNumber,
      business: {
        companyId: company.companyId,
        // Owners approve; their own orders do not wait.
        approvalLimitCents: company.role === 'buyer' ? company.orderLimitCents : null,
        // Held as an unpaid order of its method is, also where a trusted buyer's cash on delivery would hold for
        // good; an order on account waits as long as a bank transfer would.
        approvalReservedUntil: reservationEnd(method === 'on_account' ? 'bank_transfer' : method, false)!,
        onAwaitingApproval: async (tx, order) => {
          for (const owner of await companyOwners(tx, company.companyId))
            await queueMail(
              tx,
              approvalNeededMail(order, owner, await recipientLanguage(tx, { userId: owner.userId })),
            );
        },
      },
    };
  }

  /** The company fields of a request's fingerprint: none for a request without them, so old keys still match. */
  const businessFields = (request: { addressId?: string; poNumber?: string }) => [
    ...(request.addressId !== undefined ? [`address:${request.addressId}`] : []),
    ...(request.poNumber !== undefined ? [`po:${request.poNumber}`] : []),
  ];

  /**
   * An owner of the order's company (approved), deciding on it: 403 for anybody else, buyers of
   * the company included.
   */
  async function requireApprover(executor: Pick<Database, 'select'>, viewer: CurrentUser, order: OrderRow) {
    const company = await approvedCompanyOf(executor, viewer);
    if (!order.companyId || !company || company.companyId !== order.companyId || company.role !== 'owner')
      throw forbidden(companyMessages.approvalOwnersOnly);
  }

  /** How an owner appears on the order's timeline: by name (an actor with an @ would read as an admin). */
  const approverActor = (viewer: CurrentUser) => viewer.name.replaceAll('@', ' ').trim() || 'company owner';

  /**
   * Approve (on to where checkout would have put it) or decline (cancelled, stock back) an order
   * waiting for approval, under its row lock: of an approval, a decline and the expiry at once,
   * one wins and the others find it no longer waiting (409).
   */
  async function decide(viewer: CurrentUser, id: string, decision: 'approved' | 'declined', note?: string) {
    const before = await findOrder(id);
    if (!before) throw notFound(orderMessages.orderNotFound);
    await requireApprover(db, viewer, before);
    const onAccount = decision === 'approved' && before.paymentMethod === 'on_account' && before.companyId;
    const credit = options.accountCredit?.();
    const { order, restockedToolIds } = await retryingTransaction(db, async (tx) => {
      // The company row comes before the order's (the lock order): the credit is checked again.
      const position =
        onAccount && credit ? (await credit.lockCredits(tx, [onAccount], dhakaDay(now()))).get(onAccount) : undefined;
      const row = await lockOrder(tx, id);
      if (row.status !== 'awaiting_approval') throw conflict(lifecycleMessages.notAwaitingApproval);
      const actor = approverActor(viewer);
      if (decision === 'declined') return transition(tx, row, 'cancelled', actor, note, { eventType: 'declined' });
      // Approving uses the credit as a checkout would: not while an invoice is long overdue.
      if (position?.overdue) throw conflict(accountMessages.overdue);
      // The position counts this waiting order already; what it may use is the rest plus itself.
      if (position && position.availableCents < 0) {
        const { currency } = options.paymentSettings ? await options.paymentSettings() : DEFAULT_PAYMENT_SETTINGS;
        const available = Math.max(0, position.availableCents + row.totalCents);
        throw conflict(accountMessages.creditLimitExceeded(formatAccountAmount(available, currency)));
      }
      const codTrusted = row.paymentMethod === 'cod' && (await isCodTrusted(tx, row.userId));
      const moved = await transition(tx, row, initialStatusFor(row.paymentMethod, codTrusted), actor, note, {
        eventType: 'approved',
      });
      if (!onAccount || !credit) return moved;
      await invoiceOnAccount(tx, id, now());
      await credit.applyCredit(tx, onAccount);
      return { ...moved, order: await lockOrder(tx, id) };
    });
    stockChanged(restockedToolIds);
    const [withItsLines] = await withLines(db, [order]);
    return withItsLines!;
  }

  async function findOrder(id: string): Promise<OrderWithLines | undefined> {
    const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
    return row ? (await withLines(db, [row]))[0] : undefined;
  }

  /**
   * The answer a request with an already claimed key gets: the key's order when the request is
   * the same (`differs` adds the checkout's look at the cart), else 422; undefined when the key
   * is free (never used, or let go by a refused request).
   */
  async function replay(
    buyer: CurrentUser,
    claim: IdempotencyClaim,
    differs?: (order: OrderWithLines) => Promise<boolean>,
  ): Promise<OrderWithLines | undefined> {
    const stored = await findClaim(db, buyer.id, claim.key);
    if (!stored) return undefined;
    if (stored.requestFingerprint !== claim.fingerprint) throw unprocessable(cartMessages.idempotencyKeyReused);
    const order = stored.orderId ? await findOrder(stored.orderId) : undefined;
    // Cancelled orders stay (with their timeline); the key still answers "cancelled". Checkout
    // (the one caller with `differs`) answers every 409 with its `lines`, here none.
    if (!order || order.status === 'cancelled')
      throw conflict(cartMessages.idempotencyKeyOrderCancelled, differs ? { lines: [] } : undefined);
    if (differs && (await differs(order))) throw unprocessable(cartMessages.idempotencyKeyReused);
    return order;
  }

  /** A checkout's key and fingerprint; an accepted quote's names the quote (one key never means two calls). */
  function checkoutClaim(request: CheckoutRequest, idempotencyKey: string, quoteId?: string): IdempotencyClaim {
    const { customerName, phone, address, district, paymentMethod } = request;
    const fields = [
      ...(quoteId ? [`quote:${quoteId}`] : []),
      customerName ?? '',
      phone ?? '',
      address ?? '',
      ...(paymentMethod === 'card' ? [] : [paymentMethod]),
      district ?? '',
      ...businessFields(request),
    ];
    return { key: idempotencyKey, fingerprint: requestFingerprint(quoteId ? 'quote' : 'checkout', fields) };
  }

  /** The order's own onPlaced (its mail), then the quote's, in the placing transaction. */
  const quotedOnPlaced =
    (terms: PaymentTerms, quoted: QuotedPlacement): PaymentTerms['onPlaced'] =>
    async (tx, order) => {
      await terms.onPlaced?.(tx, order);
      await quoted.onPlaced(tx, order);
    };

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
        // Its batch reported the stock it took (stockTaken) before answering.
        const order = await submit();
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

    /** An order with its lines in its wire shape (the checkout route, in the cart module, answers with it). */
    toResponse: toOrderResponse,

    /**
     * Places a one-line order for the signed-in person under the tool's rules (packs, order cap,
     * price breaks). Orders for the same tool that arrive together are placed together in one
     * transaction (placement.ts). With an Idempotency-Key, a retry answers the same order.
     */
    async placeOrder(buyer: CurrentUser, request: CreateOrderRequest, idempotencyKey?: string): Promise<Placed> {
      if (request.email !== buyer.email) throw badRequest(orderMessages.emailMustBeAccount);
      const { toolId, cart, customerName, email, phone, address, district, paymentMethod } = request;
      const priceList = (await options.buyerPriceList?.(buyer)) ?? null;
      const { terms, refusal } = await paymentTermsFor(paymentMethod, buyer);
      const addressed = await addressedFor(buyer, request, paymentMethod);
      // A card order's fingerprint is the one it always had; another method is part of what was asked.
      const fields = [
        toolId,
        cart,
        customerName,
        email,
        phone,
        address,
        ...(paymentMethod === 'card' ? [] : [paymentMethod]),
        district,
        ...businessFields(request),
      ].map((field) => field ?? '');
      const claim = idempotencyKey
        ? { key: idempotencyKey, fingerprint: requestFingerprint('order', fields) }
        : undefined;
      const attempt: PlacementAttempt = {
        buyer,
        ...addressed,
        lines: [{ toolId, quantity: cart }],
        idempotency: claim,
        payment: terms,
        priceList,
      };
      return placeOnce(
        () => oneToolOrders.submit('orders', attempt),
        buyer,
        claim,
        (refused) => refusal(refused) ?? singleOrderRefusal(refused),
      );
    },

    /**
     * Orders the buyer's cart: every line judged and its stock taken in one transaction, or
     * nothing (409 with each failing line). The cart empties only when the order is placed.
     * The Idempotency-Key is required: a retry answers the same order, even once the cart is empty.
     */
    async checkout(
      buyer: CurrentUser,
      request: CheckoutRequest,
      idempotencyKey: string,
      quoted?: QuotedPlacement,
    ): Promise<Placed> {
      const { paymentMethod } = request;
      const priceList = (await options.buyerPriceList?.(buyer)) ?? null;
      const { terms, refusal } = await paymentTermsFor(paymentMethod, buyer);
      const addressed = await addressedFor(buyer, request, paymentMethod);
      const claim = checkoutClaim(request, idempotencyKey, quoted?.quoteId);
      const attempt: PlacementAttempt = {
        buyer,
        ...addressed,
        lines: quoted ? quoted.lines : 'cart',
        idempotency: claim,
        payment: quoted ? { ...terms, onPlaced: quotedOnPlaced(terms, quoted) } : terms,
        priceList,
        maxPerOrderLifted: quoted !== undefined,
      };
      return placeOnce(
        () => (quoted ? quoteAcceptances.submit('quote', attempt) : checkouts.submit('checkout', attempt)),
        buyer,
        claim,
        (refused) => refusal(refused) ?? checkoutConflict(refused),
        quoted ? undefined : (order) => cartDiffersFrom(db, buyer.id, order.lines),
      );
    },

    /**
     * The order an accepted quote's Idempotency-Key placed, when this request repeats the one
     * that placed it (422 when the key was used for something else); undefined for a new key.
     */
    quoteReplay: (buyer: CurrentUser, request: CheckoutRequest, idempotencyKey: string, quoteId: string) =>
      replay(buyer, checkoutClaim(request, idempotencyKey, quoteId)),

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

    /** The orders of the caller's company, newest first: its owners only (403 for anybody else). */
    async listCompanyOrders(viewer: CurrentUser): Promise<OrderWithLines[]> {
      const company = await approvedCompanyOf(db, viewer);
      if (!company || company.role !== 'owner') throw forbidden(companyMessages.ownersOnly);
      const rows = await db
        .select()
        .from(orders)
        .where(eq(orders.companyId, company.companyId))
        .orderBy(desc(orders.createdAt), desc(orders.id));
      return withLines(db, rows);
    },

    /** POST /api/orders/{id}/approve: an owner of the order's company moves it on (see decide). */
    approveOrder: (viewer: CurrentUser, id: string) => decide(viewer, id, 'approved'),

    /** POST /api/orders/{id}/decline: an owner of the order's company cancels it; its stock returns. */
    declineOrder: (viewer: CurrentUser, id: string, note?: string) => decide(viewer, id, 'declined', note),

    /** One order, for its buyer or an admin: 404 when unknown, 403 for anybody else. */
    async getOrderForViewer(viewer: CurrentUser, id: string): Promise<OrderWithLines> {
      const row = await findOrder(id);
      if (!row) throw notFound(orderMessages.orderNotFound);
      // Its buyer or an admin may see it, and the owners of its company (they approve and follow company orders).
      if (row.companyId && viewer.id !== row.userId && viewer.role !== 'admin') {
        await requireApprover(db, viewer, row).catch(() => {
          throw forbidden(orderMessages.emailNotYours);
        });
        return row;
      }
      requireOwnerOrAdmin(viewer, { userId: row.userId });
      return row;
    },

    /**
     * The timeline of one order, for its buyer or an admin: 404 when unknown, 403 for anybody else.
     * The buyer sees the shop's name where an admin acted (admins' e-mails stay inside the shop).
     */
    async eventsForViewer(viewer: CurrentUser, id: string) {
      await this.getOrderForViewer(viewer, id);
      const events = await listEvents(db, id);
      if (viewer.role === 'admin' || !events.some((event) => isAdminActor(event.actor))) return events;
      const shopName = options.shopName ? await options.shopName() : DEFAULT_SHOP_NAME;
      return events.map((event) => (isAdminActor(event.actor) ? { ...event, actor: shopName } : event));
    },

    /**
     * Cancels an unpaid order (its buyer or an admin) through the lifecycle: the order stays,
     * `cancelled`, with its event; its stock returns and any review of it goes, in one
     * transaction. A paid order answers 409, as does a shipped one.
     */
    async cancelOrder(viewer: CurrentUser, id: string): Promise<OrderWithLines> {
      // The provider is asked outside any transaction (no lock held while it answers); a payment
      // that still succeeds after the cancel is refunded when it arrives (payments/ledger.ts).
      const before = await findOrder(id);
      if (!before) throw notFound(orderMessages.orderNotFound);
      requireOwnerOrAdmin(viewer, { userId: before.userId });
      if (before.status !== 'cancelled') await options.cancelStartedPayment?.(before);
      const { order, restockedToolIds } = await retryingTransaction(db, async (tx) => {
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

    /**
     * Changes how the buyer will pay, while the order is unpaid (PATCH /api/orders/{id}/payment-method).
     * The method must be enabled; cash on delivery and bank transfers need a verified e-mail;
     * cash on delivery keeps its ceiling and confirms a trusted buyer's order at once (anyone
     * else's waits for the shop's call), leaving it puts a confirmed order back to pending; the
     * reservation may end sooner, never later (reservationAfterSwitch).
     */
    async changePaymentMethod(viewer: CurrentUser, id: string, method: PaymentMethod): Promise<OrderWithLines> {
      const { terms, refusal } = await paymentTermsFor(method);
      const changed = await retryingTransaction(db, async (tx) => {
        let order = await lockOrder(tx, id);
        requireOwner(viewer, { userId: order.userId });
        if (
          order.paymentStatus !== 'unpaid' ||
          order.status === 'cancelled' ||
          (order.status !== 'pending' && order.status !== 'confirmed')
        ) {
          throw conflict(lifecycleMessages.paymentMethodLocked);
        }
        if (order.paymentMethod === method) return order;
        // An order on a company's account is invoiced to it: its method stays.
        if (order.paymentMethod === 'on_account') throw conflict(lifecycleMessages.paymentMethodLocked);
        requireVerifiedFor(viewer, method);
        if (method === 'cod' && terms.codCeilingCents !== undefined && order.totalCents > terms.codCeilingCents)
          throw refusal(new PlacementRefused('codCeiling'))!;
        const codTrusted = method === 'cod' && (await isCodTrusted(tx, order.userId));
        const reservedUntil = reservationAfterSwitch(order, method, codTrusted);
        const [updated] = await tx
          .update(orders)
          .set({ paymentMethod: method, reservedUntil })
          .where(eq(orders.id, id))
          .returning();
        await recordEvent(tx, {
          orderId: id,
          actor: actorOf(viewer, order),
          type: 'payment_method',
          from: order.paymentMethod,
          to: method,
        });
        order = updated!;
        // A trusted buyer's cash on delivery is confirmed when chosen; anything else waits (for its payment, or the shop's call).
        const status = initialStatusFor(method, codTrusted);
        if (order.status !== status) order = (await transition(tx, order, status, 'system')).order;
        // A confirmed cash on delivery order is invoiced (a later switch away keeps its number; the lead decides on credit notes).
        if (method === 'cod' && order.status === 'confirmed' && (await issueInvoice(tx, id)))
          order = await lockOrder(tx, id);
        return order;
      });
      const [withItsLines] = await withLines(db, [changed]);
      return withItsLines!;
    },

    /** Tells the catalogue about stock a change outside this service gave back or took (payments, the sweep). */
    stockChanged,
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
