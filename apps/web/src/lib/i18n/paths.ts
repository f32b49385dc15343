import type { Language } from '@tools-bd/contract/messages';

/** Bangla pages live under this prefix (`/bn`, `/bn/shop…`); English ones keep the shop's own URLs. */
export const BANGLA_PREFIX = '/bn';

/** Whether a path is a Bangla page's (`/bn` or under `/bn/`; `/bnx` is not). */
export function isBanglaPath(path: string): boolean {
  return path === BANGLA_PREFIX || path.startsWith(`${BANGLA_PREFIX}/`);
}

/** The language a URL names: Bangla under `/bn`, else English. */
export const languageOfPath = (path: string): Language => (isBanglaPath(path) ? 'bn' : 'en');

/** The path without its language prefix: what the router's routes match (`/bn/shop` → `/shop`, `/bn` → `/`). */
export function pathWithoutLanguage(path: string): string {
  return isBanglaPath(path) ? path.slice(BANGLA_PREFIX.length) || '/' : path;
}

/** The same page in a language: `/shop?page=2` → `/bn/shop?page=2` and back; the home page is `/bn`, not `/bn/`. */
export function pathInLanguage(language: Language, url: string): string {
  const end = url.search(/[?#]/);
  const [path, rest] = end < 0 ? [url, ''] : [url.slice(0, end), url.slice(end)];
  const bare = pathWithoutLanguage(path);
  if (language === 'en') return `${bare}${rest}`;
  return `${bare === '/' ? BANGLA_PREFIX : `${BANGLA_PREFIX}${bare}`}${rest}`;
}

/** The router's basename for a language: Bangla pages' links stay under `/bn` without each link knowing it. */
export const basenameOf = (language: Language): string | undefined => (language === 'bn' ? BANGLA_PREFIX : undefined);
