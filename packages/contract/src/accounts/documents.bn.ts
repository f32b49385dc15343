/** Bangla words of accounts/documents.ts. */
import type { Translation } from '../common/languages.ts';
import type * as en from './documents.ts';

export const statementTexts: Translation<typeof en.statementTexts> = {
  title: 'হিসাব বিবরণী',
  period: (from: string, to: string) => `${from} থেকে ${to}`,
  printed: (at: string) => `মুদ্রণ: ${at}`,
  customer: 'গ্রাহক',
  bin: (bin: string) => `বিআইএন: ${bin}`,
  terms: (terms: string) => `পেমেন্টের শর্ত: ${terms}`,
  creditLimit: (amount: string) => `বাকির সীমা: ${amount}`,
  amountsIn: (currency: string) => `অঙ্কগুলো ${currency}-এ`,
  columns: { date: 'তারিখ', type: 'ধরন', reference: 'রেফারেন্স', debit: 'ডেবিট', credit: 'ক্রেডিট', balance: 'ব্যালেন্স' },
  types: { invoice: 'ইনভয়েস', payment: 'পেমেন্ট', credit_note: 'ক্রেডিট নোট' },
  openingBalance: 'প্রারম্ভিক ব্যালেন্স',
  closingBalance: 'সমাপনী ব্যালেন্স',
  overdue: 'মেয়াদোত্তীর্ণ বকেয়া',
  available: 'নেওয়া যাবে এমন বাকি',
  noEntries: 'এই সময়ে কোনো লেনদেন নেই।',
  termNames: { prepaid: 'অগ্রিম পরিশোধ', net_7: '৭ দিনে', net_15: '১৫ দিনে', net_30: '৩০ দিনে', net_60: '৬০ দিনে' },
  footer: 'ঋণাত্মক ব্যালেন্স মানে অ্যাকাউন্টে আপনার জমা। এই বিবরণী নিয়ে প্রশ্ন থাকলে আমাদের মেইলের উত্তর দিন বা ফোন করুন।',
};
