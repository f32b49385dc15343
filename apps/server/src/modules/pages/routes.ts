import { pipeline, Readable } from 'node:stream';
import { createGzip } from 'node:zlib';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commonMessages, pageMessages } from '@tools-bd/contract';
import { notFound } from '../../lib/http-errors.ts';
import type { Sitemap } from './sitemap.ts';

const sitemapQuerySchema = z.object({
  part: z
    .string({ error: pageMessages.sitemapPartInvalid })
    .regex(/^[1-9]\d{0,5}$/, pageMessages.sitemapPartInvalid)
    .transform(Number)
    .optional(),
});

/** Crawlers may read the public pages; account, checkout and API paths are no pages for them. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /dashboard',
    'Disallow: /api/',
    'Disallow: /checkout',
    'Disallow: /purchases/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

const pagesRoutes: FastifyPluginAsyncZod<{ sitemap: Sitemap; origin: string }> = async (app, { sitemap, origin }) => {
  const robots = robotsTxt(origin);

  app.get(
    '/robots.txt',
    {
      config: { access: 'public' },
      // For crawlers, not part of the API: kept out of its OpenAPI document.
      schema: { hide: true },
    },
    async (_request, reply) =>
      reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robots),
  );

  app.get(
    '/sitemap.xml',
    {
      config: { access: 'public' },
      schema: { hide: true, querystring: sitemapQuerySchema },
    },
    async (request, reply) => {
      const parts = await sitemap.partCount();
      const { part } = request.query;
      let chunks: AsyncGenerator<string>;
      if (part === undefined) chunks = parts === 0 ? sitemap.whole() : sitemap.index(parts);
      else if (part <= parts) chunks = sitemap.part(part);
      else throw notFound(commonMessages.notFound);
      reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .header('vary', 'accept-encoding');
      let body: Readable = Readable.from(chunks);
      // 20,000 products make ~1.5 MB of XML and ~100 kB gzipped.
      if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
        reply.header('content-encoding', 'gzip');
        // pipeline, not pipe: a query failing half-way must end the gzip stream (and the answer) too.
        body = pipeline(body, createGzip(), (error) => {
          if (error) request.log.error({ err: error }, 'sitemap stream failed');
        });
      }
      return reply.send(body);
    },
  );
};

export default pagesRoutes;
