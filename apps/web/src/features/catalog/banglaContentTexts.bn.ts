import type { BanglaOf } from '../../lib/i18n/texts.ts';
import type { banglaContentTexts } from './banglaContentTexts.ts';

export const banglaContentTextsBn: BanglaOf<typeof banglaContentTexts> = {
  nameBn: 'বাংলায় নাম (ঐচ্ছিক)',
  descriptionBn: 'বাংলায় বিবরণ (ঐচ্ছিক)',
  hint: 'বাংলা পাতায় এটি দেখানো হবে; খালি রাখলে ইংরেজিটি দেখাবে।',
  categoryNameBn: 'বাংলা নাম (ঐচ্ছিক)',
};
