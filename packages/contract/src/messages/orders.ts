/** Zod-free constants and messages of the orders domain (the shop's own wording, typos included: buyers know it). */
/** The fulfilment states (issue #14); which may follow which is `orders/lifecycle.ts`. */
export const ORDER_STATUSES = ['pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const orderStatusLabels: Record<OrderStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
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
} as const;

/** Messages that name a number of the tool (wholesale packs and limits). */
export const orderMessagesFor = {
  packSize: (packSize: number) => `Order in packs of ${packSize}`,
  maxPerOrder: (maxPerOrder: number) => `At most ${maxPerOrder} per order`,
  /** The order's item name when it has more than one line: "Claw Hammer + 2 more". */
  itemNameOfLines: (firstName: string, otherLines: number) => (otherLines > 0 ? `${firstName} + ${otherLines} more` : firstName),
} as const;
