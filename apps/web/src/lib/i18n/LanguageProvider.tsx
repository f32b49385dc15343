import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { I18nContext, I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import type { Language } from '@tools-bd/contract/messages';
import { setRequestLanguage } from '../api.ts';
import { formatPrice } from '../money.ts';
import { formatDateIn, formatNumber } from './format.ts';
import type { TextCatalog } from './texts.ts';

const LanguageContext = createContext<Language>('en');

/**
 * The page's language for everything below it. English needs nothing loaded: its texts are the
 * catalogs themselves. Bangla needs the i18next instance holding the Bangla texts (app/i18n,
 * a chunk of its own loaded only for Bangla pages); until it is there the page stays English.
 */
export function LanguageProvider({
  language,
  bangla,
  children,
}: {
  language: Language;
  bangla: I18n | null;
  children: ReactNode;
}) {
  const shown: Language = language === 'bn' && bangla ? 'bn' : 'en';
  useEffect(() => {
    document.documentElement.lang = shown;
    setRequestLanguage(shown);
  }, [shown]);
  const content = <LanguageContext.Provider value={shown}>{children}</LanguageContext.Provider>;
  return bangla ? <I18nextProvider i18n={bangla}>{content}</I18nextProvider> : content;
}

/** The language the page is shown in. */
export const useLanguage = (): Language => useContext(LanguageContext);

/**
 * A catalog's texts in the page's language, as a typed object (`t.heading`, `t.toolCount(3)`):
 * English is the catalog's own object, Bangla its twin from i18next (English where missing).
 */
export function useTexts<T extends object>(catalog: TextCatalog<T>): T {
  const language = useLanguage();
  const i18n = (useContext(I18nContext) as { i18n?: I18n } | undefined)?.i18n;
  if (language === 'en' || !i18n) return catalog.english;
  return (i18n.getResourceBundle(language, catalog.namespace) as T | undefined) ?? catalog.english;
}

/** The contract's texts (English → Bangla) as bangla.ts hands them to i18next, made a map once. */
const contractMaps = new WeakMap<object, Map<string, string>>();
const unchanged = (text: string) => text;

/**
 * A contract message in the page's language, found by its English text, as the server finds the
 * messages it answers with (docs/decisions/014): the form rules' messages (the contract's zod
 * schemas speak English), labels such as an order's status, and messages a screen shows itself.
 * A text that is not the contract's is shown as it is.
 */
export function useMessageText(): (text: string) => string {
  const language = useLanguage();
  const i18n = (useContext(I18nContext) as { i18n?: I18n } | undefined)?.i18n;
  if (language === 'en' || !i18n) return unchanged;
  const bundle = i18n.getResourceBundle(language, CONTRACT_NAMESPACE) as { pairs?: [string, string][] } | undefined;
  if (!bundle?.pairs) return unchanged;
  let map = contractMaps.get(bundle);
  if (!map) contractMaps.set(bundle, (map = new Map(bundle.pairs)));
  const found = map;
  return (text) => found.get(text) ?? text;
}

/** The i18next namespace holding the contract's texts as [English, Bangla] pairs. */
export const CONTRACT_NAMESPACE = 'contract';

/** Numbers, money (the shop's currency) and dates in the page's language. */
export function useFormat() {
  const language = useLanguage();
  return useMemo(
    () => ({
      language,
      number: (value: number) => formatNumber(value, language),
      price: (amount: number) => formatPrice(amount, language),
      date: (value: string | Date) => formatDateIn(value, language),
      utcDate: (value: string | Date) => formatDateIn(value, language, { utc: true }),
    }),
    [language],
  );
}
