import { defineTexts } from '../lib/i18n/texts.ts';

/** Previous / Next under a list, with where the list stands. */
export const paginationTexts = defineTexts('pagination', {
  pages: 'Pages',
  previous: 'Previous',
  next: 'Next',
  /** The numbers come formatted in the page's language; a Bangla noun carries its classifier ("টি পণ্য"). */
  summary: (page: string, pageCount: string, total: string, noun: string) =>
    `Page ${page} of ${pageCount} · ${total} ${noun}`,
});
