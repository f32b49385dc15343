import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorSchema,
  idParamsSchema,
  orderSchema,
  recordPaymentRequestSchema,
  refundRequestSchema,
} from '@tools-bd/contract';
import { signedInUser } from '../../plugins/authentication.ts';
import { toOrderResponse } from '../orders/index.ts';

/** Admin: record cash or a bank transfer received, refund an order. */
const lifecyclePaymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/orders/:id/payments',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        operationId: 'recordOrderPayment',
        summary:
          'Record cash collected or a bank transfer received (admin): a part leaves a balance due, the whole makes the order paid; more is refused',
        params: idParamsSchema,
        body: recordPaymentRequestSchema,
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
      const order = await app.paymentLifecycle.recordReceivedPayment(
        signedInUser(request),
        request.params.id,
        request.body,
      );
      const [withLines] = await app.orders.withLines([order]);
      return toOrderResponse(withLines!);
    },
  );

  app.post(
    '/orders/:id/refund',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        operationId: 'refundOrder',
        summary:
          'Refund a paid or partly paid order not yet shipped (admin): card payments through the provider; the order is cancelled, its stock returns',
        params: idParamsSchema,
        body: refundRequestSchema,
        response: {
          200: orderSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: errorSchema,
          502: errorSchema,
        },
      },
    },
    async (request) => {
      const order = await app.paymentLifecycle.refundOrder(
        signedInUser(request),
        request.params.id,
        request.body?.note,
      );
      const [withLines] = await app.orders.withLines([order]);
      return toOrderResponse(withLines!);
    },
  );
};

export default lifecyclePaymentsRoutes;
