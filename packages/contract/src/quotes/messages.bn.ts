/** Bangla texts of quotes/messages.ts. */
import { bnNumber } from '../common/bangla-numbers.ts';
import type { Translation } from '../common/languages.ts';
import type * as en from './messages.ts';

export const quoteMessages: Translation<typeof en.quoteMessages> = {
  quoteNotFound: 'কোটেশনটি পাওয়া যায়নি',
  notYours: 'এই কোটেশনটি আপনার নয়',
  notPricedYet: 'এই কোটেশনে এখনও দাম দেওয়া হয়নি',
  expired: 'এই কোটেশনের মেয়াদ শেষ হয়ে গেছে',
  noLongerOpen: 'এই কোটেশনটি আর খোলা নেই',
  changed: 'এই কোটেশনটি বদলেছে: গ্রহণ করার আগে আবার পড়ে নিন',
  tooManyOpenQuotes: (count: number) => `আপনার ${bnNumber(count)}টি খোলা কোটেশন আছে`,
  messageInvalid: 'বার্তা ১ থেকে ২,০০০ অক্ষরের হতে হবে',
  noteInvalid: 'নোট সর্বোচ্চ ২,০০০ অক্ষরের হতে পারে',
  validUntilInvalid: 'validUntil আজ থেকে ৯০ দিনের মধ্যে একটি তারিখ (YYYY-MM-DD) হতে হবে',
  linesInvalid: 'lines-এ কোটেশনের প্রতিটি লাইনের দাম দিতে হবে, প্রতিটি পণ্য একবার',
  priceInvalid: 'price কমপক্ষে ০.০১ হতে হবে, পুরো সেন্টে',
  quantityInvalid: 'quantity কমপক্ষে ১, একটি পূর্ণসংখ্যা হতে হবে',
  statusInvalid: 'status হতে হবে requested, quoted, accepted, rejected, expired অথবা withdrawn',
  pageInvalid: 'page ১ বা তার বেশি হতে হবে',
};

export const quoteStatusLabels: Translation<typeof en.quoteStatusLabels> = {
  requested: 'অনুরোধ করা হয়েছে',
  quoted: 'দাম দেওয়া হয়েছে',
  accepted: 'গৃহীত',
  rejected: 'প্রত্যাখ্যাত',
  expired: 'মেয়াদোত্তীর্ণ',
  withdrawn: 'প্রত্যাহার করা হয়েছে',
};

export const quoteEventLabels: Translation<typeof en.quoteEventLabels> = {
  requested: 'কোটেশনের অনুরোধ',
  quoted: 'দাম পাঠানো হয়েছে',
  message: 'বার্তা',
  accepted: 'গৃহীত: অর্ডার দেওয়া হয়েছে',
  rejected: 'প্রত্যাখ্যাত',
  expired: 'মেয়াদোত্তীর্ণ',
  withdrawn: 'দোকান প্রত্যাহার করেছে',
};
