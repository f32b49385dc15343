import type { BanglaOf } from '../../lib/i18n/texts.ts';
import type { userTexts } from './texts.ts';

export const userTextsBn: BanglaOf<typeof userTexts> = {
  allUsers: 'সব ব্যবহারকারী',
  admin: 'অ্যাডমিন',
  customer: 'ক্রেতা',
  alreadyAdmin: (email: string) => `${email} আগে থেকেই অ্যাডমিন`,
  takeAdminAway: (email: string) => `${email}-এর অ্যাডমিন অধিকার তুলে নেবেন?`,
  user: 'ব্যবহারকারী',
  cashOnDelivery: 'ক্যাশ অন ডেলিভারি',
  trusted: 'বিশ্বস্ত',
  actions: 'কাজ',
  removeAdmin: 'অ্যাডমিন থেকে সরান',
  makeAdmin: 'অ্যাডমিন বানান',
  loadingUsers: 'ব্যবহারকারীরা লোড হচ্ছে…',
  caption: 'অ্যাকাউন্ট আছে এমন সবাই, তাদের ভূমিকাসহ',
  noAccounts: 'এখনো কোনো অ্যাকাউন্ট নেই',
};
