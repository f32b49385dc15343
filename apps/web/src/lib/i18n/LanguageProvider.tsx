import { createContext, use, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import type { TextDomain } from '@tools-bd/contract/i18n';
import type { Language } from '@tools-bd/contract/messages';
import { setRequestLanguage } from '../api.ts';
import { formatPrice } from '../money.ts';
import { formatDateIn, formatNumber } from './format.ts';
import type { TextCatalog } from './texts.ts';

/**
 * The Bangla texts a page reads: an i18next instance holding the namespaces loaded so far, and how
 * to load another (app/i18n/banglaStore.ts: each namespace is a chunk of its own).
 */
export interface BanglaTexts {
  readonly i18n: I18n;
  /** Loads a namespace's Bangla into `i18n`, once. */
  load(namespace: string): Promise<void>;
}

const LanguageContext = createContext<Language>('en');
const BanglaContext = createContext<BanglaContextValue>({ bangla: null });

/**
 * The page's language for everything below it. English needs nothing loaded: its texts are the
 * catalogs themselves. Bangla needs the i18next instance of the Bangla texts (app/i18n, a chunk
 * of its own loaded only for Bangla pages); until it is there the page stays English. `read`, on
 * the server, collects the namespaces the page's texts came from: the browser loads those before
 * it hydrates the page.
 */
export function LanguageProvider({
  language,
  bangla,
  read,
  children,
}: {
  language: Language;
  bangla: BanglaTexts | null;
  read?: Set<string>;
  children: ReactNode;
}) {
  const shown: Language = language === 'bn' && bangla ? 'bn' : 'en';
  useEffect(() => {
    document.documentElement.lang = shown;
    setRequestLanguage(shown);
  }, [shown]);
  const context = useMemo(() => ({ bangla, read }), [bangla, read]);
  const content = (
    <LanguageContext.Provider value={shown}>
      <BanglaContext.Provider value={context}>{children}</BanglaContext.Provider>
    </LanguageContext.Provider>
  );
  return bangla ? <I18nextProvider i18n={bangla.i18n}>{content}</I18nextProvider> : content;
}

type BanglaContextValue = { bangla: BanglaTexts | null; read?: Set<string> };

/**
 * A namespace's Bangla bundle, or the loading of its chunk when it is not there yet: the hooks
 * below then `use` it, which suspends the screen (its Suspense boundary shows the spinner, a
 * hydrating page keeps the server's markup) until it is there, so a Bangla screen never shows its
 * English first.
 */
function bundleOf<T>({ bangla, read }: BanglaContextValue, namespace: string): T | Promise<void> | null {
  if (!bangla) return null;
  read?.add(namespace);
  return (bangla.i18n.getResourceBundle('bn', namespace) as T | undefined) ?? bangla.load(namespace);
}

/** The language the page is shown in. */
export const useLanguage = (): Language => useContext(LanguageContext);

/**
 * A catalog's texts in the page's language, as a typed object (`t.heading`, `t.toolCount(3)`):
 * English is the catalog's own object, Bangla its twin from i18next (English where missing).
 */
export function useTexts<T extends object>(catalog: TextCatalog<T>): T {
  const language = useLanguage();
  const context = useContext(BanglaContext);
  if (language === 'en') return catalog.english;
  let bundle = bundleOf<T>(context, catalog.namespace);
  if (bundle instanceof Promise) {
    use(bundle);
    bundle = bundleOf<T>(context, catalog.namespace) as T | null;
  }
  return bundle ?? catalog.english;
}

/** Every contract domain (the typecheck fails one left out): what useMessageText() reads without a list. */
const EVERY_DOMAIN = Object.keys({
  accounts: true,
  cart: true,
  catalog: true,
  companies: true,
  common: true,
  delivery: true,
  identity: true,
  invoices: true,
  notifications: true,
  orders: true,
  pages: true,
  pricing: true,
  payments: true,
  profiles: true,
  quotes: true,
  reports: true,
  reviews: true,
  settings: true,
  shipping: true,
  users: true,
} satisfies Record<TextDomain, true>) as TextDomain[];

/** The i18next namespace of a contract domain's texts, as [English, Bangla] pairs. */
export const contractNamespace = (domain: TextDomain | ''): string => `contract.${domain}`;

type Pairs = { pairs: [string, string][] };
/** A domain's pairs made a map once. */
const contractMaps = new WeakMap<Pairs, Map<string, string>>();
const unchanged = (text: string) => text;

/**
 * A contract message in the page's language, found by its English text, as the server finds the
 * messages it answers with (docs/decisions/014): the form rules' messages (the contract's zod
 * schemas speak English), labels such as an order's status, and messages a screen shows itself.
 * `domains` are the contract domains whose messages the screen shows (every domain without a
 * list: fine for a signed-in screen, too much for a public page). A text that is not among them
 * is shown as it is.
 */
export function useMessageText(...domains: TextDomain[]): (text: string) => string {
  const language = useLanguage();
  const context = useContext(BanglaContext);
  if (language === 'en' || !context.bangla) return unchanged;
  const wanted = domains.length > 0 ? domains : EVERY_DOMAIN;
  // Every chunk asked for at once, before the first one is waited for.
  for (const domain of wanted) void context.bangla.load(contractNamespace(domain)).catch(() => undefined);
  const maps: Map<string, string>[] = [];
  for (const domain of wanted) {
    let bundle = bundleOf<Pairs>(context, contractNamespace(domain));
    if (bundle instanceof Promise) {
      use(bundle);
      bundle = bundleOf<Pairs>(context, contractNamespace(domain)) as Pairs | null;
    }
    if (!bundle) continue;
    let map = contractMaps.get(bundle);
    if (!map) contractMaps.set(bundle, (map = new Map(bundle.pairs)));
    maps.push(map);
  }
  return (text) => {
    for (const map of maps) {
      const found = map.get(text);
      if (found !== undefined) return found;
    }
    return text;
  };
}

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
