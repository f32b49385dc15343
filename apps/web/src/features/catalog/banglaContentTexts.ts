import { defineTexts } from '../../lib/i18n/texts.ts';

/** The admin's fields for a product's or a category's Bangla content. */
export const banglaContentTexts = defineTexts('banglaContent', {
  // In Bangla script, as the fields are: the English form keeps one field labelled "Name" and one "Description".
  nameBn: 'বাংলা নাম (optional)',
  descriptionBn: 'বাংলা বিবরণ (optional)',
  hint: 'Shown on the Bangla pages; the English is shown where this is empty.',
  categoryNameBn: 'বাংলা নাম (optional)',
});
