import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reviewListSchema } from '@tools-bd/contract';
import { sendCachedJson } from '../../lib/etag.ts';

const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.reviews;

  app.get(
    '/reviews',
    { schema: { tags: ['reviews'], summary: 'Newest customer reviews first', response: { 200: reviewListSchema } } },
    async (request, reply) => sendCachedJson(request, reply, await service.listPublic()),
  );
};

export default reviewsRoutes;
