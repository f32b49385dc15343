import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  checkoutConflictSchema,
  checkoutRequestSchema,
  checkoutResultSchema,
  errorSchema,
  idempotencyKeySchema,
  idParamsSchema,
  reorderResultSchema,
} from '@tools-bd/contract';
import { signedInUser } from '../../plugins/authentication.ts';
import { reorderIntoCart } from './reorder.ts';

/** Between the cart and the orders: checkout (the cart becomes one order, placed by the orders module) and reorder (an order's lines go back into the cart). */
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
      const { order, replayed } = await app.orders.checkout(
        signedInUser(request),
        request.body,
        request.headers['idempotency-key'],
      );
      return reply.code(replayed ? 200 : 201).send({ order: app.orders.toResponse(order) });
    },
  );

  app.post(
    '/orders/:id/reorder',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['cart'],
        operationId: 'reorder',
        summary:
          "Put a past order's lines into the cart at today's rules and prices; `changes` lists each line that no longer passes",
        params: idParamsSchema,
        response: { 200: reorderResultSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => reorderIntoCart(app.orders, app.cart, signedInUser(request), request.params.id),
  );
};

export default checkoutRoutes;
