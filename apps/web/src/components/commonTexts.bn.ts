import { ORDER_LIMITS } from '@tools-bd/contract/messages';
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
  itemAvailable: 'আপনার বাছাই করা পণ্যটি মজুদ আছে',
  followMinimumQuantity: 'ন্যূনতম অর্ডারের পরিমাণ মেনে চলুন',
  quantityWholeNumber: 'পরিমাণ পূর্ণ সংখ্যা হতে হবে',
  quantityTooLarge: `একবারে সর্বোচ্চ ${formatNumber(ORDER_LIMITS.quantityMax, 'bn')}টি অর্ডার করুন`,
  orderTooLarge: 'অর্ডারটি অনেক বড়, পরিমাণ একটু কমিয়ে দিন',
  soldOut: 'দুঃখিত, পণ্যটি স্টকে নেই',
  packSize: (count: number) => `${formatNumber(count, 'bn')}টির প্যাকে অর্ডার করুন`,
  socialMedia: 'সামাজিক মাধ্যম',
  starRating: (value: string, scale: string) => `${scale}-এর মধ্যে ${value} তারা`,
  starCount: (count: string) => `${count} তারা`,
};
