import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkoutConflictSchema, checkoutRequestSchema, checkoutResultSchema, errorSchema, idempotencyKeySchema } from '@tools-bd/contract';
import { signedInUser } from '../../plugins/authentication.ts';
import { toOrderResponse } from '../orders/service.ts';

/** Checkout: the buyer's cart becomes one order, placed by the orders module. */
const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/checkout',
    {
      config: { access: 'user' },
      schema: {
        tags: ['cart'],
        operationId: 'checkout',
        summary: 'Order the whole cart: every line judged and its stock taken together, or nothing',
        description:
          'Requires an Idempotency-Key header (8–64 characters). A retry with the same key answers the same order (200), also once the cart is empty; the same key with a different request or a different non-empty cart answers 422. Keys belong to the account.',
        headers: z.object({ 'idempotency-key': idempotencyKeySchema }),
        body: checkoutRequestSchema,
        response: {
          200: checkoutResultSchema,
          201: checkoutResultSchema,
          400: errorSchema,
          401: errorSchema,
          409: checkoutConflictSchema,
          422: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const { order, replayed } = await app.orders.checkout(signedInUser(request), request.body, request.headers['idempotency-key']);
      return reply.code(replayed ? 200 : 201).send({ order: toOrderResponse(order) });
    },
  );
};

export default checkoutRoutes;
