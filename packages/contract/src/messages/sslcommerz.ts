/**
 * Zod-free facts and messages of SSLCommerz payments: the hosted payment page of
 * Bangladesh's common gateway (cards, bKash, Nagad).
 */

/** Where the shop's return endpoints send the buyer's browser: /payment/sslcommerz/{outcome}?order={id}. */
export const SSLCOMMERZ_RETURN_OUTCOMES = ['success', 'fail', 'cancel'] as const;
export type SslcommerzReturnOutcome = (typeof SSLCOMMERZ_RETURN_OUTCOMES)[number];

/** The web page each return lands on. */
export const sslcommerzReturnPage = (outcome: SslcommerzReturnOutcome, orderId: string | null) =>
  `/payment/sslcommerz/${outcome}${orderId ? `?order=${encodeURIComponent(orderId)}` : ''}`;

/** What the IPN endpoint did with a notification (the answer SSLCommerz logs). */
export const SSLCOMMERZ_IPN_OUTCOMES = ['paid', 'duplicate', 'in_review', 'not_paid', 'unknown_order', 'refunded'] as const;
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
  reviewBody: 'The payment SSLCommerz reported does not match your order. The shop has been told and will contact you; no need to pay again.',
  failTitle: 'Payment failed',
  failBody: 'SSLCommerz could not take the payment and nothing was charged. You can try again or choose another payment method.',
  cancelTitle: 'Payment cancelled',
  cancelBody: 'You cancelled the payment on SSLCommerz and nothing was charged. Your order is waiting for payment.',
  payButton: 'Pay with SSLCommerz',
  payHint: 'You will be taken to SSLCommerz to pay by card, bKash or Nagad, then brought back here.',
  redirecting: 'Taking you to SSLCommerz…',
  // The admin's e-mail when a payment needs a person.
  reviewMailSubject: (orderNumber: string) => `SSLCommerz payment to review: order ${orderNumber}`,
} as const;
