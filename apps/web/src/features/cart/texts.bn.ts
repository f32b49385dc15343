import type { BanglaOf } from '../../lib/i18n/texts.ts';
import { formatNumber } from '../../lib/i18n/format.ts';
import type { cartTexts } from './texts.ts';

export const cartTextsBn: BanglaOf<typeof cartTexts> = {
  cart: 'কার্ট',
  // The count its own word, as the badge shows it: the name starts with the visible "কার্ট ১২" (label in name).
  cartWithCount: (count: number) => `কার্ট, ${formatNumber(count, 'bn')} টি পণ্য`,
  addToCart: 'কার্টে যোগ করুন',
  addedToCart: (count: string) => `${count}টি কার্টে যোগ হয়েছে`,
  nextBreak: (more: string, price: string) => `আর ${more}টি নিলে প্রতি পিস ${price} পড়বে`,
};
