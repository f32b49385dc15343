import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, shippingQuoteQuerySchema, shippingQuoteSchema } from '@tools-bd/contract';
import { signedInUser } from '../../plugins/authentication.ts';

/** Delivery: what the signed-in buyer's cart costs to deliver to a district. */
const shippingRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.shipping;

  app.get(
    '/shipping/quote',
    {
      config: { access: 'user' },
      schema: {
        tags: ['shipping'],
        operationId: 'getShippingQuote',
        summary:
          "The delivery fee of the buyer's cart to a district: the first delivery zone that covers it, the cart's weight in grams and the fee",
        description:
          "The fee is the zone's baseFee plus its perKgFee for each kilogram, the weight rounded up to whole kilograms (at least one); " +
          "nothing once the goods' total reaches the zone's freeAbove. 400 for a missing or unknown district, an empty cart, or a district no zone covers.",
        querystring: shippingQuoteQuerySchema,
        response: { 200: shippingQuoteSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(await service.quote(signedInUser(request).id, request.query.district)),
  );
};

export default shippingRoutes;
