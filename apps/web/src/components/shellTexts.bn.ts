import type { BanglaOf } from '../lib/i18n/texts.ts';
import type { shellTexts } from './shellTexts.ts';

export const shellTextsBn: BanglaOf<typeof shellTexts> = {
  mainNavigation: 'প্রধান মেনু',
  home: 'হোম',
  shop: 'দোকান',
  blogs: 'ব্লগ',
  portfolio: 'পোর্টফোলিও',
  dashboard: 'ড্যাশবোর্ড',
  logOut: 'লগ আউট',
  login: 'লগইন',
  signedInAs: 'লগইন করেছেন: ',
  openSearch: 'খোঁজার ঘর খুলুন',
  closeSearch: 'খোঁজার ঘর বন্ধ করুন',
  openMenu: 'মেনু খুলুন',
  closeMenu: 'মেনু বন্ধ করুন',
  skipToContent: 'মূল অংশে যান',
  otherLanguage: 'English',
  otherLanguageLabel: 'This page in English',
  footerGroups: {
    shipping: {
      title: 'ডেলিভারি',
      links: { selling: 'বিক্রি', design: 'ডিজাইন', production: 'উৎপাদন', advertisement: 'বিজ্ঞাপন' },
    },
    company: {
      title: 'প্রতিষ্ঠান',
      links: { about: 'আমাদের কথা', contact: 'যোগাযোগ', join: 'আমাদের সাথে কাজ করুন', employee: 'কর্মী' },
    },
    legal: { title: 'আইনি', links: { terms: 'ব্যবহারের শর্ত', privacy: 'গোপনীয়তা নীতি', cookies: 'কুকি নীতি' } },
  },
  tagline: '১৯৯২ সাল থেকে নির্ভরযোগ্য যন্ত্রপাতি',
  copyright: (year: string) => `স্বত্ব © ${year} - সর্বস্বত্ব সংরক্ষিত: Tools-BD`,
};
