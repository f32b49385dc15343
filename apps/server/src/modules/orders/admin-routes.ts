import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminOrderListQuerySchema,
  adminOrderListSchema,
  errorSchema,
  idParamsSchema,
  orderSchema,
  orderStatusUpdateSchema,
} from '@tools-bd/contract';
import { createAdminOrdersService } from './admin-service.ts';
import { signedInUser } from '../../plugins/authentication.ts';
import { toOrderResponse } from './service.ts';

const adminOnly = { tags: ['admin'] };

/** Admin order calls: list every order, change an order's status. The admin check runs first. */
const adminOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAdminOrdersService(app.db);

  // The sketch answered a bare array of every order; the shop paginates: {orders, page, limit, total}.
  app.get(
    '/order',
    {
      config: { access: 'admin' },
      schema: {
        ...adminOnly,
        operationId: 'listAllOrders',
        summary: 'Every order, newest first, paginated and filterable by state (admin)',
        querystring: adminOrderListQuerySchema,
        response: { 200: adminOrderListSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request, reply) => {
      const { rows, page, limit, total } = await service.listOrders(request.query);
      return reply
        .header('cache-control', 'no-store')
        .send({ orders: (await app.orders.withLines(rows)).map(toOrderResponse), page, limit, total });
    },
  );

  app.patch(
    '/orders/:id/status',
    {
      config: { access: 'admin' },
      schema: {
        ...adminOnly,
        operationId: 'setOrderStatus',
        summary:
          "Move an order through the lifecycle's transition table (admin), with an optional note; the customer sees it",
        params: idParamsSchema,
        body: orderStatusUpdateSchema,
        response: {
          200: orderSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request) => {
      const { order: changed, restockedToolIds } = await service.setStatus(
        signedInUser(request),
        request.params.id,
        request.body,
      );
      app.orders.stockChanged(restockedToolIds);
      const [order] = await app.orders.withLines([changed]);
      return toOrderResponse(order!);
    },
  );
};

export default adminOrdersRoutes;
