import { bangla } from '@tools-bd/contract/i18n';
import type { BanglaOf } from '../../lib/i18n/texts.ts';
import { formatNumber } from '../../lib/i18n/format.ts';
import type { cartTexts } from './texts.ts';

export const cartTextsBn: BanglaOf<typeof cartTexts> = {
  cart: 'কার্ট',
  cartWithCount: (count: number) => `কার্ট, ${formatNumber(count, 'bn')}টি পণ্য`,
  addToCart: bangla.cart.cartMessages.addToCart,
  addedToCart: (count: string) => `${count}টি কার্টে যোগ হয়েছে`,
  nextBreak: (more: string, price: string) => `আর ${more}টি নিলে প্রতি পিস ${price} পড়বে`,
};
