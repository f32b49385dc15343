import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createReviewRequestSchema,
  errorSchema,
  ownReviewListSchema,
  ownReviewSchema,
  reviewListSchema,
  slugParamsSchema,
  toolReviewsSchema,
} from '@tools-bd/contract';
import { sendCachedJson } from '../../lib/etag.ts';
import { signedInUser } from '../../plugins/authentication.ts';

const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.reviews;

  app.get(
    '/reviews',
    {
      config: { access: 'public' },
      schema: {
        tags: ['reviews'],
        operationId: 'listReviews',
        summary: 'Newest customer reviews first',
        response: { 200: reviewListSchema },
      },
    },
    async (request, reply) => sendCachedJson(request, reply, await service.listPublic()),
  );

  app.get(
    '/tools/by-slug/:slug/reviews',
    {
      config: { access: 'public' },
      schema: {
        tags: ['reviews'],
        operationId: 'listToolReviews',
        summary: "One product's reviews (newest first), with their count and average rating",
        params: slugParamsSchema,
        response: { 200: toolReviewsSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => service.listForTool(request.params.slug),
  );

  app.get(
    '/reviews/mine',
    {
      config: { access: 'user' },
      schema: {
        tags: ['reviews'],
        operationId: 'listOwnReviews',
        summary: "The signed-in person's own reviews, each with the order it reviews",
        response: { 200: ownReviewListSchema, 401: errorSchema },
      },
    },
    async (request) => service.listOwn(signedInUser(request)),
  );

  app.post(
    '/reviews',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['reviews'],
        operationId: 'createReview',
        summary: 'Review one of your orders, once (rating 1–5)',
        body: createReviewRequestSchema,
        response: {
          201: ownReviewSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request, reply) => reply.code(201).send(await service.createReview(signedInUser(request), request.body)),
  );
};

export default reviewsRoutes;
