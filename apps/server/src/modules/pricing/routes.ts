import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorSchema,
  idParamsSchema,
  priceListDeleteResultSchema,
  priceListInputSchema,
  priceListListSchema,
  priceListSchema,
  priceListUpdateSchema,
} from '@tools-bd/contract';

const tags = ['pricing'];

/** Dealer price lists: the admins' lists of discounts and fixed prices that companies buy at. */
const pricingRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.pricing;

  app.post(
    '/admin/price-lists',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        operationId: 'createPriceList',
        summary:
          'Add a price list: a discount on every product and its breaks, and fixed prices (with their own breaks) for some',
        body: priceListInputSchema,
        response: { 201: priceListSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await service.create(request.body)),
  );

  app.get(
    '/admin/price-lists',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        operationId: 'listPriceLists',
        summary: 'Every price list by name, with how many prices it fixes and how many companies buy at it',
        response: { 200: priceListListSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async () => service.list(),
  );

  app.get(
    '/admin/price-lists/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        operationId: 'getPriceList',
        summary: 'One price list with its fixed prices',
        params: idParamsSchema,
        response: { 200: priceListSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => service.get(request.params.id),
  );

  app.patch(
    '/admin/price-lists/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        operationId: 'updatePriceList',
        summary: "Change a price list's name, discount or prices (`prices` replaces them all)",
        params: idParamsSchema,
        body: priceListUpdateSchema,
        response: { 200: priceListSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => service.update(request.params.id, request.body),
  );

  app.delete(
    '/admin/price-lists/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        operationId: 'deletePriceList',
        summary: 'Remove a price list; one a company buys at answers 409',
        params: idParamsSchema,
        response: {
          200: priceListDeleteResultSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request) => {
      await service.remove(request.params.id);
      return { deleted: true as const };
    },
  );
};

export default pricingRoutes;
