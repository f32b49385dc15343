import type { BanglaOf } from '../../lib/i18n/texts.ts';
import type { checkoutTexts } from './checkoutTexts.ts';

export const checkoutTextsBn: BanglaOf<typeof checkoutTexts> = {
  title: 'চেকআউট',
  loading: 'আপনার কার্ট আনা হচ্ছে…',
  cartFailed: 'আপনার কার্ট আনা যায়নি।',
  browseTools: 'টুলগুলো দেখুন',
  delivery: 'ডেলিভারি',
  name: 'নাম',
  phone: 'ফোন',
  address: 'ঠিকানা',
  backToCart: 'কার্টে ফিরে যান',
  placeOrder: 'অর্ডার দিন',
};
