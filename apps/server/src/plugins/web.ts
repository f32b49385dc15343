import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { commonMessages, SIGN_IN_PROVIDERS_META } from '@tools-bd/contract';
import { sendWithoutOpenerPolicy } from './security.ts';
import { createServerPages, loadPageRenderer, type PageAnswer } from './server-pages.ts';

/**
 * apps/web/dist, found from this file whether it runs from source (apps/server/src/plugins)
 * or from the production bundle (apps/server/dist).
 */
const DEFAULT_WEB_DIST_DIR =
  [new URL('../../../web/dist/', import.meta.url), new URL('../../web/dist/', import.meta.url)]
    .map((url) => url.pathname)
    .find((dir) => existsSync(join(dir, 'index.html'))) ?? new URL('../../../web/dist/', import.meta.url).pathname;

/** index.html, read and compressed once: a file read per request costs 5x the throughput. */
interface IndexPage {
  text: string;
  plain: Buffer;
  brotli: Buffer;
  gzip: Buffer;
}

/**
 * index.html with what the shop knows at start written into it: the login card then knows at
 * once whether to show 'With Google', instead of asking and changing its size afterwards.
 */
function loadIndexPage(distDir: string, providers: { google: boolean }): IndexPage | null {
  const file = join(distDir, 'index.html');
  if (!existsSync(file)) return null;
  const meta = `<meta name="${SIGN_IN_PROVIDERS_META}" content="${providers.google ? 'google' : ''}" />`;
  const text = readFileSync(file, 'utf8').replace('</head>', `    ${meta}\n  </head>`);
  const plain = Buffer.from(text);
  return { text, plain, brotli: brotliCompressSync(plain), gzip: gzipSync(plain) };
}

function sendIndexPage(request: FastifyRequest, reply: FastifyReply, page: IndexPage | PageAnswer) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if ('status' in page) reply.code(page.status);
  reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding');
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(page.brotli);
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(page.gzip);
  return reply.send(page.plain);
}

/**
 * Serves the built web app: hashed assets cached for a year, other files for an hour, the
 * public pages rendered on the server (server-pages.ts) with 404 for a page that does not
 * exist, and index.html for every other GET outside /api so the browser router can take over.
 * Unknown /api paths answer 404 JSON.
 */
async function webPlugin(app: FastifyInstance) {
  const distDir = app.config.webDistDir ?? DEFAULT_WEB_DIST_DIR;
  const indexPage = loadIndexPage(distDir, { google: app.googleSignIn !== null });
  if (!indexPage) app.log.warn({ distDir }, 'web app not built: only the API is served (run `npm run build`)');
  const renderer = indexPage ? await loadPageRenderer(distDir) : null;
  if (indexPage && !renderer)
    app.log.warn(
      { distDir },
      'no server-rendering bundle beside the web app: every page is rendered in the browser (run `npm run build`)',
    );
  const serverPages =
    indexPage && renderer
      ? createServerPages({
          renderer,
          indexHtml: indexPage.text,
          data: app.pageData,
          origin: app.config.publicUrl,
          log: app.log,
        })
      : null;

  if (indexPage) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      wildcard: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        const immutable = filePath.includes('/assets/');
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && path !== '/api' && !path.startsWith('/api/');
    if (isPage && indexPage && !/\.[a-z0-9]+$/i.test(path)) {
      if (serverPages?.rendersOnServer(path)) {
        sendWithoutOpenerPolicy(reply);
        const page = await serverPages.answer(request.url);
        if (page) return sendIndexPage(request, reply, page);
      }
      return sendIndexPage(request, reply, indexPage);
    }
    return reply.code(404).send({ message: commonMessages.notFound });
  });
}

export default fp(webPlugin, { name: 'web', dependencies: ['database', 'identity', 'pages'] });
