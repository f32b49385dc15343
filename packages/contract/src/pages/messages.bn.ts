/** Bangla texts of pages/messages.ts. */
import { bnNumber } from '../common/bangla-numbers.ts';
import type { Translation } from '../common/languages.ts';
import type * as en from './messages.ts';

export const pageMessages: Translation<typeof en.pageMessages> = {
  sitemapPartInvalid: `part হতে হবে ${bnNumber(1)} বা তার বেশি একটি পূর্ণ সংখ্যা।`,
};
