/**
 * Zod-free facts and messages of the order lifecycle (issue #14): how far an order's payment got,
 * the kinds of event on its timeline, and the refusals of the transition table.
 */
import type { OrderStatus } from './orders.ts';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from './settings.ts';

export const PAYMENT_STATUSES = ['unpaid', 'partially_paid', 'paid', 'in_review', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const paymentStatusLabels: Record<PaymentStatus, string> = {
  unpaid: 'Unpaid',
  partially_paid: 'Partly paid',
  paid: 'Paid',
  in_review: 'Payment in review',
  refunded: 'Refunded',
};

/**
 * What an event on an order's timeline tells. `status` and `expired` carry fulfilment states in
 * from/to; `payment`, `refund` and `payment_review` carry payment statuses; `payment_method`
 * carries the methods.
 */
export const ORDER_EVENT_TYPES = ['placed', 'status', 'expired', 'payment', 'refund', 'payment_review', 'payment_method', 'restocked'] as const;
export type OrderEventType = (typeof ORDER_EVENT_TYPES)[number];

export const orderEventLabels: Record<OrderEventType, string> = {
  placed: 'Order placed',
  status: 'Status changed',
  expired: 'Reservation expired',
  payment: 'Payment received',
  refund: 'Refunded',
  payment_review: 'Payment put in review',
  payment_method: 'Payment method changed',
  restocked: 'Stock taken again for a late payment',
};

/** An order's short reference, what a bank transfer quotes: the first block of its id, upper-case. */
export const orderReference = (orderId: string) => `TBD-${orderId.slice(0, 8).toUpperCase()}`;

/** The actor of events the shop itself causes (the reservation sweep, automatic refunds). */
export const SYSTEM_ACTOR = 'system';

/** The longest note an admin may attach to a status change (courier, tracking number…). */
export const ORDER_NOTE_MAX = 500;
export const PAYMENT_REFERENCE_MAX = 200;

export const lifecycleMessages = {
  statusNeedsPayment: 'Only a paid order can be confirmed or shipped',
  shippedCannotBeCancelled: 'A shipped order can not be cancelled',
  paidOrderCannotBeCancelled: 'A paid order can not be cancelled',
  codCannotReturnToPending: 'A cash on delivery order is confirmed when placed',
  /** A cash on delivery order waiting for the shop's call may only be confirmed or cancelled. */
  codNotConfirmed: 'Confirm this cash on delivery order first',
  /** The admin's order page, beside the status control of such an order. */
  codConfirmHint: 'Awaiting confirmation: call the buyer, then confirm this cash on delivery order (or cancel it)',
  /** Cash on delivery and bank transfers hold stock for days: only from accounts whose e-mail is verified. */
  verifyEmailForCodOrBank: 'Verify your e-mail address to pay on delivery or by bank transfer',
  paymentInProgress: 'Payment is in progress',
  overpayment: 'The amount is more than the balance due',
  orderNotPayable: 'This order takes no more payments',
  amountInvalid: 'amount must be a positive amount with at most two decimals',
  receivedAtInvalid: 'receivedAt must be a date and time, not in the future',
  referenceInvalid: `reference must be text of at most ${PAYMENT_REFERENCE_MAX} characters`,
  noteInvalid: `note must be text of at most ${ORDER_NOTE_MAX} characters`,
  paymentMethodNotEnabled: 'This payment method is not available',
  paymentMethodLocked: 'The payment method can only be changed while the order is unpaid',
  codAboveCeiling: (ceiling: string) => `Cash on delivery is available for orders up to ${ceiling}`,
  tooManyOpenOrders: (limit: number) => `You have ${limit} unpaid orders; please pay or cancel one before placing another`,
  nothingToRefund: 'Only a paid or partly paid order can be refunded',
  shippedCannotBeRefunded: 'A shipped order can not be refunded here',
  notForCardMethod: (method: PaymentMethod) => `This order is to be paid by ${PAYMENT_METHOD_LABELS[method]}; change its payment method first`,
  orderCancelled: 'This order was cancelled',
  recordedByProvider: 'Card and SSLCommerz payments are recorded by their provider',
  refundRefused: 'The payment provider refused the refund',
} as const;

/** 409 when the table has no arrow from one state to the other. */
export const transitionRefused = (from: OrderStatus, to: OrderStatus) =>
  from === to ? `The order is already ${from}` : `An order that is ${from} can not become ${to}`;
