/** Bangla words of identity/mails.ts. */
import type { Translation } from '../common/languages.ts';
import type * as en from './mails.ts';

export const identityMailTexts: Translation<typeof en.identityMailTexts> = {
  greeting: (name: string) => (name ? `প্রিয় ${name},` : 'প্রিয় গ্রাহক,'),
  openLink: (url: string) => `অথবা এই লিংকটি খুলুন: ${url}`,
  signature: '— Tools-BD',
  verifySubject: 'Tools-BD-তে আপনার ই-মেইল ঠিকানা নিশ্চিত করুন',
  verifyBody:
    'এটি যে আপনার ই-মেইল ঠিকানা, তা নিশ্চিত করতে নিচের লিংকটি খুলুন। লিংকটি একবারই কাজ করবে এবং ২৪ ঘণ্টা পর মেয়াদ শেষ হবে।',
  verifyAction: 'আমার ই-মেইল নিশ্চিত করুন',
  verifyFooter: 'আপনি Tools-BD-তে কোনো অ্যাকাউন্ট না খুলে থাকলে এই মেইলটি উপেক্ষা করুন।',
  resetSubject: 'আপনার Tools-BD পাসওয়ার্ড রিসেট করুন',
  resetBody:
    'কেউ (সম্ভবত আপনি) আপনার Tools-BD অ্যাকাউন্টের পাসওয়ার্ড রিসেট করতে চেয়েছেন। নতুন পাসওয়ার্ড বেছে নিতে নিচের লিংকটি খুলুন। লিংকটি একবারই কাজ করবে এবং এক ঘণ্টা পর মেয়াদ শেষ হবে।',
  resetAction: 'নতুন পাসওয়ার্ড বেছে নিন',
  resetFooter: 'আপনি এটি না চেয়ে থাকলে মেইলটি উপেক্ষা করুন: আপনার পাসওয়ার্ড যেমন আছে তেমনই থাকবে।',
};
