/** Bangla texts of orders/messages.ts: statuses, the order's refusals and the lifecycle's. */
import { bnNumber } from '../common/bangla-numbers.ts';
import type { Translation } from '../common/languages.ts';
import { PAYMENT_METHOD_LABELS } from '../settings/messages.bn.ts';
import { ORDER_LIMITS, ORDER_NOTE_MAX, PAYMENT_REFERENCE_MAX, type OrderStatus } from './messages.ts';
import type * as en from './messages.ts';

export const orderStatusLabels: Translation<typeof en.orderStatusLabels> = {
  pending: 'অপেক্ষমাণ',
  confirmed: 'কনফার্মড',
  processing: 'প্রস্তুত হচ্ছে',
  shipped: 'পাঠানো হয়েছে',
  delivered: 'ডেলিভারি হয়েছে',
  returned: 'ফেরত এসেছে',
  cancelled: 'বাতিল',
  awaiting_approval: 'অনুমোদনের অপেক্ষায়',
};

export const orderMessages: Translation<typeof en.orderMessages> = {
  followMinimumOrder: 'ন্যূনতম অর্ডার মেনে চলুন',
  moreThanAvailable: 'মজুদের চেয়ে বেশি নেওয়া যাবে না',
  itemAvailable: 'আপনার বাছাই করা পণ্যটি মজুদ আছে',
  followMinimumQuantity: 'ন্যূনতম অর্ডারের পরিমাণ মেনে চলুন',
  controlCharacters: 'লেখা থেকে অদৃশ্য কন্ট্রোল অক্ষরগুলো মুছে দিন',
  quantityWholeNumber: 'পরিমাণ পূর্ণ সংখ্যা হতে হবে',
  quantityTooLarge: `একবারে সর্বোচ্চ ${bnNumber(ORDER_LIMITS.quantityMax)}টি অর্ডার করুন`,
  orderTooLarge: 'অর্ডারটি অনেক বড়, পরিমাণ একটু কমিয়ে দিন',
  soldOut: 'দুঃখিত, পণ্যটি স্টকে নেই',
  orderNotFound: 'অর্ডার পাওয়া যায়নি',
  orderChangedMeanwhile: 'এর মধ্যে অর্ডারটি বদলে গেছে, পেজটি আবার লোড করুন',
  paidOrderCannotBeCancelled: 'মূল্য পরিশোধিত অর্ডার বাতিল করা যায় না',
  customerNameRequired: 'নাম দিন',
  customerNameTooLong: 'নাম বেশি লম্বা হয়ে গেছে',
  phoneRequired: 'ফোন নম্বর দিন',
  phoneInvalid: 'সঠিক ফোন নম্বর দিন',
  addressRequired: 'ঠিকানা দিন',
  addressTooShort: 'ঠিকানা খুব ছোট',
  addressTooLong: 'ঠিকানা বেশি লম্বা হয়ে গেছে',
  emailNotYours: 'আপনি শুধু নিজের অর্ডার দেখতে পারবেন',
  emailMustBeAccount: 'অর্ডার আপনার অ্যাকাউন্টের ইমেইল দিয়েই দিতে হয়',
  purchase: 'কিনুন',
  pay: 'মূল্য পরিশোধ করুন',
  paid: 'পরিশোধিত',
  testPayment: 'টেস্ট পেমেন্ট',
  unpaid: 'অপরিশোধিত',
  cancel: 'বাতিল করুন',
  noOrders: 'আপনি এখনো কিছু অর্ডার করেননি',
  poNumberRequired: 'আপনার পারচেজ অর্ডার (PO) নম্বর দিন',
  poNumberInvalid: 'PO নম্বর সর্বোচ্চ ৪০ অক্ষরের হতে পারে',
  savedOrTypedAddress: 'সংরক্ষিত ঠিকানা বাছাই করুন অথবা ঠিকানা লিখুন, দুটো একসাথে নয়',
  savedAddressNotFound: 'আপনার প্রতিষ্ঠানের সংরক্ষিত ঠিকানাগুলোর একটি বাছাই করুন',
};

