import type { BanglaOf } from '../../lib/i18n/texts.ts';
import type { contentTexts } from './texts.ts';

export const contentTextsBn: BanglaOf<typeof contentTexts> = {
  heroHeading: 'স্বাগতম',
  heroSlogan: 'আমাদের যন্ত্রপাতি নিন, কাজ হবে সহজ। নিরাপদ আর টেকসই।',
  getStarted: 'শুরু করুন',
  notFoundTitle: 'পাতাটি পাওয়া যায়নি',
  notFoundHeading: 'এই পাতাটি নেই',
  notFoundText: 'লিংকটি ভুল হতে পারে, অথবা পাতাটি সরানো হয়েছে।',
  backToShop: 'দোকানে ফিরে যান',
};
