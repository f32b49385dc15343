import { formatNumber } from '../lib/i18n/format.ts';
import type { BanglaOf } from '../lib/i18n/texts.ts';
import type { commonTexts } from './commonTexts.ts';

export const commonTextsBn: BanglaOf<typeof commonTexts> = {
  loading: 'লোড হচ্ছে…',
  quantity: 'পরিমাণ',
  decrease: (action: string) => `${action} কমান`,
  increase: (action: string) => `${action} বাড়ান`,
  followMinimumOrder: 'ন্যূনতম অর্ডার মেনে চলুন',
  moreThanAvailable: 'মজুদের চেয়ে বেশি নেওয়া যাবে না',
  maxPerOrder: (count: number) => `প্রতি অর্ডারে সর্বোচ্চ ${formatNumber(count, 'bn')}টি`,
  socialMedia: 'সামাজিক মাধ্যম',
  starRating: (value: string, scale: string) => `${scale}-এর মধ্যে ${value} তারা`,
  starCount: (count: string) => `${count} তারা`,
};