export const orderMessagesFor: Translation<typeof en.orderMessagesFor> = {
  packSize: (packSize) => `${bnNumber(packSize)}টির প্যাকে অর্ডার করুন`,
  maxPerOrder: (maxPerOrder) => `প্রতি অর্ডারে সর্বোচ্চ ${bnNumber(maxPerOrder)}টি`,
  itemNameOfLines: (firstName, otherLines) =>
    otherLines > 0 ? `${firstName} + আরও ${bnNumber(otherLines)}টি` : firstName,
};

export const paymentStatusLabels: Translation<typeof en.paymentStatusLabels> = {
  unpaid: 'অপরিশোধিত',
  partially_paid: 'আংশিক পরিশোধিত',
  paid: 'পরিশোধিত',
  in_review: 'পেমেন্ট যাচাই চলছে',
  refunded: 'টাকা ফেরত দেওয়া হয়েছে',
};

export const orderEventLabels: Translation<typeof en.orderEventLabels> = {
  placed: 'অর্ডার দেওয়া হয়েছে',
  status: 'অবস্থা বদলেছে',
  expired: 'মাল আটকে রাখার মেয়াদ শেষ',
  payment: 'পেমেন্ট পাওয়া গেছে',
  refund: 'টাকা ফেরত দেওয়া হয়েছে',
  payment_review: 'পেমেন্ট যাচাইয়ে পাঠানো হয়েছে',
  payment_method: 'পেমেন্টের পদ্ধতি বদলেছে',
  restocked: 'দেরিতে পেমেন্ট আসায় আবার স্টক থেকে নেওয়া হয়েছে',
  approved: 'প্রতিষ্ঠান অনুমোদন দিয়েছে',
  declined: 'প্রতিষ্ঠান নাকচ করেছে',
  shipment: 'কুরিয়ারের খবর',
  received_back: 'পার্সেল ফেরত পাওয়া গেছে',
};

export const lifecycleMessages: Translation<typeof en.lifecycleMessages> = {
  statusNeedsPayment: 'শুধু মূল্য পরিশোধিত অর্ডার কনফার্ম বা পাঠানো যায়',
  shippedCannotBeCancelled: 'পাঠিয়ে দেওয়া অর্ডার বাতিল করা যায় না',
  paidOrderCannotBeCancelled: 'মূল্য পরিশোধিত অর্ডার বাতিল করা যায় না',
  codCannotReturnToPending: 'ক্যাশ অন ডেলিভারি অর্ডার দেওয়ার সময়েই কনফার্ম হয়ে যায়',
  codNotConfirmed: 'আগে এই ক্যাশ অন ডেলিভারি অর্ডারটি কনফার্ম করুন',
  codConfirmHint: 'কনফার্মের অপেক্ষায়: ক্রেতাকে ফোন করুন, তারপর এই ক্যাশ অন ডেলিভারি অর্ডারটি কনফার্ম করুন (অথবা বাতিল করুন)',
  verifyEmailForCodOrBank: 'ক্যাশ অন ডেলিভারি বা ব্যাংক ট্রান্সফারে দিতে আগে আপনার ই-মেইল ঠিকানা যাচাই করুন',
  paymentInProgress: 'পেমেন্ট চলছে',
  overpayment: 'পরিমাণটি বাকি টাকার চেয়ে বেশি',
  orderNotPayable: 'এই অর্ডারে আর কোনো পেমেন্ট নেওয়া হবে না',
  returnedNotPayable: 'ফেরত আসা অর্ডারে কোনো পেমেন্ট নেওয়া হয় না',
  amountInvalid: 'amount হতে হবে শূন্যের বেশি একটি পরিমাণ, দশমিকের পর সর্বোচ্চ দুই ঘর',
  receivedAtInvalid: 'receivedAt হতে হবে একটি তারিখ ও সময়, ভবিষ্যতের নয়',
  referenceInvalid: `reference হতে হবে সর্বোচ্চ ${bnNumber(PAYMENT_REFERENCE_MAX)} অক্ষরের লেখা`,
  noteInvalid: `note হতে হবে সর্বোচ্চ ${bnNumber(ORDER_NOTE_MAX)} অক্ষরের লেখা`,
  paymentMethodNotEnabled: 'এই পেমেন্ট পদ্ধতি এখন চালু নেই',
  paymentMethodLocked: 'অর্ডার অপরিশোধিত থাকতেই কেবল পেমেন্টের পদ্ধতি বদলানো যায়',
  codAboveCeiling: (ceiling) => `ক্যাশ অন ডেলিভারি শুধু ${ceiling} পর্যন্ত অর্ডারে পাওয়া যায়`,
  tooManyOpenOrders: (limit) =>
    `আপনার ${bnNumber(limit)}টি অর্ডারের মূল্য এখনো পরিশোধ হয়নি; নতুন অর্ডার দেওয়ার আগে একটির মূল্য পরিশোধ করুন বা সেটি বাতিল করুন`,
  nothingToRefund: 'শুধু পরিশোধিত বা আংশিক পরিশোধিত অর্ডারের টাকা ফেরত দেওয়া যায়',
  shippedCannotBeRefunded: 'পাঠিয়ে দেওয়া অর্ডারের টাকা এখান থেকে ফেরত দেওয়া যায় না',
  notForCardMethod: (method) =>
    `এই অর্ডারের মূল্য ${PAYMENT_METHOD_LABELS[method]} দিয়ে পরিশোধ হওয়ার কথা; আগে পেমেন্টের পদ্ধতি বদলান`,
  orderCancelled: 'এই অর্ডারটি বাতিল হয়েছে',
  recordedByProvider: 'কার্ড ও SSLCommerz পেমেন্ট তাদের প্রোভাইডারই রেকর্ড করে',
  paidThroughAccount: 'বাকির অর্ডারের টাকা কোম্পানির অ্যাকাউন্টের মাধ্যমেই পরিশোধ হয়',
  onAccountPaidCannotBeCancelled:
    'এই অর্ডারের টাকা কোম্পানির অ্যাকাউন্ট থেকে পরিশোধ হয়েছে: রিফান্ড করুন, টাকাটা অ্যাকাউন্টে জমা হিসেবে ফিরে যাবে',
  refundRefused: 'পেমেন্ট প্রোভাইডার টাকা ফেরত দিতে রাজি হয়নি',
  refundUnderWay: 'এই অর্ডারের টাকা ফেরতের কাজ এখনই চলছে',
  awaitingApproval: 'এই অর্ডারটি প্রতিষ্ঠানের অনুমোদনের অপেক্ষায় আছে',
  notAwaitingApproval: 'এই অর্ডারটি অনুমোদনের অপেক্ষায় নেই',
  notApprovedInTime: 'সময়মতো অনুমোদন হয়নি',
};

