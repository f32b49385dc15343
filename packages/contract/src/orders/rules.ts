/**
 * The order rules of money and quantity: the one home the purchase page, the quantity spinner
 * and the server's placement all call, so the browser and the server can never disagree.
 * Zod-free on purpose: the web's first load reaches it through the `messages` entry.
 * Money inside is integer cents; dollars exist only at the edges (the wire, the screen).
 * Below them, the order lifecycle's transition table.
 */
import {
  ORDER_LIMITS,
  lifecycleMessages,
  orderMessages,
  orderMessagesFor,
  transitionRefused,
  type OrderStatus,
  type PaymentStatus,
} from './messages.ts';
import type { PaymentMethod } from '../settings/messages.ts';

/** The largest total one order may carry: totals are stored in 32-bit integer columns of cents. */
export const MAX_ORDER_TOTAL_CENTS = 2_147_483_647;

/**
 * Dollars as the API carries them → integer cents. Exact for amounts with at most two decimals
 * (the product form refuses others): the float error of `× 100` is far below half a cent.
 */
export const dollarsToCents = (dollars: number): number => Math.round(dollars * 100);

/** Integer cents → dollars as the API shows them. */
export const centsToDollars = (cents: number): number => cents / 100;

/** A wholesale price break: from `minQuantity` units on, each unit costs `unitPriceCents`. */
export interface PriceBreak {
  minQuantity: number;
  unitPriceCents: number;
}

/** What the price of an order line depends on. */
export interface LinePricing {
  /** The tool's base unit price. */
  unitPriceCents: number;
  /** Lower unit prices for larger quantities; none means the base price for every quantity. */
  priceBreaks?: readonly PriceBreak[];
}

/** The unit price for this quantity: the break with the largest minQuantity ≤ quantity, else the base price. */
export function unitPriceCentsFor(pricing: LinePricing, quantity: number): number {
  let chosen: PriceBreak | undefined;
  for (const priceBreak of pricing.priceBreaks ?? []) {
    if (priceBreak.minQuantity <= quantity && (!chosen || priceBreak.minQuantity > chosen.minQuantity))
      chosen = priceBreak;
  }
  return chosen ? chosen.unitPriceCents : pricing.unitPriceCents;
}

/**
 * Unit price × quantity in integer cents. Exact: both factors are integers and their product
 * (a 32-bit price times at most ORDER_LIMITS.quantityMax) stays far below 2^53.
 */
export function lineTotalCents(pricing: LinePricing, quantity: number): number {
  return unitPriceCentsFor(pricing, quantity) * quantity;
}

/** The first price break above this quantity (the next saving the buyer can reach), or null when none is left. */
export function nextPriceBreak<Break extends { minQuantity: number }>(
  priceBreaks: readonly Break[],
  quantity: number,
): Break | null {
  let next: Break | null = null;
  for (const priceBreak of priceBreaks) {
    if (priceBreak.minQuantity > quantity && (!next || priceBreak.minQuantity < next.minQuantity)) next = priceBreak;
  }
  return next;
}

/** The quantity limits of one tool. The wire names (`minPurse`) are kept so screens pass a tool as it comes. */
export interface QuantityLimits {
  /** The minimum purchase. */
  minPurse: number;
  /** What is left in stock. */
  available: number;
  /** Sold only in whole packs of this many (default 1: any quantity). */
  packSize?: number;
  /** The most one order may take, whatever the stock (default: no limit but the stock). */
  maxPerOrder?: number;
}

/** The smallest quantity anyone may order: the minimum purchase, rounded up to whole packs. */
export function smallestOrderQuantity({
  minPurse,
  packSize = 1,
}: Pick<QuantityLimits, 'minPurse' | 'packSize'>): number {
  return Math.ceil(minPurse / packSize) * packSize;
}

/** The largest quantity one order may take: the stock or the per-order cap, whichever is lower, in whole packs. */
export function largestOrderQuantity({
  available,
  packSize = 1,
  maxPerOrder,
}: Pick<QuantityLimits, 'available' | 'packSize' | 'maxPerOrder'>): number {
  const ceiling = Math.min(available, maxPerOrder ?? available, ORDER_LIMITS.quantityMax);
  return Math.floor(ceiling / packSize) * packSize;
}

/** True when not even the smallest order can be served from what is left. */
export function isSoldOut(limits: Pick<QuantityLimits, 'minPurse' | 'available' | 'packSize'>): boolean {
  return limits.available < smallestOrderQuantity(limits);
}

export interface QuantityRequest extends QuantityLimits {
  /** What the buyer asks for; NaN stands for "nothing typed". */
  quantity: number;
  /** When given, a total beyond MAX_ORDER_TOTAL_CENTS is refused. */
  pricing?: LinePricing;
}

/**
 * Why this quantity cannot be ordered (the exact message the buyer sees), or null when it can.
 * The order of the checks is part of the rule: a quantity below the minimum is told so even
 * when the tool is sold out, exactly as the shop has always answered.
 */
export function checkQuantity(request: QuantityRequest): string | null {
  const { quantity, minPurse, available, packSize = 1, maxPerOrder, pricing } = request;
  if (!Number.isFinite(quantity)) return orderMessages.followMinimumQuantity;
  if (!Number.isInteger(quantity)) return orderMessages.quantityWholeNumber;
  if (quantity < minPurse) return orderMessages.followMinimumQuantity;
  if (quantity % packSize !== 0) return orderMessagesFor.packSize(packSize);
  if (maxPerOrder !== undefined && quantity > maxPerOrder) return orderMessagesFor.maxPerOrder(maxPerOrder);
  if (pricing && lineTotalCents(pricing, quantity) > MAX_ORDER_TOTAL_CENTS) return orderMessages.orderTooLarge;
  if (isSoldOut({ minPurse, available, packSize })) return orderMessages.soldOut;
  if (quantity > available) return orderMessages.moreThanAvailable;
  if (quantity > ORDER_LIMITS.quantityMax) return orderMessages.quantityTooLarge;
  return null;
}

