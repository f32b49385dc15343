import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { PAGE_STATE_ELEMENT_ID } from '@tools-bd/contract/messages';
import { AppProviders, createQueryClient } from './app/providers.tsx';
import { AppRouter } from './app/router.tsx';
import { readPageState } from './app/ssr/pageState.ts';
import { applyShopMoney, SHOP_MONEY_QUERY_KEY, type ShopMoney } from './lib/money.ts';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const app = (queryClient: ReturnType<typeof createQueryClient>) => (
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <AppRouter />
    </AppProviders>
  </StrictMode>
);

// A public page the server rendered carries the data it was rendered from: the cache starts
// with it, and React takes over the server's markup instead of drawing the page again.
const pageState = document.getElementById(PAGE_STATE_ELEMENT_ID);
const queryClient = createQueryClient();
if (pageState?.textContent) {
  hydrate(queryClient, readPageState(pageState.textContent));
  // The amounts on the page were drawn in this currency: hydrate with the same.
  const money = queryClient.getQueryData<ShopMoney>(SHOP_MONEY_QUERY_KEY);
  if (money) applyShopMoney(money);
}
// A transition lets React hydrate or render the first screen in small slices, yielding to the
// browser between them, instead of one long task that keeps the page from answering input (a
// click on server-rendered markup meanwhile makes React hydrate that part first).
startTransition(() => {
  if (pageState?.textContent) hydrateRoot(root, app(queryClient));
  else createRoot(root).render(app(queryClient));
});
