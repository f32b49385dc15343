import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { PAGE_STATE_ELEMENT_ID } from '@tools-bd/contract/messages';
import { nextTask } from './afterFirstPaint.ts';
import { AppProviders, createQueryClient } from './app/providers.tsx';
import { AppRouter } from './app/router.tsx';
import { readPageState } from './app/ssr/pageState.ts';
import { numberHistoryEntry } from './lib/historyEntry.ts';
import { applyShopMoney, SHOP_MONEY_QUERY_KEY, shopCurrency, type ShopMoney } from './lib/money.ts';
import { languageOfPath, preferredLanguage } from './lib/i18n/index.ts';
import { loadBangla } from './app/i18n/banglaStore.ts';
import type { Language } from '@tools-bd/contract/messages';

const app = (queryClient: ReturnType<typeof createQueryClient>, urlLanguage: Language) => (
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <AppRouter urlLanguage={urlLanguage} />
    </AppProviders>
  </StrictMode>
);

/**
 * Starting the shop, once main.tsx has seen the page painted, is split into tasks of a few
 * milliseconds each, so no single one keeps the page from answering input for long (Lighthouse
 * counts what a task takes beyond 50 ms, on its 4× slower CPU, as blocking time). The
 * module graph's evaluation is one task; then each step of start() waits for a task of its own.
 */
export async function start(root: HTMLElement) {
  const serverJson = document.getElementById(PAGE_STATE_ELEMENT_ID)?.textContent;
  const queryClient = createQueryClient();
  const urlLanguage = languageOfPath(window.location.pathname);
  await nextTask();
  // A public page the server rendered carries the data it was rendered from: the cache starts
  // with it, and React takes over the server's markup instead of drawing the page again.
  const serverState = serverJson ? readPageState(serverJson) : null;
  // A Bangla page hydrates with the Bangla texts its markup was drawn with (chunks of their own,
  // never loaded by an English page); a page drawn in the browser for someone who reads Bangla
  // gets the shell's on their way as well, and each screen its own when it first shows.
  const bangla =
    urlLanguage === 'bn'
      ? loadBangla(serverState?.banglaTexts)
      : serverState
        ? null
        : preferredLanguage() === 'bn'
          ? loadBangla()
          : null;
  if (serverState) hydrate(queryClient, serverState);
  await nextTask();
  // The amounts on the page were drawn in this currency: hydrate with the same. Either way this is
  // the page's first use of localStorage, which opens it (a synchronous trip to the browser process,
  // 2–7 ms): here on its own rather than inside hydration's first slice.
  const money = queryClient.getQueryData<ShopMoney>(SHOP_MONEY_QUERY_KEY);
  if (money) applyShopMoney(money);
  else shopCurrency();
  await nextTask();
  numberHistoryEntry();
  await nextTask();
  // A transition lets React hydrate or render the first screen in small slices, yielding to the
  // browser between them, instead of one long task that keeps the page from answering input (a
  // click on server-rendered markup meanwhile makes React hydrate that part first).
  if (bangla) await bangla.catch(() => undefined);
  startTransition(() => {
    if (serverJson) hydrateRoot(root, app(queryClient, urlLanguage));
    else createRoot(root).render(app(queryClient, urlLanguage));
  });
}
