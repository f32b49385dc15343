/** Bangla texts of common/messages.ts: the same keys, the shop's meaning in a Dhaka trader's words. */
import type { Translation } from './languages.ts';
import type * as en from './messages.ts';

export const commonMessages: Translation<typeof en.commonMessages> = {
  notFound: 'খুঁজে পাওয়া যায়নি',
  unauthenticated: 'চালিয়ে যেতে সাইন ইন করুন',
  forbidden: 'এই কাজের অনুমতি আপনার নেই',
  tooManyRequests: 'অনেকবার চেষ্টা করা হয়েছে, একটু পরে আবার চেষ্টা করুন',
  serviceUnavailable: 'দোকান সাময়িকভাবে বন্ধ আছে, একটু পরে আবার চেষ্টা করুন',
  internal: 'আমাদের দিকে একটা সমস্যা হয়েছে',
  storageFull: 'দোকানের ডিস্ক ভরে গেছে, তাই কিছুই সংরক্ষণ হয়নি। একটু পরে আবার চেষ্টা করুন',
  confirmDelete: 'আপনি কি নিশ্চিত?',
  deleteCancelled: 'আপনার তথ্য নিরাপদ আছে!',
  deleted: 'মুছে ফেলা হয়েছে!',
};

export const adminMessages: Translation<typeof en.adminMessages> = {
  statusNeedsPayment: 'শুধু মূল্য পরিশোধিত অর্ডার কনফার্ম বা পাঠানো যায়',
  noOrders: 'এখানে এখনো কোনো অর্ডার নেই',
  noProducts: 'এখনো কোনো পণ্য নেই',
  archived: 'আর্কাইভ করা',
  productUpdated: 'পণ্যের তথ্য হালনাগাদ হয়েছে',
};
