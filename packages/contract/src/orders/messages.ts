/** Zod-free constants and messages of the orders domain (the shop's own wording, typos included: buyers know it). */
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '../settings/messages.ts';

/** The fulfilment states; which may follow which is the transition table in `orders/rules.ts`. */
export const ORDER_STATUSES = [
  'pending',
  // A company buyer's order above their limit, until an owner approves or declines it (or it expires).
  'awaiting_approval',
  'confirmed',
  'processing',
  'shipped',
  'delivered',
  /** The courier brought the parcel back (final; POST /orders/{id}/received-back takes it in). */
  'returned',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const orderStatusLabels: Record<OrderStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  returned: 'Returned',
  cancelled: 'Cancelled',
  awaiting_approval: 'Awaiting approval',
};

/** What the buyer reads for a cash on delivery order the shop has not confirmed by phone yet. */
export const awaitingConfirmationLabel = 'Awaiting confirmation';

export const ORDER_LIMITS = {
  customerNameMax: 100,
  phoneMax: 30,
  addressMin: 5,
  addressMax: 300,
  /** The most one order line may ask for, whatever the stock: keeps totals far from overflow. */
  quantityMax: 1_000_000,
} as const;

export const orderMessages = {
  /** Spinner: decrement blocked at the minimum purchase. */
  followMinimumOrder: 'Follow the minimum order',
  /** Spinner and server: more than the stock. */
  moreThanAvailable: 'You can not select more then available',
  /** Under the Purchase button when the quantity is allowed. */
  itemAvailable: 'Item you selected is Avialable',
  /** Under the Purchase button and from the server: fewer than the minimum purchase. */
  followMinimumQuantity: 'Follow the minimum quantity',
  /** Any free-text field holding invisible control characters (a NUL byte cannot even be stored). */
  controlCharacters: 'Please remove the invisible control characters from the text',
  quantityWholeNumber: 'Quantity must be a whole number',
  /** More than ORDER_LIMITS.quantityMax in one order, whatever the stock. */
  quantityTooLarge: 'Please order at most 1,000,000 at a time',
  orderTooLarge: 'This order is too large, please order a smaller quantity',
  soldOut: 'Sorry, this item is sold out',
  orderNotFound: 'Order not found',
  orderChangedMeanwhile: 'The order changed meanwhile, please reload it',
  paidOrderCannotBeCancelled: 'A paid order can not be cancelled',
  customerNameRequired: 'Name is required',
  customerNameTooLong: 'Name is too long',
  phoneRequired: 'Phone is required',
  phoneInvalid: 'Input a valid phone number',
  addressRequired: 'Address is required',
  addressTooShort: 'Address is too short',
  addressTooLong: 'Address is too long',
  emailNotYours: 'You can only see your own orders',
  emailMustBeAccount: 'Orders are placed with the e-mail of your account',
  purchase: 'Purchase',
  pay: 'Pay',
  paid: 'Paid',
  /** Beside 'Paid' when the test-mode simulator took the payment: no money moved. */
  testPayment: 'Test payment',
  unpaid: 'unpaid',
  cancel: 'Cancel',
  noOrders: 'You have not ordered anything yet',
  /** A company that asks for purchase order numbers, and an order without one. */
  poNumberRequired: 'Enter your purchase order number',
  poNumberInvalid: 'PO number must be text of at most 40 characters',
  /** Checkout and orders take a company's saved address or a typed one. */
  savedOrTypedAddress: 'Choose a saved address or type one, not both',
  /** An `addressId` that is not one of the buyer's company's saved addresses. */
  savedAddressNotFound: "Choose one of your company's saved addresses",
} as const;

/** The longest purchase order number a buyer may give. */
export const PO_NUMBER_MAX = 40;

/** Messages that name a number of the tool (wholesale packs and limits). */
export const orderMessagesFor = {
  packSize: (packSize: number) => `Order in packs of ${packSize}`,
  maxPerOrder: (maxPerOrder: number) => `At most ${maxPerOrder} per order`,
  /** The order's item name when it has more than one line: "Claw Hammer + 2 more". */
  itemNameOfLines: (firstName: string, otherLines: number) =>
    otherLines > 0 ? `${firstName} + ${otherLines} more` : firstName,
} as const;

