import type { ReactNode } from 'react';
import { BrowserRouter, matchRoutes, useLocation, useRoutes } from 'react-router';
import type { Language } from '@tools-bd/contract/messages';
import { useSession } from '../features/identity/index.ts';
import { basenameOf, LanguageProvider, preferredLanguage } from '../lib/i18n/index.ts';
import { useBangla } from './i18n/banglaStore.ts';
import { routes } from './routes.tsx';

/** The pages rendered on the server (as app/ssr/serverPages.ts lists them): their URL says their language. */
const PUBLIC_PAGES = new Set(['/', '/shop', '/shop/:categorySlug', '/tools/:slug', '/blogs', '/portfolio', '*']);

/**
 * The page's language. A URL under /bn is Bangla; the other public pages (and the not-found page)
 * are English, since their URL is English and English URLs never redirect; a page rendered in the
 * browser at an English URL (/login, /cart, /dashboard) follows the person: the account's saved
 * language, else the cookie, else the browser's languages, else the shop's default.
 */
function PageLanguage({
  urlLanguage,
  readTexts,
  children,
}: {
  urlLanguage: Language;
  readTexts?: Set<string>;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  const { user } = useSession();
  const matches = matchRoutes(routes, pathname);
  // An index route has no path of its own: /dashboard's is its parent's.
  const leaf = matches?.filter((match) => match.route.path !== undefined).pop()?.route.path;
  const isPublic = leaf === undefined || PUBLIC_PAGES.has(leaf);
  const saved = (user as { language?: Language | null } | null)?.language ?? null;
  const language = urlLanguage === 'bn' ? 'bn' : isPublic ? 'en' : preferredLanguage({ saved });
  const bangla = useBangla(language === 'bn');
  return (
    <LanguageProvider language={language} bangla={bangla} read={readTexts}>
      {children}
    </LanguageProvider>
  );
}

/**
 * The shop's pages for the current location; the server renders them inside its StaticRouter,
 * noting in `readTexts` the namespaces of the Bangla texts the page read.
 */
export function AppRoutes({ urlLanguage = 'en', readTexts }: { urlLanguage?: Language; readTexts?: Set<string> }) {
  return (
    <PageLanguage urlLanguage={urlLanguage} readTexts={readTexts}>
      {useRoutes(routes)}
    </PageLanguage>
  );
}

/**
 * The declarative router: the shop loads its data with TanStack Query, not with route loaders,
 * and the data router's machinery cost ~18 kB (gzip) of every page's first load. Bangla pages
 * have it under /bn: every link of the page stays in Bangla without knowing it.
 */
export function AppRouter({ urlLanguage = 'en' }: { urlLanguage?: Language }) {
  return (
    <BrowserRouter basename={basenameOf(urlLanguage)}>
      <AppRoutes urlLanguage={urlLanguage} />
    </BrowserRouter>
  );
}
