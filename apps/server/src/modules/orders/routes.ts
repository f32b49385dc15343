import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createOrderRequestSchema,
  deleteResultSchema,
  errorSchema,
  idParamsSchema,
  orderListQuerySchema,
  orderListSchema,
  orderSchema,
} from '@tools-bd/contract';
import { signedInUser } from '../../plugins/authentication.ts';
import { toOrderResponse } from './service.ts';

/** Customer order calls: place, list one's own, read one, cancel. */
const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.orders;

  app.post(
    '/orders',
    {
      config: { access: 'user' },
      schema: {
        tags: ['orders'],
        operationId: 'placeOrder',
        summary: 'Order a tool: the server sets the price and reserves the stock',
        body: createOrderRequestSchema,
        response: { 201: orderSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const row = await service.placeOrder(signedInUser(request), request.body);
      return reply.code(201).send(toOrderResponse(row));
    },
  );

  app.get(
    '/orders',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['orders'],
        operationId: 'listOrdersOfPerson',
        summary: "A person's orders, newest first (oneself; admins anyone)",
        querystring: orderListQuerySchema,
        response: { 200: orderListSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => {
      const rows = await service.listOrdersFor(signedInUser(request), request.query.email);
      return rows.map(toOrderResponse);
    },
  );

  app.get(
    '/orders/:id',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['orders'],
        operationId: 'getOrder',
        summary: 'One order (its buyer or an admin)',
        params: idParamsSchema,
        response: { 200: orderSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => toOrderResponse(await service.getOrderForViewer(signedInUser(request), request.params.id)),
  );

  app.delete(
    '/orders/:id',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['orders'],
        operationId: 'cancelOrder',
        summary: 'Cancel an unpaid order (its buyer or an admin); the stock comes back',
        params: idParamsSchema,
        response: {
          200: deleteResultSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request) => {
      await service.cancelOrder(signedInUser(request), request.params.id);
      return { acknowledged: true, deletedCount: 1 };
    },
  );
};

export default ordersRoutes;
