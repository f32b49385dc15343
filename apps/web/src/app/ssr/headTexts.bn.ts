import type { BanglaOf } from '../../lib/i18n/texts.ts';
import { formatNumber } from '../../lib/i18n/format.ts';
import type { headTexts } from './headTexts.ts';

export const headTextsBn: BanglaOf<typeof headTexts> = {
  shopDescription:
    'Tools-BD: ব্যবসায়ী ক্রেতাদের জন্য হাতের ও বিদ্যুৎচালিত যন্ত্রপাতির পাইকারি দোকান। বাক্স ধরে অর্ডার করুন, কার্ডে টাকা দিন; ১৯৯২ সাল থেকে নির্ভরযোগ্য ডেলিভারি।',
  categoryNotFound: 'এই ক্যাটাগরি পাওয়া যায়নি',
  categoryAt: (name: string) => `Tools-BD-তে ${name}`,
  theCatalogue: 'Tools-BD-র পণ্যতালিকা',
  resultsFor: (query: string) => `“${query}”-এর ফলাফল`,
  shop: 'দোকান',
  shopDescriptionOf: (where: string, count: number | null) =>
    `${where}: ব্যবসায়ী ক্রেতাদের জন্য ${count === null ? '' : `${formatNumber(count, 'bn')}টি `}যন্ত্রপাতি, বাক্স ধরে পাইকারি মূল্যে।`,
  toolNotFound: 'এই পণ্যটি পাওয়া যায়নি',
  blogs: 'ব্লগ',
  blogsDescription: 'React আর JavaScript দিয়ে এমন দোকান বানানো নিয়ে আমাদের প্রায়ই যেসব প্রশ্ন করা হয়, সেগুলোর সহজ উত্তর।',
  portfolio: 'পোর্টফোলিও',
  portfolioDescription: 'Tools-BD-র পেছনের ডেভেলপারের জীবনবৃত্তান্ত: অভিজ্ঞতা, দক্ষতা আর প্রকল্প।',
  notFound: 'পাতাটি পাওয়া যায়নি',
  notFoundDescription: 'এই পাতাটি নেই। লিংকটি ভুল হতে পারে, অথবা পাতাটি সরানো হয়েছে।',
};
