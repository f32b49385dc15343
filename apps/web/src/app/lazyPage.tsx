import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { PageSpinner } from '../components/Spinner.tsx';

let pages = 0;

/** The attribute <html> carries once a screen is live: drawn, or hydrated over the server's markup. */
export const SCREEN_LIVE_ATTRIBUTE = 'data-screen-live';

/**
 * Marks the document once the screen beside it in the boundary has committed. Until a
 * server-rendered page's code has arrived and React has hydrated it, its buttons are markup
 * alone and a click on them does nothing; journeys wait for the mark before clicking.
 */
function MarkScreenLive() {
  useEffect(() => {
    document.documentElement.setAttribute(SCREEN_LIVE_ATTRIBUTE, '');
  }, []);
  return null;
}

/**
 * A code-split screen behind its own loading spinner. Each screen's boundary has its own key:
 * the router navigates inside a transition, and React keeps an already shown boundary's old
 * content until the new code arrives, so without the key the page left behind would stay on
 * screen, and take typing, under the new address. A fresh boundary shows the spinner at once.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): ReactNode {
  const Screen = lazy(load);
  pages += 1;
  return (
    <Suspense key={`page-${pages}`} fallback={<PageSpinner />}>
      <Screen />
      <MarkScreenLive />
    </Suspense>
  );
}

/**
 * A screen in the first bundle (the home page), marked live like the code-split ones; its boundary
 * shows the spinner while a Bangla page waits for the screen's texts.
 */
export function eagerPage(Screen: ComponentType): ReactNode {
  pages += 1;
  return (
    <Suspense key={`page-${pages}`} fallback={<PageSpinner />}>
      <Screen />
      <MarkScreenLive />
    </Suspense>
  );
}
