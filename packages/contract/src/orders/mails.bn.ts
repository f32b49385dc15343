/** Bangla words of orders/mails.ts. */
import type { Translation } from '../common/languages.ts';
import { invoiceMessages } from '../invoices/messages.bn.ts';
import { PAYMENT_METHOD_LABELS } from '../settings/messages.bn.ts';
import type * as en from './mails.ts';

export const orderMailTexts: Translation<typeof en.orderMailTexts> = {
  greeting: (name: string) => (name ? `প্রিয় ${name},` : 'প্রিয় গ্রাহক,'),
  orderLine: (reference: string) => `অর্ডার ${reference}`,
  subject: (subject: string, reference: string) => `${subject} — অর্ডার ${reference}`,
  signature: '— Tools-BD',
  paymentMethods: PAYMENT_METHOD_LABELS,
  placedSubject: 'আপনার অর্ডারের জন্য ধন্যবাদ',
  placedPaidBy: (method: string) => `আপনার অর্ডার আমরা পেয়েছি। পরিশোধের মাধ্যম: ${method}।`,
  howToPayCard: 'আমার অর্ডার থেকে কার্ডে মূল্য পরিশোধ করুন; পণ্যগুলো অল্প সময়ের জন্য আপনার নামে রাখা আছে।',
  howToPaySslcommerz:
    'আমার অর্ডার থেকে SSLCommerz-এ (কার্ড, বিকাশ, নগদ) মূল্য পরিশোধ করুন; পণ্যগুলো অল্প সময়ের জন্য আপনার নামে রাখা আছে।',
  howToPayCod: 'ডেলিভারির সময় নগদে মূল্য পরিশোধ করবেন। অর্ডার পাঠানো হলে আমরা আপনাকে জানাব।',
  howToPayOnAccount: 'অর্ডারটির ইনভয়েস আপনার কোম্পানির বাকির হিসাবে যোগ হয়েছে: ইনভয়েসের শেষ তারিখের মধ্যে পরিশোধ করুন।',
  howToPayBankTransfer: (reference: string) =>
    `মোট টাকা নিচের অ্যাকাউন্টে পাঠান, রেফারেন্স হিসেবে ${reference} লিখবেন। পণ্যগুলো কয়েক দিনের জন্য আপনার নামে রাখা আছে।`,
  total: (amount: string) => `মোট: ${amount}`,
  awaitingApproval:
    'অর্ডারটি আপনার অর্ডার সীমার বেশি, তাই আপনার কোম্পানির অনুমোদনের অপেক্ষায় আছে; ততক্ষণ পণ্যগুলো আপনার নামে রাখা আছে।',
  poNumber: (poNumber: string) => `আপনার পিও নম্বর: ${poNumber}`,
  approvalSubject: 'একটি অর্ডার আপনার অনুমোদনের অপেক্ষায়',
  approvalPlaced: (buyer: string | null, amount: string) =>
    `${buyer ?? 'একজন ক্রেতা'} ${amount}-এর একটি অর্ডার দিয়েছেন, যা তাঁর অর্ডার সীমার বেশি।`,
  approvalPoNumber: (poNumber: string) => `পিও নম্বর: ${poNumber}`,
  approvalHow:
    'কোম্পানির পাতায় "অনুমোদন" অংশে গিয়ে অর্ডারটি অনুমোদন বা বাতিল করুন। সময়মতো অনুমোদন না হলে অর্ডারটির মেয়াদ শেষ হয়ে যাবে।',
  line: (quantity: string, name: string, sku: string) => `${quantity} × ${name} (${sku})`,
  deliveryLine: invoiceMessages.deliveryLine,
  bankReference: (reference: string) => `রেফারেন্স: ${reference}`,
  paymentSubject: 'মূল্য পরিশোধ পেয়েছি',
  paymentReceived: (amount: string) => `আপনার অর্ডারের জন্য ${amount} পেয়েছি।`,
  stillDue: (amount: string) => `এখনো বাকি: ${amount}।`,
  paidInFull: 'আপনার অর্ডারের পুরো মূল্য পরিশোধ হয়েছে। ধন্যবাদ!',
  note: (note: string) => `নোট: ${note}`,
  shippedSubject: 'আপনার অর্ডার পথে আছে',
  shipped: 'আপনার অর্ডার পাঠানো হয়েছে।',
  deliveredSubject: 'আপনার অর্ডার পৌঁছে গেছে',
  returnedSubject: 'আপনার পার্সেল আমাদের কাছে ফেরত এসেছে',
  returned: 'কুরিয়ার আপনার অর্ডারটি আমাদের কাছে ফেরত দিয়েছে। এ বিষয়ে আমরা আপনার সাথে যোগাযোগ করব।',
  delivered: 'আপনার অর্ডার ডেলিভারি হয়েছে। আশা করি পণ্যগুলো আপনার কাজে লাগবে!',
  expiredSubject: 'আপনার অর্ডারের মেয়াদ শেষ',
  expiredNotConfirmed: 'সময়মতো আপনার অর্ডার নিশ্চিত হয়নি, তাই অর্ডারটি বাতিল হয়েছে এবং পণ্যগুলো আবার বিক্রির জন্য রাখা হয়েছে।',
  expiredNotPaid:
    'সময়মতো আপনার অর্ডারের মূল্য পরিশোধ হয়নি, তাই অর্ডারটি বাতিল হয়েছে এবং পণ্যগুলো আবার বিক্রির জন্য রাখা হয়েছে।',
  expiredNotApproved: (reference: string) => `আপনার অর্ডার ${reference} সময়মতো অনুমোদন না পাওয়ায় বাতিল করা হয়েছে।`,
  orderAgain: 'চাইলে আবার অর্ডার করতে পারেন।',
  cancelledSubject: 'আপনার অর্ডার বাতিল হয়েছে',
  cancelled: 'আপনার অর্ডার বাতিল করা হয়েছে।',
};
