/**
 * The Bangla chunk's core: an i18next instance that starts empty and takes each namespace's
 * Bangla as a page needs it, and where each namespace's chunk is (banglaTexts.ts). Imported only
 * through banglaStore.ts.
 */
import i18next, { type i18n as I18n } from 'i18next';

export { banglaTextLoaders, contractTextLoaders } from './banglaTexts.ts';

export function createBangla(): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: 'bn',
    fallbackLng: false,
    resources: { bn: {} },
    ns: [],
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return instance;
}

/** Every string text of a contract domain with its Bangla, for useMessageText (functions are the screens' own texts). */
export function contractPairs(english: object, bangla: object, pairs: [string, string][] = []): [string, string][] {
  for (const [key, text] of Object.entries(english)) {
    const translated = (bangla as Record<string, unknown>)[key];
    if (typeof text === 'string' && typeof translated === 'string') pairs.push([text, translated]);
    else if (typeof text === 'object' && text !== null && typeof translated === 'object' && translated !== null)
      contractPairs(text, translated, pairs);
  }
  return pairs;
}
