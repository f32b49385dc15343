import type { BanglaOf } from '../lib/i18n/texts.ts';
import type { paginationTexts } from './paginationTexts.ts';

export const paginationTextsBn: BanglaOf<typeof paginationTexts> = {
  pages: 'পাতা',
  previous: 'আগের পাতা',
  next: 'পরের পাতা',
  summary: (page: string, pageCount: string, total: string, noun: string) =>
    `${pageCount}টি পাতার ${page} নম্বর · মোট ${total}${noun}`,
};
