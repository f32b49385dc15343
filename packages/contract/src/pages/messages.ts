/** The id of the <script type="application/json"> element that carries a server-rendered page's query cache. */
export const PAGE_STATE_ELEMENT_ID = 'tools-bd-page-state';

export const pageMessages = {
  sitemapPartInvalid: 'part must be a whole number from 1.',
} as const;
