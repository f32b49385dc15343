import { paymentMessages } from '@tools-bd/contract/messages';
import { defineTexts } from '../../lib/i18n/texts.ts';

/** The payment screens: paying an order by card, SSLCommerz, bank transfer or cash on delivery. */
export const paymentTexts = defineTexts('payments', {
  payment: 'Payment',
  loadingOrder: 'Loading your order…',
  loadingCardForm: 'Loading the card form…',
  timeOn: (time: string, date: string) => `${time} on ${date}`,
  heldUntil: paymentMessages.heldUntil,
  yourOrderOf: (item: string) => `Your order of ${item}`,
  pleasePayFor: (item: string) => `Please pay for ${item}`,
  item: 'Item',
  quantity: 'Quantity',
  amount: 'Amount',
  recording: 'Recording your payment…',
  markedPaid: 'Your order is marked as paid.',
  notRecorded: (problem: string) =>
    `Your card was charged, but the shop could not record it yet (${problem}). It will be recorded shortly.`,
  tryAgain: 'Try again',
  goToMyOrders: 'Go to My Orders',
  paymentReceived: 'Payment received',
  methodHeadings: {
    card: 'Card details',
    sslcommerz: 'Card details',
    bank_transfer: 'Pay by bank transfer',
    cod: 'Cash on delivery',
    on_account: 'On account',
  },
  // Bank transfer and cash on delivery.
  transfer: 'Transfer ',
  quotingReference: ' quoting the reference',
  markedWhenArrives: '. We mark the order paid when the money arrives; your items are held for a few days.',
  loadingBankDetails: 'Loading the bank details…',
  cashOnDelivery: (amount: string) =>
    `You pay ${amount} in cash when the order is delivered. There is nothing to pay now; we will e-mail you when it ships.`,
  // Choosing the method.
  paymentMethod: 'Payment method',
  loadingWays: 'Loading the ways to pay…',
  howToPay: 'How would you like to pay?',
  savingMethod: 'Saving your payment method…',
  hints: {
    card: 'Pay now with a debit or credit card.',
    sslcommerz: 'Pay now on SSLCommerz: card, bKash or Nagad.',
    cod: 'Pay in cash when the order is delivered.',
    bank_transfer: 'Transfer the amount to our bank account, quoting your order reference.',
    on_account: "Invoiced to your company's account: pay by the invoice's due date.",
  },
  // The card forms.
  cardNumber: 'Card number',
  expiry: 'Expiry (MM/YY)',
  cvc: 'CVC',
  cardDetails: 'Card details',
  sslcommerzHeading: 'SSLCommerz: card, bKash or Nagad',
  yourSslcommerzPayment: 'Your SSLCommerz payment',
});
