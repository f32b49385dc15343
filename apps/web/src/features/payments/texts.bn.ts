import { paymentMessages as banglaPaymentMessages } from '@tools-bd/contract/bangla/payments';
import type { BanglaOf } from '../../lib/i18n/texts.ts';
import type { paymentTexts } from './texts.ts';

export const paymentTextsBn: BanglaOf<typeof paymentTexts> = {
  payment: 'পেমেন্ট',
  loadingOrder: 'আপনার অর্ডার লোড হচ্ছে…',
  loadingCardForm: 'কার্ডের ফর্ম লোড হচ্ছে…',
  timeOn: (time: string, date: string) => `${date}, ${time}`,
  heldUntil: banglaPaymentMessages.heldUntil,
  yourOrderOf: (item: string) => `আপনার অর্ডার: ${item}`,
  pleasePayFor: (item: string) => `${item}-এর দাম পরিশোধ করুন`,
  item: 'পণ্য',
  quantity: 'পরিমাণ',
  amount: 'টাকার পরিমাণ',
  recording: 'আপনার পেমেন্ট লেখা হচ্ছে…',
  markedPaid: 'আপনার অর্ডার পরিশোধিত হিসেবে লেখা হয়েছে।',
  notRecorded: (problem: string) =>
    `আপনার কার্ড থেকে টাকা কাটা হয়েছে, কিন্তু দোকান এখনো তা লিখতে পারেনি (${problem})। একটু পরেই লেখা হয়ে যাবে।`,
  tryAgain: 'আবার চেষ্টা করুন',
  goToMyOrders: 'আমার অর্ডারে যান',
  paymentReceived: 'পেমেন্ট পাওয়া গেছে',
  methodHeadings: {
    card: 'কার্ডের তথ্য',
    sslcommerz: 'কার্ডের তথ্য',
    bank_transfer: 'ব্যাংক ট্রান্সফারে পরিশোধ',
    cod: 'ক্যাশ অন ডেলিভারি',
    on_account: 'বাকিতে (অ্যাকাউন্টে)',
  },
  transfer: '',
  quotingReference: ' পাঠান, রেফারেন্সে লিখুন',
  markedWhenArrives: '। টাকা পৌঁছালে অর্ডারটি পরিশোধিত হিসেবে লিখব; ততদিন কয়েক দিন আপনার পণ্য রাখা থাকবে।',
  loadingBankDetails: 'ব্যাংকের তথ্য লোড হচ্ছে…',
  cashOnDelivery: (amount: string) =>
    `অর্ডার হাতে পেয়ে নগদ ${amount} দেবেন। এখন কিছু দিতে হবে না; পাঠানোর সময় আমরা ই-মেইল করব।`,
  paymentMethod: 'পেমেন্টের পদ্ধতি',
  loadingWays: 'পেমেন্টের উপায়গুলো লোড হচ্ছে…',
  howToPay: 'কীভাবে টাকা দিতে চান?',
  savingMethod: 'আপনার পেমেন্টের পদ্ধতি সেভ হচ্ছে…',
  hints: {
    card: 'ডেবিট বা ক্রেডিট কার্ডে এখনই পরিশোধ করুন।',
    sslcommerz: 'SSLCommerz-এ এখনই পরিশোধ করুন: কার্ড, bKash বা Nagad।',
    cod: 'অর্ডার হাতে পেয়ে নগদ টাকা দিন।',
    bank_transfer: 'অর্ডারের রেফারেন্স লিখে টাকাটা আমাদের ব্যাংক অ্যাকাউন্টে পাঠান।',
    on_account: 'ইনভয়েসটি আপনার কোম্পানির বাকির হিসাবে যোগ হয়েছে: শেষ তারিখের মধ্যে পরিশোধ করুন।',
  },
  cardNumber: 'কার্ড নম্বর',
  expiry: 'মেয়াদ (MM/YY)',
  cvc: 'CVC কোড',
  cardDetails: 'কার্ডের তথ্য',
  sslcommerzHeading: 'SSLCommerz: কার্ড, bKash বা Nagad',
  yourSslcommerzPayment: 'আপনার SSLCommerz পেমেন্ট',
};
