import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Footer } from '../../components/Footer.tsx';
import { HydratedApart } from '../../components/HydratedApart.tsx';
import { CartSync } from '../../features/cart/index.ts';
import { useShopCurrency } from '../../lib/money.ts';
import { useTexts } from '../../lib/i18n/index.ts';
import { shellTexts } from '../../components/shellTexts.ts';
import { Navbar } from './Navbar.tsx';
import { ShopCurrencySync } from './ShopCurrencySync.tsx';

/** A new page starts at its top; a jump to an anchor (#id) on the same page is left to the browser. */
function ScrollToTopOnNavigation() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!window.location.hash) window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

export function RootLayout() {
  // Amounts are formatted while rendering: a change of currency (first visit of a taka shop) draws the page again.
  const currency = useShopCurrency();
  const t = useTexts(shellTexts);
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-brand-500 px-4 py-2 font-semibold text-ink focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
      >
        {t.skipToContent}
      </a>
      <Navbar />
      <main id="main" className="flex-1" tabIndex={-1}>
        <Outlet key={currency} />
      </main>
      <HydratedApart>
        <Footer />
      </HydratedApart>
      <ScrollToTopOnNavigation />
      <CartSync />
      <ShopCurrencySync />
    </div>
  );
}