// The order lifecycle's transition table, pure so that the server enforces it and the
// admin's order page offers exactly the changes it allows. Every arrow has a guard: null when
// the order may take it, else the message of the 409.
/** What the table looks at. */
export interface LifecycleOrder {
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
}

/** Who asks: `approval` is a company owner's approve or decline, or the expiry of a waiting order. */
export interface TransitionContext {
  approval?: boolean;
  /** The courier cancelled the parcel before picking it up (its tracking says so, never an admin). */
  courierCancelled?: boolean;
}

type Guard = (order: LifecycleOrder, context: TransitionContext) => string | null;

const always: Guard = () => null;
/** Only cash on delivery and orders on a company's account move on unpaid: everything else waits for its payment. */
const paidUnlessCod: Guard = (order) =>
  order.paymentMethod === 'cod' || order.paymentMethod === 'on_account' || order.paymentStatus === 'paid'
    ? null
    : lifecycleMessages.statusNeedsPayment;
/**
 * Money received is given back first (POST /orders/{id}/refund cancels after refunding; on account
 * it returns what the company's account paid to that account).
 */
const nothingHeld: Guard = (order) =>
  order.paymentStatus === 'unpaid' || order.paymentStatus === 'refunded'
    ? null
    : order.paymentMethod === 'on_account'
      ? lifecycleMessages.onAccountPaidCannotBeCancelled
      : lifecycleMessages.paidOrderCannotBeCancelled;
/** An admin may step a card or bank order back to pending; a confirmed COD order stays confirmed. */
const notCod: Guard = (order) =>
  order.paymentMethod === 'cod' || order.paymentMethod === 'on_account'
    ? lifecycleMessages.codCannotReturnToPending
    : null;

/** An order waiting for its company's approval leaves that state only by approve, decline or expiry. */
const byApproval: Guard = (_order, context) => (context.approval ? null : lifecycleMessages.awaitingApproval);

/**
 * A courier that cancels a parcel before pickup hands the order back to the state it was booked
 * from, so it can be booked again; nobody else steps a shipped order back (the same 409 as before).
 */
const byCourierCancelTo =
  (to: OrderStatus): Guard =>
  (order, context) =>
    context.courierCancelled ? null : transitionRefused(order.status, to);

/** from → to → guard. No arrow: refused. shipped → cancelled is refused with its own message. */
const TABLE: Record<OrderStatus, Partial<Record<OrderStatus, Guard>>> = {
  pending: { confirmed: paidUnlessCod, processing: paidUnlessCod, shipped: paidUnlessCod, cancelled: nothingHeld },
  confirmed: { pending: notCod, processing: paidUnlessCod, shipped: paidUnlessCod, cancelled: nothingHeld },
  processing: { confirmed: always, shipped: paidUnlessCod, cancelled: nothingHeld },
  // Back to where it was booked from only when the courier cancelled the pickup.
  shipped: {
    delivered: always,
    returned: always,
    pending: byCourierCancelTo('pending'),
    confirmed: byCourierCancelTo('confirmed'),
    processing: byCourierCancelTo('processing'),
  },
  delivered: {},
  // Final: the parcel is taken in by POST /orders/{id}/received-back, never moved on.
  returned: {},
  cancelled: {},
  // Approval moves it on to where checkout would have put it: pending, or confirmed (a trusted buyer's cash on delivery).
  awaiting_approval: { pending: byApproval, confirmed: byApproval, cancelled: byApproval },
};

/** The arrows of the table, without their guards (documentation and tests). */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = Object.fromEntries(
  Object.entries(TABLE).map(([from, arrows]) => [from, Object.keys(arrows)]),
) as Record<OrderStatus, OrderStatus[]>;

/** Why this order may not become `to`, or null when it may. */
export function transitionProblem(
  order: LifecycleOrder,
  to: OrderStatus,
  context: TransitionContext = {},
): string | null {
  // A cash on delivery order waiting for the shop's call to the buyer moves only by that call.
  if (order.status === 'pending' && order.paymentMethod === 'cod' && to !== 'confirmed' && to !== 'cancelled')
    return lifecycleMessages.codNotConfirmed;
  const guard = TABLE[order.status][to];
  if (guard) return guard(order, context);
  if (order.status === 'shipped' && to === 'cancelled') return lifecycleMessages.shippedCannotBeCancelled;
  if (order.status === 'awaiting_approval' && !context.approval) return lifecycleMessages.awaitingApproval;
  return transitionRefused(order.status, to);
}

/** The states this order may move to now, in the table's order. */
export function nextStatuses(order: LifecycleOrder): OrderStatus[] {
  return ORDER_TRANSITIONS[order.status].filter((to) => transitionProblem(order, to) === null);
}

/**
 * What an order is called on a page in `language`: `itemNameBn` on Bangla pages when the order has
 * one (its first product's Bangla name, the other lines counted in Bangla), else `itemName`.
 */
export const orderNameIn = (order: { itemName: string; itemNameBn?: string }, language: 'en' | 'bn'): string =>
  language === 'bn' && order.itemNameBn ? order.itemNameBn : order.itemName;
