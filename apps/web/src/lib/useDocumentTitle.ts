import { useEffect } from 'react';

/** The shop's name alone: the home page's title, and the tail of every other page's. */
export const SHOP_TITLE = 'Tools-BD — wholesale hand and power tools';

/** The tab's text for a page called `title` ('' for the home page); the server writes the same into its HTML. */
export function documentTitle(title: string): string {
  return title ? `${title} | Tools-BD` : SHOP_TITLE;
}

/** Names the page in the tab and for screen readers announcing navigation. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
