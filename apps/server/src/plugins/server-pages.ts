import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyBaseLogger } from 'fastify';
import { PAGE_STATE_ELEMENT_ID, type PageDataSource, type PageRenderer } from '@tools-bd/contract';
import { createDependentCache } from '../lib/dependent-cache.ts';

/**
 * Public pages rendered on the server (docs/decisions/009-server-rendered-public-pages.md):
 * the web app's SSR bundle renders them from the services' data, and this writes the result
 * into index.html. Pages the bundle does not render (sign-in, dashboard) get index.html as is.
 */

/** The blocks of index.html a rendered page replaces: head tags, #root's placeholder, <noscript>. */
const CLIENT_ONLY = /<!--client-only-->[\s\S]*?<!--\/client-only-->/g;

/** One answer, kept in every encoding it is sent in. */
export interface PageAnswer {
  status: number;
  plain: Buffer;
  brotli: Buffer;
  gzip: Buffer;
}

/**
 * How long a rendered page may be answered from memory. Only while its data is unchanged (the
 * key holds the data's fingerprint, read from the services at each request); the limit bounds
 * the age of the data's timestamps in the page, which the browser's cache goes by.
 */
const PAGE_CACHE_MILLISECONDS = 5_000;
/** Bounds the memory (a home page is ~40 kB with its encodings); random query strings cannot grow it. */
const PAGE_CACHE_ENTRIES = 300;

/** Loads apps/web/dist-ssr/entry-server.js, built beside the web app's dist folder; null when absent. */
export async function loadPageRenderer(webDistDir: string): Promise<PageRenderer | null> {
  const entry = join(webDistDir, '..', 'dist-ssr', 'entry-server.js');
  if (!existsSync(entry)) return null;
  const module = (await import(pathToFileURL(entry).href)) as { default: PageRenderer };
  return module.default;
}

/**
 * index.html cut around its three client-only blocks; null when it has not exactly three
 * (a template of another shape: server rendering is then left off, nothing breaks).
 */
function splitTemplate(indexHtml: string): string[] | null {
  const pieces = indexHtml.split(CLIENT_ONLY);
  return pieces.length === 4 ? pieces : null;
}

/** React puts the resources it preloads (images of the page) first; they belong in <head>. */
function moveLeadingLinks(head: string, appHtml: string): { head: string; body: string } {
  const links = /^(?:<link [^>]*>)+/.exec(appHtml)?.[0] ?? '';
  return { head: links ? `${head}\n    ${links}` : head, body: appHtml.slice(links.length) };
}

function toAnswer(status: number, html: string): PageAnswer {
  const plain = Buffer.from(html);
  return {
    status,
    plain,
    // Quality 5: about as small as 11 for HTML of this size, at a fraction of the time.
    brotli: brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
    gzip: gzipSync(plain, { level: 6 }),
  };
}

export interface ServerPages {
  rendersOnServer(path: string): boolean;
  /** The page for this URL (path and query), or null when it could not be rendered (logged). */
  answer(url: string): Promise<PageAnswer | null>;
}

export function createServerPages(options: {
  renderer: PageRenderer;
  indexHtml: string;
  data: PageDataSource;
  origin: string;
  log: FastifyBaseLogger;
}): ServerPages | null {
  const { renderer, data, origin, log } = options;
  const template = splitTemplate(options.indexHtml);
  if (!template) {
    log.warn('index.html has no client-only blocks: public pages are rendered in the browser only');
    return null;
  }
  const [beforeHead, beforeApp, beforeNoscript, rest] = template as [string, string, string, string];
  const cache = createDependentCache<PageAnswer>({
    timeToLiveMilliseconds: PAGE_CACHE_MILLISECONDS,
    maxEntries: PAGE_CACHE_ENTRIES,
  });

  async function answer(url: string): Promise<PageAnswer> {
    const page = await renderer.prepare({ url, origin, data });
    const key = `${url}\n${createHash('sha1').update(page.fingerprint).digest('base64url')}`;
    return cache.get(key, async () => {
      const { head, body } = moveLeadingLinks(page.head, await page.renderApp());
      const state = `<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">${page.stateJson}</script>`;
      // index.html says lang="en"; a Bangla page says its own.
      const start =
        page.language === 'en' ? beforeHead : beforeHead.replace('<html lang="en"', `<html lang="${page.language}"`);
      return {
        value: toAnswer(page.status, `${start}${head}${beforeApp}${body}${beforeNoscript}${state}${rest}`),
        dependsOn: [],
      };
    });
  }

  return {
    rendersOnServer: (path) => renderer.rendersOnServer(path),
    async answer(url) {
      try {
        return await answer(url);
      } catch (error) {
        // The browser can still draw the page (and say what failed); a 500 page helps nobody.
        log.error({ err: error, url }, 'server rendering failed: answering the client-rendered page');
        return null;
      }
    },
  };
}
