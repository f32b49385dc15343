/**
 * The words of the customer's order e-mails, in English (the shop's wording, byte for byte);
 * `mails.bn.ts` holds the same keys in Bangla. Amounts, quantities and the payment method's label
 * come in already written in the mail's language; order references stay Latin. Zod-free.
 */
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '../settings/messages.ts';
import { invoiceMessages } from '../invoices/messages.ts';
import { orderStatusLabels } from './messages.ts';

export const orderMailTexts = {
  greeting: (name: string) => `Hello ${name || 'there'},`,
  /** Below the body, and in the subject after the mail's own subject. */
  orderLine: (reference: string) => `Order ${reference}`,
  subject: (subject: string, reference: string) => `${subject} — order ${reference}`,
  signature: '— Tools-BD',
  paymentMethods: PAYMENT_METHOD_LABELS as Record<PaymentMethod, string>,
  placedSubject: 'Thank you for your order',
  placedPaidBy: (method: string) => `We have your order, to be paid by ${method}.`,
  howToPayCard: 'Pay by card from My Orders; the items are held for you for a limited time.',
  howToPaySslcommerz:
    'Pay with SSLCommerz (cards, bKash, Nagad) from My Orders; the items are held for you for a limited time.',
  howToPayCod: 'You pay in cash when the order is delivered. We will tell you when it ships.',
  howToPayOnAccount: "The order is invoiced to your company's account: pay it by the invoice's due date.",
  howToPayBankTransfer: (reference: string) =>
    `Please transfer the total to the account below, quoting the reference ${reference}. The items are held for you for a few days.`,
  total: (amount: string) => `Total: ${amount}`,
  awaitingApproval:
    "It is above your order limit, so it waits for your company's approval; we hold the items meanwhile.",
  poNumber: (poNumber: string) => `Your PO number: ${poNumber}`,
  approvalSubject: 'An order waits for your approval',
  approvalPlaced: (buyer: string | null, amount: string) =>
    `${buyer ?? 'A buyer'} placed an order of ${amount}, above their order limit.`,
  approvalPoNumber: (poNumber: string) => `PO number: ${poNumber}`,
  approvalHow: 'Approve or decline it under Approvals on your company page. Unless it is approved in time, it expires.',
  line: (quantity: string, name: string, sku: string) => `${quantity} × ${name} (${sku})`,
  /** The delivery fee's line under the goods, worded as on the invoice. */
  deliveryLine: invoiceMessages.deliveryLine,
  bankReference: (reference: string) => `Reference: ${reference}`,
  paymentSubject: 'Payment received',
  paymentReceived: (amount: string) => `We received ${amount} for your order.`,
  stillDue: (amount: string) => `Still due: ${amount}.`,
  paidInFull: 'Your order is paid in full. Thank you!',
  note: (note: string) => `Note: ${note}`,
  shippedSubject: 'Your order is on its way',
  shipped: 'Your order has been shipped.',
  deliveredSubject: 'Your order was delivered',
  returnedSubject: 'Your parcel came back to us',
  returned: 'The courier brought your order back to us. We will contact you about it.',
  delivered: 'Your order has been delivered. We hope you enjoy it!',
  expiredSubject: 'Your order expired',
  expiredNotConfirmed: 'Your order was not confirmed in time, so it was cancelled and its items were put back on sale.',
  expiredNotPaid: 'Your order was not paid in time, so it was cancelled and its items were put back on sale.',
  expiredNotApproved: (reference: string) =>
    `Your order ${reference} was cancelled because it was not approved in time.`,
  orderAgain: 'You are welcome to order again.',
  cancelledSubject: 'Your order was cancelled',
  cancelled: `Your order is ${orderStatusLabels.cancelled.toLowerCase()}.`,
};
