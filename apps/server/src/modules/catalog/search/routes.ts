import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, suggestQuerySchema, suggestionListSchema } from '@tools-bd/contract';
import { sendCachedJson } from '../../../lib/etag.ts';

/** The public type-ahead of the shop's search box. */
const catalogSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search/suggest',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalog'],
        operationId: 'suggest',
        summary:
          'Type-ahead: at most 8 categories and tools for the text typed so far (sku: a tool SKU, null for a category)',
        querystring: suggestQuerySchema,
        response: { 200: suggestionListSchema, 400: errorSchema },
      },
    },
    async (request, reply) => sendCachedJson(request, reply, await app.catalog.suggest(request.query.q)),
  );
};

export default catalogSearchRoutes;
