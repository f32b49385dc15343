/** Bangla words of companies/mails.ts. */
import type { Translation } from '../common/languages.ts';
import type * as en from './mails.ts';

export const companyMailTexts: Translation<typeof en.companyMailTexts> = {
  greeting: (name: string) => (name ? `প্রিয় ${name},` : 'প্রিয় গ্রাহক,'),
  invitedGreeting: 'শুভেচ্ছা,',
  openLink: (url: string) => `অথবা এই লিংকটি খুলুন: ${url}`,
  signature: '— Tools-BD',
  approvedSubject: (company: string) => `${company}-এর ট্রেড অ্যাকাউন্ট অনুমোদিত হয়েছে`,
  approvedBody: (company: string) =>
    `Tools-BD ${company}-এর ট্রেড অ্যাকাউন্ট অনুমোদন করেছে। এখন থেকে এর সদস্যরা কোম্পানির মূল্য ও সুবিধায় অর্ডার করতে পারবেন।`,
  approvedAction: 'আমার অ্যাকাউন্ট খুলুন',
  rejectedSubject: (company: string) => `${company}-এর ট্রেড অ্যাকাউন্টের আবেদন`,
  rejectedBody: (company: string) =>
    `দুঃখিত, ${company}-এর ট্রেড অ্যাকাউন্ট আমরা অনুমোদন করতে পারিনি। আপনি সাধারণ গ্রাহক হিসেবে অর্ডার করতে পারবেন; কোনো প্রশ্ন থাকলে এই মেইলের উত্তর দিন।`,
  invitationSubject: (inviter: string, company: string) =>
    `${inviter || 'একজন সহকর্মী'} আপনাকে Tools-BD-তে ${company}-এ যোগ দিতে আমন্ত্রণ জানিয়েছেন`,
  invitationBody: (inviter: string, company: string, asOwner: boolean) =>
    `${inviter || 'একজন সহকর্মী'} আপনাকে Tools-BD-তে ${company}-এ ${asOwner ? 'মালিক' : 'ক্রেতা'} হিসেবে যোগ দিতে আমন্ত্রণ জানিয়েছেন।`,
  invitationHow: (days: string) =>
    `এই ই-মেইল ঠিকানা দিয়ে সাইন ইন (বা সাইন আপ) করে নিচের লিংকটি খুলুন। লিংকটি একবারই কাজ করবে এবং ${days} দিন পর মেয়াদ শেষ হবে।`,
  invitationAction: 'কোম্পানিতে যোগ দিন',
};
