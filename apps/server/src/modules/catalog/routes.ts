import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, idParamsSchema, toolListSchema, toolSchema } from '@tools-bd/contract';
import { sendCachedJson } from '../../lib/etag.ts';

const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/tools',
    {
      config: { access: 'public' },
      schema: { tags: ['catalog'], operationId: 'listTools', summary: 'Every tool on sale', response: { 200: toolListSchema } },
    },
    async (request, reply) => sendCachedJson(request, reply, await app.catalog.listTools()),
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
    async (request, reply) => sendCachedJson(request, reply, await app.catalog.getTool(request.params.id)),
  );
};

export default catalogRoutes;
