/** Bangla texts of accounts/messages.ts (field names and wire values stay as the API spells them). */
import { bnNumber } from '../common/bangla-numbers.ts';
import type { Translation } from '../common/languages.ts';
import { ACCOUNT_LIMITS, ACCOUNT_PAYMENT_METHODS, PAYMENT_TERMS } from './messages.ts';
import type * as en from './messages.ts';

export const accountMessages: Translation<typeof en.accountMessages> = {
  needsTerms: 'বাকিতে কিনতে পেমেন্টের শর্ত (টার্মস) লাগবে',
  creditLimitExceeded: (available: string) => `বাকির সীমা ছাড়িয়ে যাচ্ছে: ${available} বাকি নেওয়া যাবে`,
  overdue: 'আপনার অ্যাকাউন্টে মেয়াদ পেরোনো বকেয়া ইনভয়েস আছে',
  paymentTermsInvalid: `paymentTerms এগুলোর একটি হতে হবে: ${PAYMENT_TERMS.join(', ')}`,
  creditLimitInvalid: `creditLimit ${bnNumber(0)} থেকে ${bnNumber(ACCOUNT_LIMITS.creditLimitMax)} পর্যন্ত একটি অঙ্ক হতে হবে, দশমিকের পরে সর্বোচ্চ দুই ঘর`,
  amountInvalid: `amount ${bnNumber(ACCOUNT_LIMITS.paymentMax)} পর্যন্ত একটি ধনাত্মক অঙ্ক হতে হবে, দশমিকের পরে সর্বোচ্চ দুই ঘর`,
  methodInvalid: `method এগুলোর একটি হতে হবে: ${ACCOUNT_PAYMENT_METHODS.join(', ')}`,
  referenceInvalid: `reference সর্বোচ্চ ${bnNumber(ACCOUNT_LIMITS.referenceMax)} অক্ষরের লেখা হতে হবে`,
  receivedAtInvalid: 'receivedAt হতে হবে একটি তারিখ ও সময়, ভবিষ্যতের নয়',
  dateRangeInvalid: 'from ও to তারিখ হতে হবে (YYYY-MM-DD), from যেন to-এর পরে না হয়, দুটির ব্যবধান সর্বোচ্চ দশ বছর',
  payAmountAboveBalance: 'অঙ্কটি বকেয়া ব্যালেন্সের চেয়ে বেশি',
  onlinePaymentUnavailable: 'অনলাইনে পেমেন্ট এখন করা যাচ্ছে না',
};
