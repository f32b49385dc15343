export {
  LanguageProvider,
  useLanguage,
  useTexts,
  useFormat,
  useMessageText,
  contractNamespace,
  type BanglaTexts,
} from './LanguageProvider.tsx';
export { defineTexts, type TextCatalog, type BanglaOf } from './texts.ts';
export { formatNumber, formatMoneyIn, formatDateIn } from './format.ts';
export {
  BANGLA_PREFIX,
  isBanglaPath,
  languageOfPath,
  pathWithoutLanguage,
  pathInLanguage,
  basenameOf,
} from './paths.ts';
export { LANGUAGE_COOKIE, preferredLanguage, rememberLanguage } from './preference.ts';
