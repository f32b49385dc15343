/**
 * The server-rendering entry (Vite SSR build: apps/web/dist-ssr/entry-server.js). The server
 * loads it once and calls `prepare` for each public page: the same components as the browser,
 * inside a StaticRouter, with the query cache filled from the server's services. The browser
 * then hydrates from that cache (main.tsx) without asking for the data again.
 */
import { StrictMode, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { Writable } from 'node:stream';
import { StaticRouter } from 'react-router';
import type { PageRenderRequest, PageRenderer, PreparedPage } from '@tools-bd/contract';
import { AppProviders, createQueryClient } from './app/providers.tsx';
import { AppRoutes } from './app/router.tsx';
import { findServerPage, notFoundHeadIn } from './app/ssr/serverPages.ts';
import { headTags, scriptSafeJson, type PageHead } from './app/ssr/pageHead.ts';
import { dehydratePage, withBanglaTexts } from './app/ssr/pageState.ts';
import { applyShopMoney, SHOP_MONEY_QUERY_KEY, type ShopMoney } from './lib/money.ts';
import { basenameOf, languageOfPath, pathWithoutLanguage } from './lib/i18n/index.ts';
import { loadAllBangla } from './app/i18n/banglaStore.ts';

// The server renders pages in both languages: every Bangla text is there before the first page.
await loadAllBangla();

/**
 * The markup of the whole tree once every lazy screen has loaded (onAllReady): a page that
 * streamed a spinner first would show nothing without JavaScript.
 */
function renderComplete(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      // React moves a finished Suspense boundary larger than this (12.8 kB by default) out of
      // line, to be put in place by an inline script: the CSP forbids those, and without
      // JavaScript the content would stay hidden. The whole page is sent at once anyway.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => reject(error instanceof Error ? error : new Error(String(error))),
    });
  });
}

export function rendersOnServer(path: string): boolean {
  return findServerPage(pathWithoutLanguage(path)) !== undefined;
}

export async function prepare({ url, origin, data }: PageRenderRequest): Promise<PreparedPage> {
  const location = new URL(url, 'http://shop.invalid');
  const queryClient = createQueryClient();
  const language = languageOfPath(location.pathname);
  const match = findServerPage(pathWithoutLanguage(location.pathname));
  // Amounts render in the shop's currency on the server too, and the browser hydrates with the same (main.tsx).
  const { currency, pricesIncludeVat } = await data.publicSettings();
  applyShopMoney({ currency, pricesIncludeVat });
  queryClient.setQueryData<ShopMoney>(SHOP_MONEY_QUERY_KEY, { currency, pricesIncludeVat });
  let head: PageHead | null = null;
  if (match?.page)
    head = await match.page.load({
      params: match.params,
      search: location.searchParams,
      data,
      queryClient,
      origin,
      language,
    });
  // Taken before rendering, so it holds what the page was given and nothing the render started.
  const state = dehydratePage(queryClient);
  const headHtml = headTags(
    head ?? { ...notFoundHeadIn(language), path: pathWithoutLanguage(location.pathname), notFound: true },
    origin,
    language,
  );
  const page: PreparedPage = {
    status: head && !head.notFound ? 200 : 404,
    language,
    head: headHtml,
    // The data without its timestamps: what the markup is drawn from.
    fingerprint: JSON.stringify([headHtml, state.queries.map((query) => [query.queryKey, query.state.data])]),
    stateJson: scriptSafeJson(state),
    async renderApp() {
      const readTexts = new Set<string>();
      const html = await renderComplete(
        <StrictMode>
          <AppProviders queryClient={queryClient}>
            <StaticRouter basename={basenameOf(language)} location={location.pathname + location.search}>
              <AppRoutes urlLanguage={language} readTexts={readTexts} />
            </StaticRouter>
          </AppProviders>
        </StrictMode>,
      );
      // A Bangla page's state names the namespaces its texts came from: the browser loads them before hydrating.
      if (language === 'bn') page.stateJson = scriptSafeJson(withBanglaTexts(state, [...readTexts].sort()));
      return html;
    },
  };
  return page;
}

// Checked against the contract's interface: the server calls these two through it.
const renderer: PageRenderer = { rendersOnServer, prepare };
export default renderer;
