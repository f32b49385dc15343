import { bangla } from '@tools-bd/contract/i18n';
import type { BanglaOf } from '../../lib/i18n/texts.ts';
import type { reviewTexts } from './texts.ts';

export const reviewTextsBn: BanglaOf<typeof reviewTexts> = {
  heading: bangla.reviews.reviewMessages.heading,
};
