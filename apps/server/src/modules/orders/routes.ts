import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createOrderRequestSchema,
  idempotencyKeySchema,
  deleteResultSchema,
  errorSchema,
  idParamsSchema,
  orderDeclineSchema,
  orderListScopeQuerySchema,
  orderEventListSchema,
  orderListSchema,
  orderSchema,
  paymentMethodChangeSchema,
} from '@tools-bd/contract';
import { signedInUser } from '../../plugins/authentication.ts';
import { toOrderResponse } from './service.ts';

/** POST /api/orders may carry an Idempotency-Key: a retry with it answers the same order. */
const optionalIdempotencyKeyHeaders = z.object({ 'idempotency-key': idempotencyKeySchema.optional() });

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
        summary: 'Order a tool (a one-line order): the server sets the price and reserves the stock',
        description:
          'With an Idempotency-Key header, a retry of the same request answers the same order (200) and places nothing; the same key with another request answers 422.',
        headers: optionalIdempotencyKeyHeaders,
        body: createOrderRequestSchema,
        response: {
          200: orderSchema,
          201: orderSchema,
          400: errorSchema,
          401: errorSchema,
          404: errorSchema,
          409: errorSchema,
          422: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const { order, replayed } = await service.placeOrder(
        signedInUser(request),
        request.body,
        request.headers['idempotency-key'],
      );
      return reply.code(replayed ? 200 : 201).send(toOrderResponse(order));
    },
  );

  app.get(
    '/orders',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['orders'],
        operationId: 'listOrdersOfPerson',
        summary: "A person's orders, newest first (oneself; admins anyone); `scope=company`: the company's (owners)",
        description:
          'With `scope=company` (no `email`), an owner of an approved company gets every order of the company; anybody else 403.',
        querystring: orderListScopeQuerySchema,
        response: { 200: orderListSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => {
      const { scope, email } = request.query;
      const viewer = signedInUser(request);
      // The schema requires `email` without a scope.
      const rows =
        scope === 'company' ? await service.listCompanyOrders(viewer) : await service.listOrdersFor(viewer, email!);
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

/** An order's timeline, and the buyer's change of payment method. */
export const orderLifecycleRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.orders;

  app.get(
    '/orders/:id/events',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['orders'],
        operationId: 'listOrderEvents',
        summary:
          "An order's timeline, oldest first: every change of state or payment, who made it and why (its buyer or an admin)",
        params: idParamsSchema,
        response: { 200: orderEventListSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(await service.eventsForViewer(signedInUser(request), request.params.id)),
  );

  app.post(
    '/orders/:id/approve',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['orders'],
        operationId: 'approveOrder',
        summary:
          "Approve a company order waiting for approval (the company's owners): it moves on to where checkout would have put it",
        params: idParamsSchema,
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
    async (request) => toOrderResponse(await service.approveOrder(signedInUser(request), request.params.id)),
  );

  app.post(
    '/orders/:id/decline',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['orders'],
        operationId: 'declineOrder',
        summary:
          "Decline a company order waiting for approval (the company's owners): it is cancelled, its stock returns",
        params: idParamsSchema,
        body: orderDeclineSchema,
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
    async (request) =>
      toOrderResponse(await service.declineOrder(signedInUser(request), request.params.id, request.body.note)),
  );

  app.patch(
    '/orders/:id/payment-method',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['orders'],
        operationId: 'changeOrderPaymentMethod',
        summary: 'Change how an unpaid order will be paid (its buyer): one of the enabled methods',
        params: idParamsSchema,
        body: paymentMethodChangeSchema,
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
    async (request) =>
      toOrderResponse(
        await service.changePaymentMethod(signedInUser(request), request.params.id, request.body.paymentMethod),
      ),
  );
};

export default ordersRoutes;
