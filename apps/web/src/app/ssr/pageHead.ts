import type { Language } from '@tools-bd/contract/messages';
import { documentTitle } from '../../lib/useDocumentTitle.ts';
import { pathInLanguage } from '../../lib/i18n/paths.ts';
import banglaFontUrl from '../../fonts/noto-sans-bengali-ui.woff2?url';

/** What a server-rendered page says about itself in <head>. */
export interface PageHead {
  /** The page's own name ('' for the home page), as its screen passes to useDocumentTitle. */
  title: string;
  description: string;
  /** The canonical path (no query unless it names a different page). */
  path: string;
  /** A picture for link previews: an absolute URL or a path on the shop. */
  image?: string;
  type?: 'website' | 'product';
  /** A CSS background that is the page's largest paint: fetched with the CSS, not after it. */
  preloadImage?: string;
  /** Structured data (schema.org), written as JSON-LD. */
  jsonLd?: Record<string, unknown>;
  /** The page says that what was asked for does not exist (answered with status 404). */
  notFound?: true;
}

/** The home page's description (index.html carries the same, for pages rendered in the browser). */
export const SHOP_DESCRIPTION =
  'Tools-BD: wholesale hand and power tools for trade buyers. Order by the box, pay by card, delivered reliably since 1992.';
/** The home page's hero, also the picture link previews show when a page has none of its own. */
export const SHOP_IMAGE = '/images/hero-workshop.svg';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe inside an element or a double-quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);
}

/**
 * JSON safe inside a <script> element: no `</script>`, no `<!--`, and no line separators that
 * old parsers took for line ends. The escapes are still JSON, so JSON.parse reads the same value.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** An absolute URL on the shop for a path; absolute URLs stay as they are. */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/**
 * The head's tags as HTML: title, description, canonical link (the page in its own language), the
 * page in each language (hreflang, English the default), Open Graph and JSON-LD.
 */
export function headTags(head: PageHead, origin: string, language: Language = 'en'): string {
  const title = documentTitle(head.title, language);
  const url = absoluteUrl(origin, pathInLanguage(language, head.path));
  const alternate = (hreflang: string, path: string) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(absoluteUrl(origin, path))}" />`;
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    // A page that does not exist has no twin in the other language.
    ...(head.notFound
      ? []
      : [
          alternate('en', head.path),
          alternate('bn', pathInLanguage('bn', head.path)),
          alternate('x-default', head.path),
        ]),
    meta('property', 'og:site_name', 'Tools-BD'),
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', absoluteUrl(origin, head.image ?? SHOP_IMAGE)),
    meta('name', 'twitter:card', 'summary_large_image'),
  ];
  if (head.preloadImage)
    tags.push(`<link rel="preload" href="${escapeHtml(head.preloadImage)}" as="image" fetchpriority="high" />`);
  // The Bangla font (index.css) is wanted for the first paint: `font-display: optional` uses it only if it is there.
  if (language === 'bn')
    tags.push(`<link rel="preload" href="${escapeHtml(banglaFontUrl)}" as="font" type="font/woff2" crossorigin />`);
  if (head.jsonLd) tags.push(`<script type="application/ld+json">${scriptSafeJson(head.jsonLd)}</script>`);
  return tags.join('\n    ');
}
