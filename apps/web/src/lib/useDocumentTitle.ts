import { useEffect } from 'react';

/** Names the page in the tab and for screen readers announcing navigation. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title ? `${title} | Tools-BD` : 'Tools-BD — wholesale hand and power tools';
  }, [title]);
}