export const transitionRefused = (from: OrderStatus, to: OrderStatus): string =>
  from === to
    ? `অর্ডারটি আগে থেকেই "${orderStatusLabels[from]}" অবস্থায় আছে`
    : `"${orderStatusLabels[from]}" অবস্থার অর্ডারকে "${orderStatusLabels[to]}" করা যায় না`;

export const adminOrderStateLabels: Translation<typeof en.adminOrderStateLabels> = {
  unpaid: 'অপরিশোধিত',
  'paid-pending': 'পরিশোধিত, অপেক্ষমাণ',
  confirmed: 'কনফার্মড',
  processing: 'প্রস্তুত হচ্ছে',
  shipped: 'পাঠানো হয়েছে',
  delivered: 'ডেলিভারি হয়েছে',
  returned: 'ফেরত এসেছে',
  cancelled: 'বাতিল',
};

export const orderSmsTexts: Translation<typeof en.orderSmsTexts> = {
  placed: (reference: string, total: string) => `Tools-BD: আপনার অর্ডার ${reference} পেয়েছি, মোট ${total}।`,
  codConfirmed: (reference: string, total: string) =>
    `Tools-BD: আপনার ক্যাশ অন ডেলিভারি অর্ডার ${reference} নিশ্চিত হয়েছে। ${total} তৈরি রাখুন।`,
  shipped: (reference: string, tracking: string) =>
    tracking
      ? `Tools-BD: অর্ডার ${reference} পাঠানো হয়েছে। ট্র্যাকিং: ${tracking}`
      : `Tools-BD: অর্ডার ${reference} পাঠানো হয়েছে।`,
  delivered: (reference: string) => `Tools-BD: অর্ডার ${reference} পৌঁছে গেছে। ধন্যবাদ!`,
  paid: (reference: string, amount: string) => `Tools-BD: অর্ডার ${reference}-এর ${amount} পেয়েছি। ধন্যবাদ!`,
};
