import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  confirmOrderPaymentRequestSchema,
  createPaymentIntentRequestSchema,
  errorSchema,
  idParamsSchema,
  orderSchema,
  paymentConfigSchema,
  paymentIntentResponseSchema,
  simulatorConfirmRequestSchema,
  simulatorConfirmResponseSchema,
  webhookResponseSchema,
} from '@tools-bd/contract';
import { signedInUser } from '../../plugins/authentication.ts';
import { toOrderResponse } from '../orders/index.ts';

/** Card payment calls: the intent, the buyer's confirmation, the simulator and the screen's config. */
const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.payments;

  app.get(
    '/payments/config',
    {
      config: { access: 'public' },
      schema: {
        tags: ['payments'],
        operationId: 'getPaymentConfig',
        summary: 'Which card payment provider the payment screen uses',
        response: { 200: paymentConfigSchema },
      },
    },
    async () => service.config(),
  );

  app.post(
    '/create-payment-intent',
    {
      config: { access: 'owner', accessCheckedAt: 'after-validation' },
      schema: {
        tags: ['payments'],
        operationId: 'createPaymentIntent',
        summary: "A client secret to pay one's own unpaid order; the amount is the stored order price",
        body: createPaymentIntentRequestSchema,
        response: {
          200: paymentIntentResponseSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: errorSchema,
          502: errorSchema,
        },
      },
    },
    async (request) => service.createPaymentIntent(signedInUser(request), request.body),
  );

  app.patch(
    '/orders/:id',
    {
      config: { access: 'owner', accessCheckedAt: 'after-validation' },
      schema: {
        tags: ['payments'],
        operationId: 'confirmOrderPayment',
        summary:
          'Record the payment of an order: the provider must confirm the intent succeeded for this order and amount',
        params: idParamsSchema,
        body: confirmOrderPaymentRequestSchema,
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
      const [order] = await app.orders.withLines([
        await service.confirmOrderPayment(signedInUser(request), request.params.id, request.body),
      ]);
      return toOrderResponse(order!);
    },
  );

  app.post(
    '/payments/simulator/confirm',
    {
      config: { access: 'public' },
      schema: {
        tags: ['payments'],
        operationId: 'confirmSimulatedPayment',
        summary: "Test mode only: confirm a payment with one of Stripe's test cards (what Stripe.js does with Stripe)",
        body: simulatorConfirmRequestSchema,
        response: { 200: simulatorConfirmResponseSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => service.confirmWithSimulator(request.body),
  );

  // Signature checks need the body exactly as sent, so this one route gets its own raw-body parser.
  await app.register(async (webhookScope) => {
    webhookScope.removeAllContentTypeParsers();
    webhookScope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    webhookScope.withTypeProvider<ZodTypeProvider>().post(
      '/payments/webhook',
      {
        config: { access: 'public' },
        schema: {
          tags: ['payments'],
          operationId: 'receiveStripeWebhook',
          summary: 'Stripe events, signed (Stripe-Signature); payment_intent.succeeded marks the order paid, once',
          headers: z.looseObject({ 'stripe-signature': z.string().optional() }),
          response: { 200: webhookResponseSchema, 400: errorSchema, 404: errorSchema },
        },
      },
      async (request) => {
        const payload = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        return service.handleWebhook(payload, request.headers['stripe-signature']);
      },
    );
  });
};

export default paymentsRoutes;
