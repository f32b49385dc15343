import type { BanglaOf } from '../../lib/i18n/texts.ts';
import type { orderTexts } from './texts.ts';

export const orderTextsBn: BanglaOf<typeof orderTexts> = {
  volumePrices: 'পাইকারি মূল্য',
  quantity: 'পরিমাণ',
  unitPrice: 'প্রতি পিসের দাম',
  yourPrice: ' (আপনার দাম)',
};
