/** Bangla words of quotes/mails.ts. */
import type { Translation } from '../common/languages.ts';
import type * as en from './mails.ts';

export const quoteMailTexts: Translation<typeof en.quoteMailTexts> = {
  greeting: (name: string) => (name ? `প্রিয় ${name},` : 'প্রিয় গ্রাহক,'),
  greetingShop: 'শুভেচ্ছা,',
  signature: '— Tools-BD',
  open: (url: string) => `কোটেশনটি খুলুন: ${url}`,
  quotedSubject: (number: string) => `আপনার কোটেশন ${number} প্রস্তুত`,
  quotedBody: (number: string, validUntil: string) =>
    `আপনার কোটেশন ${number}-এ আমরা দাম দিয়েছি। দামগুলো ${validUntil} তারিখের শেষ পর্যন্ত (ঢাকার সময়) বহাল থাকবে; কোটেশনটি PDF হিসেবে সংযুক্ত আছে।`,
  quotedTotal: (amount: string) => `কোটেশনের দামে মোট: ${amount}`,
  shopNote: (note: string) => `আমাদের নোট: ${note}`,
  messageSubject: (number: string) => `কোটেশন ${number}-এ নতুন বার্তা`,
  messageFromShop: (number: string) => `আপনার কোটেশন ${number} সম্পর্কে Tools-BD লিখেছে:`,
  messageFromBuyer: (name: string, number: string) => `কোটেশন ${number} সম্পর্কে ${name || 'ক্রেতা'} লিখেছেন:`,
  line: (quantity: string, name: string, sku: string, price: string) => `${quantity} × ${name} (${sku}), দাম ${price}`,
  documentTitle: 'কোটেশন',
  validUntil: (date: string) => `${date} তারিখের শেষ পর্যন্ত বহাল (এশিয়া/ঢাকা)`,
  requestedOn: (date: string) => `অনুরোধের তারিখ ${date}`,
  quoteFooter:
    'এটি একটি কোটেশন, ট্যাক্স ইনভয়েস নয়: এই কোটেশন থেকে দেওয়া অর্ডারের মূল্য পরিশোধ হলে (ক্যাশ অন ডেলিভারিতে: কনফার্ম হলে) ট্যাক্স ইনভয়েস দেওয়া হয়। ডেলিভারি চার্জ চেকআউটে যোগ হয়।',
};