// Zod-free facts and messages of the order lifecycle: how far an order's payment got,
// the kinds of event on its timeline, and the refusals of the transition table.
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
export const ORDER_EVENT_TYPES = [
  'placed',
  'status',
  'expired',
  'payment',
  'refund',
  'payment_review',
  'payment_method',
  'restocked',
  'approved',
  'declined',
  /** A courier's tracking moved the shipment (from/to: shipment states, note: the courier's words). */
  'shipment',
  /** The returned parcel is back at the shop: stock back, money given back. */
  'received_back',
] as const;
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
  approved: 'Approved by the company',
  declined: 'Declined by the company',
  shipment: 'Courier update',
  received_back: 'Parcel received back',
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
  returnedNotPayable: 'A returned order takes no payments',
  amountInvalid: 'amount must be a positive amount with at most two decimals',
  receivedAtInvalid: 'receivedAt must be a date and time, not in the future',
  referenceInvalid: `reference must be text of at most ${PAYMENT_REFERENCE_MAX} characters`,
  noteInvalid: `note must be text of at most ${ORDER_NOTE_MAX} characters`,
  paymentMethodNotEnabled: 'This payment method is not available',
  paymentMethodLocked: 'The payment method can only be changed while the order is unpaid',
  codAboveCeiling: (ceiling: string) => `Cash on delivery is available for orders up to ${ceiling}`,
  tooManyOpenOrders: (limit: number) =>
    `You have ${limit} unpaid orders; please pay or cancel one before placing another`,
  nothingToRefund: 'Only a paid or partly paid order can be refunded',
  shippedCannotBeRefunded: 'A shipped order can not be refunded here',
  notForCardMethod: (method: PaymentMethod) =>
    `This order is to be paid by ${PAYMENT_METHOD_LABELS[method]}; change its payment method first`,
  orderCancelled: 'This order was cancelled',
  recordedByProvider: 'Card and SSLCommerz payments are recorded by their provider',
  /** Recording a payment by hand on an order on account: its company's account pays it (accounts' payments). */
  paidThroughAccount: "An order on account is paid through its company's account",
  /** Cancelling an on-account order its account paid (part of): the refund returns that to the account first. */
  onAccountPaidCannotBeCancelled:
    "Its company's account has paid for this order: refund it to return the payment to the account as credit",
  refundRefused: 'The payment provider refused the refund',
  refundUnderWay: 'A refund of this order is already under way',
  /** An order waiting for its company's approval leaves that state only by approve, decline or expiry. */
  awaitingApproval: "This order is waiting for its company's approval",
  /** Approve or decline of an order that is not (or no longer) waiting. */
  notAwaitingApproval: 'This order is not waiting for approval',
  /** Timeline note of an order that was not approved before its reservation ran out. */
  notApprovedInTime: 'Not approved in time',
} as const;

/** 409 when the table has no arrow from one state to the other. */
export const transitionRefused = (from: OrderStatus, to: OrderStatus) =>
  from === to ? `The order is already ${from}` : `An order that is ${from} can not become ${to}`;

/** Filters of the admin order list: unpaid, paid and waiting, confirmed, shipped. */
export const ADMIN_ORDER_STATES = [
  'unpaid',
  'paid-pending',
  'confirmed',
  'processing',
  'shipped',
  'delivered',
  'returned',
  'cancelled',
] as const;
export type AdminOrderState = (typeof ADMIN_ORDER_STATES)[number];

export const adminOrderStateLabels: Record<AdminOrderState, string> = {
  unpaid: 'Unpaid',
  'paid-pending': 'Paid, pending',
  confirmed: 'Confirmed',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  returned: 'Returned',
  cancelled: 'Cancelled',
};

export const ADMIN_ORDER_PAGE = { defaultLimit: 20, maxLimit: 100 } as const;

/**
 * The buyer's SMS on order events: short (at most two segments with a long tracking number), the
 * order's reference and the amount already formatted by the caller.
 */
export const orderSmsTexts = {
  placed: (reference: string, total: string) => `Tools-BD: we received your order ${reference}, total ${total}.`,
  codConfirmed: (reference: string, total: string) =>
    `Tools-BD: your cash on delivery order ${reference} is confirmed. Please keep ${total} ready.`,
  shipped: (reference: string, tracking: string) =>
    tracking
      ? `Tools-BD: order ${reference} is on its way. Tracking: ${tracking}`
      : `Tools-BD: order ${reference} is on its way.`,
  delivered: (reference: string) => `Tools-BD: order ${reference} was delivered. Thank you!`,
  paid: (reference: string, amount: string) => `Tools-BD: we received ${amount} for order ${reference}. Thank you!`,
};
