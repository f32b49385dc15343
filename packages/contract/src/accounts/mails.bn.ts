/** Bangla words of accounts/mails.ts. */
import type { Translation } from '../common/languages.ts';
import type * as en from './mails.ts';

export const accountMailTexts: Translation<typeof en.accountMailTexts> = {
  greeting: (name: string) => (name ? `প্রিয় ${name},` : 'প্রিয় গ্রাহক,'),
  signature: '— Tools-BD',
  reminderSubject: (company: string) => `${company}-এর পেমেন্টের রিমাইন্ডার`,
  reminderIntro: (company: string) => `Tools-BD-তে ${company}-এর বাকির হিসাব নিয়ে এটি একটি রিমাইন্ডার।`,
  dueSoonHeading: 'শিগগিরই পরিশোধের তারিখ আসছে এমন ইনভয়েস:',
  overdueHeading: 'মেয়াদ পেরোনো ইনভয়েস:',
  invoiceLine: (invoiceNumber: string, dueDate: string, open: string) =>
    `${invoiceNumber}, পরিশোধের শেষ তারিখ ${dueDate}: ${open}`,
  totalLine: (total: string) => `অ্যাকাউন্টে মোট বকেয়া: ${total}`,
  action: 'হিসাব বিবরণী খুলুন',
};
