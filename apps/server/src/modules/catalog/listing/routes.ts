import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorSchema,
  idParamsSchema,
  slugParamsSchema,
  toolDetailSchema,
  toolListQuerySchema,
  toolPageSchema,
  toolSchema,
} from '@tools-bd/contract';
import { sendCachedJson } from '../../../lib/etag.ts';
import { toToolListing } from '../search/search.ts';
import { pageLinks } from './page-links.ts';

const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/tools',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalog'],
        operationId: 'listTools',
        summary: 'Tools on sale, a page at a time: search (q), filters, sort',
        description:
          'q searches names, descriptions, brands and categories, with prefixes and typo tolerance, and SKUs (any case, with or without hyphens): a SKU equal to q comes first, SKUs starting with q after the other matches; sort defaults to relevance with q, newest without. ' +
          'X-Total-Count gives the number of matches, Link the next and previous pages, and X-Did-You-Mean (percent-encoded) a nearby product name when a search found nothing.',
        querystring: toolListQuerySchema,
        response: { 200: toolPageSchema, 400: errorSchema },
      },
    },
    async (request, reply) => {
      const listing = toToolListing(request.query);
      const overlay = await app.buyerPrices.overlayFor(request);
      const page = await app.catalog.listTools(listing, overlay);
      reply.header('x-total-count', String(page.total));
      const links = pageLinks(request.url, listing.page, listing.limit, page.total);
      if (links) reply.header('link', links);
      if (page.didYouMean) reply.header('x-did-you-mean', encodeURIComponent(page.didYouMean));
      return sendCachedJson(request, reply, page.json, overlay !== null);
    },
  );

  app.get(
    '/tools/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalog'],
        operationId: 'getTool',
        summary: 'One tool',
        params: idParamsSchema,
        response: { 200: toolSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const overlay = await app.buyerPrices.overlayFor(request);
      return sendCachedJson(request, reply, await app.catalog.getTool(request.params.id, overlay), overlay !== null);
    },
  );

  app.get(
    '/tools/by-slug/:slug',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalog'],
        operationId: 'getToolBySlug',
        summary: 'One tool by its slug, with brand and category path (top-level category first)',
        params: slugParamsSchema,
        response: { 200: toolDetailSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const overlay = await app.buyerPrices.overlayFor(request);
      const detail = await app.catalog.getToolBySlug(request.params.slug, overlay);
      return sendCachedJson(request, reply, detail, overlay !== null);
    },
  );
};

export default catalogRoutes;
