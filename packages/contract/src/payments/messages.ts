// Zod-free constants and messages of the payments domain.

/** Which card payment provider the shop uses: Stripe when configured, the built-in simulator otherwise. */
export const PAYMENT_PROVIDERS = ['stripe', 'simulator'] as const;
export type PaymentProviderKind = (typeof PAYMENT_PROVIDERS)[number];

/** The shop charges in US dollars. */
export const PAYMENT_CURRENCY = 'usd';

export const paymentMessages = {
  /** The payment page: until when the unpaid order holds its stock ("Held for you until 14:30"). */
  heldUntil: (when: string) => `Held for you until ${when}`,
  /** Shown on the payment page once the payment went through; the shop's wording, typo included. */
  paymentSucceeded: 'Congrats, Your payment is compelete',
  /** The alert that pops up at the moment the payment succeeds. */
  paymentDoneAlert: 'Congratulations! Your payment is done',
  transactionIdLabel: 'Your transaction Id:',
  pay: 'Pay',
  paid: 'Paid',
  testModeTitle: 'Test mode',
  testModeNote: 'No real card is charged. Use one of these test cards, any future expiry date and any CVC:',
  orderNotFound: 'Order not found',
  notYourOrder: 'You can only pay for your own orders',
  alreadyPaid: 'This order is already paid',
  priceMismatch: 'The price does not match the order',
  orderIdMismatch: 'The order in the body does not match the order in the address',
  unknownTransaction: 'This transaction is unknown to the payment provider',
  paymentNotSucceeded: 'This payment has not succeeded',
  paymentProcessing: 'This payment is still being processed, please try again shortly',
  paymentForAnotherOrder: 'This payment belongs to another order',
  amountMismatch: 'The amount paid does not match the order',
  paidWithAnotherTransaction: 'This order was paid with another transaction',
  webhookSignatureInvalid: 'Invalid webhook signature',
  webhookPayloadInvalid: 'Invalid webhook payload',
  webhookNotConfigured: 'Webhooks are not configured',
  providerUnavailable: 'The payment provider could not be reached, please try again',
  unknownClientSecret: 'No such payment intent',
  stripeNotConfigured: 'Card payments are not configured (STRIPE_PUBLISHABLE_KEY is missing)',
  stripeNotLoaded: 'The card form could not be loaded, please reload the page',
} as const;

/**
 * Stripe's own wording for card errors (what Stripe's API and Stripe.js say), which the
 * simulator answers with, so the screen shows the same text in test mode and with Stripe.
 */
export const cardErrorMessages = {
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  expired: 'Your card has expired.',
  incorrectCvc: "Your card's security code is incorrect.",
  invalidCvc: "Your card's security code is invalid.",
  invalidExpiryMonth: "Your card's expiration month is invalid.",
  invalidExpiryYear: "Your card's expiration year is invalid.",
  invalidNumber: 'Your card number is invalid.',
  incorrectNumber: 'Your card number is incorrect.',
  /** Stripe Elements' words for a field not filled in completely (checked in the browser). */
  incompleteNumber: 'Your card number is incomplete.',
  incompleteExpiry: "Your card's expiration date is incomplete.",
  incompleteCvc: "Your card's security code is incomplete.",
  processingError: 'An error occurred while processing your card. Try again in a little bit.',
  liveCardInTestMode:
    'Your card was declined. Your request was in test mode, but used a non test (live) card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
  alreadySucceeded:
    'You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.',
  canceled: 'You cannot confirm this PaymentIntent because it has a status of canceled.',
} as const;

/** Stripe's test cards, as the simulator's "Test mode" note lists them. */
export const TEST_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'Succeeds' },
  { number: '4000 0000 0000 0002', outcome: 'Declined' },
  { number: '4000 0000 0000 9995', outcome: 'Insufficient funds' },
  { number: '4000 0000 0000 0069', outcome: 'Expired card' },
  { number: '4000 0000 0000 0127', outcome: 'Incorrect CVC' },
] as const;

// Zod-free facts and messages of SSLCommerz payments: the hosted payment page of
// Bangladesh's common gateway (cards, bKash, Nagad).
/** Where the shop's return endpoints send the buyer's browser: /payment/sslcommerz/{outcome}?order={id}. */
export const SSLCOMMERZ_RETURN_OUTCOMES = ['success', 'fail', 'cancel'] as const;
export type SslcommerzReturnOutcome = (typeof SSLCOMMERZ_RETURN_OUTCOMES)[number];

/** The web page each return lands on. */
export const sslcommerzReturnPage = (outcome: SslcommerzReturnOutcome, orderId: string | null) =>
  `/payment/sslcommerz/${outcome}${orderId ? `?order=${encodeURIComponent(orderId)}` : ''}`;

/** What the IPN endpoint did with a notification (the answer SSLCommerz logs). */
export const SSLCOMMERZ_IPN_OUTCOMES = [
  'paid',
  'duplicate',
  'in_review',
  'not_paid',
  'unknown_order',
  'refunded',
] as const;
export type SslcommerzIpnOutcome = (typeof SSLCOMMERZ_IPN_OUTCOMES)[number];

/** The timeline's actor for what SSLCommerz reported. */
export const SSLCOMMERZ_ACTOR = 'sslcommerz';

export const sslcommerzMessages = {
  notConfigured: 'SSLCommerz is not available in this shop',
  notEnabled: 'SSLCommerz payments are turned off in this shop',
  orderNotPayable: 'This order cannot be paid online: it is already paid, in review or cancelled',
  providerRefused: 'SSLCommerz could not start the payment; please try again later or choose another payment method',
  invalidSignature: 'Invalid IPN signature',
  invalidNotification: 'The notification has no transaction',
  nothingToRefund: 'SSLCommerz holds no payment of this order to refund; refund it from the SSLCommerz merchant panel',
  // The return pages.
  successTitle: 'Payment received',
  successBody: 'SSLCommerz has confirmed your payment. Your order is marked as paid.',
  pendingTitle: 'Checking your payment',
  pendingBody: 'SSLCommerz has not confirmed the payment to the shop yet. This page refreshes by itself.',
  reviewTitle: 'Payment in review',
  reviewBody:
    'The payment SSLCommerz reported does not match your order. The shop has been told and will contact you; no need to pay again.',
  failTitle: 'Payment failed',
  failBody:
    'SSLCommerz could not take the payment and nothing was charged. You can try again or choose another payment method.',
  cancelTitle: 'Payment cancelled',
  cancelBody: 'You cancelled the payment on SSLCommerz and nothing was charged. Your order is waiting for payment.',
  payButton: 'Pay with SSLCommerz',
  payHint: 'You will be taken to SSLCommerz to pay by card, bKash or Nagad, then brought back here.',
  redirecting: 'Taking you to SSLCommerz…',
  // The admin's e-mail when a payment needs a person.
  reviewMailSubject: (orderNumber: string) => `SSLCommerz payment to review: order ${orderNumber}`,
} as const;
