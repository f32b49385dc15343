import { defineTexts } from '../lib/i18n/texts.ts';

/** Words every screen shares. */
export const commonTexts = defineTexts('common', {
  loading: 'Loading…',
});
