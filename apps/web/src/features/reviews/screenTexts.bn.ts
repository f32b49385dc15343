import type { BanglaOf } from '../../lib/i18n/texts.ts';
import type { reviewScreenTexts } from './screenTexts.ts';

export const reviewScreenTextsBn: BanglaOf<typeof reviewScreenTexts> = {
  review: 'রিভিউ',
  loadingOrders: 'আপনার অর্ডারগুলো লোড হচ্ছে…',
  reviewItem: (item: string) => `${item}-এর রিভিউ`,
  ratingFor: (item: string) => `${item}-এর রেটিং`,
  yourReview: 'আপনার রিভিউ',
  orderedOn: (quantity: string, date: string) => `${date} তারিখে ${quantity}টি অর্ডার করেছেন`,
};
