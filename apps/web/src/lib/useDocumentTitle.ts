import { useEffect } from 'react';
import type { Language } from '@tools-bd/contract/messages';
import { useLanguage } from './i18n/LanguageProvider.tsx';

/** The shop's name alone: the home page's title, and the tail of every other page's. */
export const SHOP_TITLE = 'Tools-BD — wholesale hand and power tools';
const SHOP_TITLE_BN = 'Tools-BD — হাতের ও বিদ্যুৎচালিত যন্ত্রপাতির পাইকারি দোকান';

/** The tab's text for a page called `title` ('' for the home page); the server writes the same into its HTML. */
export function documentTitle(title: string, language: Language = 'en'): string {
  return title ? `${title} | Tools-BD` : language === 'bn' ? SHOP_TITLE_BN : SHOP_TITLE;
}

/** Names the page in the tab and for screen readers announcing navigation. */
export function useDocumentTitle(title: string) {
  const language = useLanguage();
  useEffect(() => {
    document.title = documentTitle(title, language);
  }, [title, language]);
}
