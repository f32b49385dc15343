import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@tools-bd/contract/messages';

/** The cookie a visitor's choice of language lands in (the server reads it too). */
export const LANGUAGE_COOKIE = 'lang';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

function cookieLanguage(cookies: string): Language | null {
  const value = /(?:^|;\s*)lang=([^;]*)/.exec(cookies)?.[1];
  return isLanguage(value) ? value : null;
}

/** The first of the browser's languages that is one of the shop's (what it sends as Accept-Language). */
function browserLanguage(languages: readonly string[]): Language | null {
  for (const tag of languages) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return null;
}

/**
 * The language of a page whose URL does not name one (a page rendered in the browser: /login,
 * /cart, /dashboard): the signed-in account's saved language, else the visitor's cookie, else the
 * browser's languages, else the shop's default.
 */
export function preferredLanguage({
  saved = null,
  cookies = typeof document === 'undefined' ? '' : document.cookie,
  browserLanguages = typeof navigator === 'undefined' ? [] : navigator.languages,
  shopDefault = DEFAULT_LANGUAGE,
}: {
  saved?: Language | null;
  cookies?: string;
  browserLanguages?: readonly string[];
  shopDefault?: Language;
} = {}): Language {
  return saved ?? cookieLanguage(cookies) ?? browserLanguage(browserLanguages) ?? shopDefault;
}

/** Keeps a visitor's choice for a year, on every path, sent on top-level navigations from other sites too. */
export function rememberLanguage(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}
