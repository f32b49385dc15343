import { defineTexts } from '../../lib/i18n/texts.ts';

/** The admin's fields for a product's or a category's Bangla content. */
export const banglaContentTexts = defineTexts('banglaContent', {
  nameBn: 'Name in Bangla (optional)',
  descriptionBn: 'Description in Bangla (optional)',
  hint: 'Shown on the Bangla pages; the English is shown where this is empty.',
  categoryNameBn: 'Bangla name (optional)',
});
