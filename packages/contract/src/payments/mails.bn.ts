/** Bangla words of payments/mails.ts. */
import type { Translation } from '../common/languages.ts';
import { sslcommerzMessages } from './messages.bn.ts';
import type * as en from './mails.ts';

export const paymentMailTexts: Translation<typeof en.paymentMailTexts> = {
  reviewSubject: sslcommerzMessages.reviewMailSubject,
  reviewNeedsPerson: (orderNumber: string, customerName: string, email: string) =>
    `অর্ডার ${orderNumber}-এর (${customerName}, ${email}) একটি SSLCommerz পেমেন্ট একজন মানুষের দেখা দরকার।`,
  reviewValidationId: (valId: string) => `SSLCommerz ভ্যালিডেশন আইডি: ${valId}`,
  reviewWhatToDo: (link: string) =>
    `অর্ডারটি যাচাইয়ে আছে, পরিশোধিত হিসেবে চিহ্নিত হয়নি। SSLCommerz মার্চেন্ট প্যানেলে পেমেন্টটি দেখে নিন, তারপর নিষ্পত্তি করুন বা টাকা ফেরত দিন: ${link}`,
};
