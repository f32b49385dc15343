import type { BanglaOf } from '../../lib/i18n/texts.ts';
import { formatNumber } from '../../lib/i18n/format.ts';
import type { cartTexts } from './texts.ts';

export const cartTextsBn: BanglaOf<typeof cartTexts> = {
  cart: 'কার্ট',
  cartWithCount: (count: number) => `কার্ট, ${formatNumber(count, 'bn')}টি পণ্য`,
};
