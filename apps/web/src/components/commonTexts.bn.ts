import type { BanglaOf } from '../lib/i18n/texts.ts';
import type { commonTexts } from './commonTexts.ts';

export const commonTextsBn: BanglaOf<typeof commonTexts> = {
  loading: 'লোড হচ্ছে…',
};
