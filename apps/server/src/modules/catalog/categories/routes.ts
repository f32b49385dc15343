import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { brandListSchema, categoryTreeSchema } from '@tools-bd/contract';
import { sendCachedJson } from '../../../lib/etag.ts';

/** Public routes of the shop's filters: the category tree and the brands, with their counts. */
const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
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
};

export default categoryRoutes;
