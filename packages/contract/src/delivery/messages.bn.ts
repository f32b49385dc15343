/** Bangla texts of delivery/messages.ts (courier names and wire values stay as the API spells them). */
import { bnNumber } from '../common/bangla-numbers.ts';
import type { Translation } from '../common/languages.ts';
import type * as en from './messages.ts';

export const courierLabels: Translation<typeof en.courierLabels> = {
  pathao: 'পাঠাও',
  steadfast: 'স্টেডফাস্ট',
  manual: 'অন্য কুরিয়ার (হাতে লেখা)',
};

export const shipmentStateLabels: Translation<typeof en.shipmentStateLabels> = {
  booked: 'বুক করা হয়েছে',
  picked_up: 'কুরিয়ার নিয়ে গেছে',
  in_transit: 'পথে আছে',
  delivered: 'ডেলিভারি হয়েছে',
  returned: 'ফেরত এসেছে',
  cancelled: 'বুকিং বাতিল',
};

export const deliveryMessages: Translation<typeof en.deliveryMessages> = {
  courierNameRequired: 'কুরিয়ারের নাম লিখুন',
  trackingNumberRequired: 'ট্র্যাকিং নম্বর লিখুন',
  courierNotConfigured: 'এই কুরিয়ার এখনো সেট আপ করা হয়নি',
  shipmentExists: 'এই অর্ডারের পার্সেল আগেই বুক করা হয়েছে',
  bookingUnderWay: 'এই অর্ডারের কুরিয়ার বুকিং চলছে',
  courierUnavailable: 'কুরিয়ার সাড়া দেয়নি, আবার চেষ্টা করুন',
  notReturned: 'শুধু ফেরত আসা অর্ডারই ফেরত পাওয়া হিসেবে লেখা যায়',
  receivedBackAlready: 'এই পার্সেল আগেই ফেরত পাওয়া হিসেবে লেখা হয়েছে',
  returnedRefundedOnReceipt: 'ফেরত আসা অর্ডারের টাকা পার্সেল হাতে পেলে ফেরত দেওয়া হয়',
  webhookNotVerified: 'ওয়েবহুক যাচাই হয়নি',
  remittanceRecordedAlready: 'এই রেমিট্যান্স আগেই লেখা হয়েছে',
  remittanceNeedsLines: 'রেমিট্যান্সে অন্তত একটি অর্ডার দিন',
  feeAboveAmount: 'কুরিয়ারের চার্জ টাকার অঙ্কের চেয়ে বেশি হতে পারে না',
  remittanceReferenceRequired: 'কুরিয়ারের রেফারেন্স লিখুন',
  csvInvalid: 'consignment_id,amount,fee কলামসহ একটি CSV ফাইল দিন',
  csvNotMatched: 'কিছু কনসাইনমেন্ট অচেনা বা আগেই পরিশোধিত: আগে ড্রাই রান দেখুন',
  bookCourier: 'কুরিয়ার বুক করুন',
  receivedBack: 'ফেরত পাওয়া গেছে',
  trackParcel: 'পার্সেল ট্র্যাক করুন',
  remittances: 'রেমিট্যান্স',
  courierRefused: (courier, reason) => `${courier} বুকিং নেয়নি: ${reason}`,
  orderNotFoundOn: (reference) => `${reference} অর্ডারটি পাওয়া যায়নি`,
  orderPaidAlready: (reference) => `${reference} অর্ডারটি আগেই পরিশোধিত`,
  orderNotCod: (reference) => `${reference} অর্ডারটি ক্যাশ অন ডেলিভারি নয়`,
  amountAboveBalance: (reference) => `${reference} অর্ডারের টাকার অঙ্ক বাকির চেয়ে বেশি`,
  orderTwice: (reference) => `${reference} অর্ডারটি রেমিট্যান্সে দুবার আছে`,
  csvRowInvalid: (row) => `CSV-এর ${bnNumber(row)} নম্বর সারি consignment_id,amount,fee নয়`,
};
