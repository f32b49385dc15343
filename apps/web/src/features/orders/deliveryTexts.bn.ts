import { districtNames as banglaDistrictNames } from '@tools-bd/contract/bangla/shipping';
import type { BanglaOf } from '../../lib/i18n/texts.ts';
import type { deliveryTexts } from './deliveryTexts.ts';

const districtNames = banglaDistrictNames as Record<string, string>;

export const deliveryTextsBn: BanglaOf<typeof deliveryTexts> = {
  district: 'জেলা',
  chooseDistrict: 'আপনার জেলা বেছে নিন',
  districtName: (district: string) => districtNames[district] ?? district,
  deliveryFee: (zone: string) => `ডেলিভারি চার্জ (${zone})`,
  freeDelivery: 'ফ্রি ডেলিভারি',
  freeAbove: (amount: string) => `${amount}-এর বেশি কেনাকাটায় ফ্রি ডেলিভারি`,
  deliveryFeeHint: 'জেলা বেছে নিলে ডেলিভারি চার্জ এখানে দেখাবে।',
  quoteFailed: 'ডেলিভারি চার্জ হিসাব করা যায়নি।',
  weight: (kilograms: string) => `পার্সেল: ${kilograms} কেজি`,
  total: 'ডেলিভারিসহ মোট',
  includesDelivery: (fee: string, district: string) =>
    `${districtNames[district] ?? district}-এ ডেলিভারি চার্জ ${fee} সহ`,
  feeAtPlacement: 'ডেলিভারি চার্জ জেলা ও ওজন অনুযায়ী, অর্ডার দেওয়ার সময় মোট দামের সাথে যোগ হবে।',
};
