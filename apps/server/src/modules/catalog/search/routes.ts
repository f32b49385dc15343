import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { brandListSchema, categoryTreeSchema, errorSchema, slugParamsSchema, suggestQuerySchema, suggestionListSchema, toolDetailSchema } from '@tools-bd/contract';
import { sendCachedJson } from '../../../lib/etag.ts';

/** Public routes of finding things in the catalogue: a tool by slug, the category tree, the brands, the type-ahead. */
const catalogSearchRoutes: FastifyPluginAsyncZod = async (app) => {
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
    async (request, reply) => sendCachedJson(request, reply, await app.catalog.getToolBySlug(request.params.slug)),
  );

  app.get(
    '/categories',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalog'],
        operationId: 'listCategories',
        summary: 'The category tree; count is the products on sale in the category and its sub-categories',
        response: { 200: categoryTreeSchema },
      },
    },
    async (request, reply) => sendCachedJson(request, reply, await app.catalog.categoryTree()),
  );

  app.get(
    '/brands',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalog'],
        operationId: 'listBrands',
        summary: 'The brands that have products on sale, by name; count is how many',
        response: { 200: brandListSchema },
      },
    },
    async (request, reply) => sendCachedJson(request, reply, await app.catalog.brandList()),
  );

  app.get(
    '/search/suggest',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalog'],
        operationId: 'suggest',
        summary: 'Type-ahead: at most 8 categories and tools for the text typed so far (sku: a tool SKU, null for a category)',
        querystring: suggestQuerySchema,
        response: { 200: suggestionListSchema, 400: errorSchema },
      },
    },
    async (request, reply) => sendCachedJson(request, reply, await app.catalog.suggest(request.query.q)),
  );
};

export default catalogSearchRoutes;
