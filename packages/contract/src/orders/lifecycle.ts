/**
 * The order lifecycle's transition table (issue #14), pure so that the server enforces it and the
 * admin's order page offers exactly the changes it allows. Every arrow has a guard: null when
 * the order may take it, else the message of the 409.
 */
import { lifecycleMessages, transitionRefused, type PaymentStatus } from '../messages/order-lifecycle.ts';
import type { OrderStatus } from '../messages/orders.ts';
import type { PaymentMethod } from '../messages/settings.ts';

/** What the table looks at. */
export interface LifecycleOrder {
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
}

type Guard = (order: LifecycleOrder) => string | null;

const always: Guard = () => null;
/** Only cash on delivery moves on unpaid: everything else waits for its payment. */
const paidUnlessCod: Guard = (order) => (order.paymentMethod === 'cod' || order.paymentStatus === 'paid' ? null : lifecycleMessages.statusNeedsPayment);
/** Money received is given back first (POST /orders/{id}/refund cancels after refunding). */
const nothingHeld: Guard = (order) => (order.paymentStatus === 'unpaid' || order.paymentStatus === 'refunded' ? null : lifecycleMessages.paidOrderCannotBeCancelled);
/** An admin may step a card or bank order back to pending; a confirmed COD order stays confirmed. */
const notCod: Guard = (order) => (order.paymentMethod === 'cod' ? lifecycleMessages.codCannotReturnToPending : null);

/** from → to → guard. No arrow: refused. shipped → cancelled is refused with its own message. */
const TABLE: Record<OrderStatus, Partial<Record<OrderStatus, Guard>>> = {
  pending: { confirmed: paidUnlessCod, processing: paidUnlessCod, shipped: paidUnlessCod, cancelled: nothingHeld },
  confirmed: { pending: notCod, processing: paidUnlessCod, shipped: paidUnlessCod, cancelled: nothingHeld },
  processing: { confirmed: always, shipped: paidUnlessCod, cancelled: nothingHeld },
  shipped: { delivered: always },
  delivered: {},
  cancelled: {},
};

/** The arrows of the table, without their guards (documentation and tests). */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = Object.fromEntries(
  Object.entries(TABLE).map(([from, arrows]) => [from, Object.keys(arrows)]),
) as Record<OrderStatus, OrderStatus[]>;

/** Why this order may not become `to`, or null when it may. */
export function transitionProblem(order: LifecycleOrder, to: OrderStatus): string | null {
  // A cash on delivery order waiting for the shop's call to the buyer moves only by that call.
  if (order.status === 'pending' && order.paymentMethod === 'cod' && to !== 'confirmed' && to !== 'cancelled') return lifecycleMessages.codNotConfirmed;
  const guard = TABLE[order.status][to];
  if (guard) return guard(order);
  if (order.status === 'shipped' && to === 'cancelled') return lifecycleMessages.shippedCannotBeCancelled;
  return transitionRefused(order.status, to);
}

/** The states this order may move to now, in the table's order. */
export function nextStatuses(order: LifecycleOrder): OrderStatus[] {
  return ORDER_TRANSITIONS[order.status].filter((to) => transitionProblem(order, to) === null);
}
