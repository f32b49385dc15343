import type { BanglaOf } from '../../lib/i18n/texts.ts';
import type { reviewTexts } from './texts.ts';

export const reviewTextsBn: BanglaOf<typeof reviewTexts> = {
  heading: 'ক্রেতাদের রিভিউ',
  reviews: 'রিভিউ',
  loadingReviews: 'রিভিউ আসছে…',
  reviewsFailed: 'রিভিউগুলো আনা যায়নি। পাতাটি আবার লোড করুন।',
  noReviews: 'এখনো কোনো রিভিউ নেই। অর্ডারের টাকা পরিশোধ হলে ক্রেতারা রিভিউ দিতে পারেন।',
  outOf: (scale: string) => ` (${scale}-এর মধ্যে) · `,
  reviewCount: (_count: number, shown: string) => `${shown}টি রিভিউ`,
};
