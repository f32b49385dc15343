import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorSchema,
  SSLCOMMERZ_RETURN_OUTCOMES,
  sslcommerzIpnResponseSchema,
  sslcommerzNotificationSchema,
  sslcommerzSessionRequestSchema,
  sslcommerzSessionResponseSchema,
  type SslcommerzReturnOutcome,
} from '@tools-bd/contract';
import { signedInUser } from '../../plugins/authentication.ts';

/** SSLCommerz posts forms, never JSON; a notification is a few kilobytes. */
const FORM_LIMIT_BYTES = 64 * 1024;

const operationIds: Record<SslcommerzReturnOutcome, string> = {
  success: 'returnFromSslcommerzSuccess',
  fail: 'returnFromSslcommerzFail',
  cancel: 'returnFromSslcommerzCancel',
};

/** Form fields as one string each (a repeated field keeps its last value). */
const toFields = (body: unknown): Record<string, string> => {
  const fields: Record<string, string> = {};
  if (body && typeof body === 'object') {
    for (const [name, value] of Object.entries(body)) if (typeof value === 'string') fields[name] = value;
  }
  return fields;
};

/** SSLCommerz calls: the session for one's order, the IPN, and the three returns of the buyer's browser. */
const sslcommerzRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.sslcommerz;

  app.post(
    '/payments/sslcommerz/session',
    {
      config: { access: 'owner', accessCheckedAt: 'after-validation' },
      schema: {
        tags: ['payments'],
        operationId: 'createSslcommerzSession',
        summary:
          "SSLCommerz's hosted payment page for one's own unpaid order (the order's payment method becomes sslcommerz)",
        body: sslcommerzSessionRequestSchema,
        response: {
          200: sslcommerzSessionResponseSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: errorSchema,
          502: errorSchema,
        },
      },
    },
    async (request) => service.createSession(signedInUser(request), request.body),
  );

  await app.register(async (formScope) => {
    formScope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_LIMIT_BYTES },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
      },
    );

    formScope.post(
      '/payments/sslcommerz/ipn',
      {
        config: { access: 'public' },
        schema: {
          tags: ['payments'],
          operationId: 'receiveSslcommerzIpn',
          summary:
            "SSLCommerz's payment notification (form, signed); the order is paid only after the validation API agrees, once",
          body: sslcommerzNotificationSchema,
          response: { 200: sslcommerzIpnResponseSchema, 400: errorSchema, 404: errorSchema, 502: errorSchema },
        },
      },
      async (request) => service.handleIpn(toFields(request.body)),
    );

    for (const outcome of SSLCOMMERZ_RETURN_OUTCOMES) {
      formScope.post(
        `/payments/sslcommerz/${outcome}`,
        {
          config: { access: 'public' },
          schema: {
            tags: ['payments'],
            operationId: operationIds[outcome],
            summary: `The buyer's browser back from SSLCommerz (${outcome}): redirected to the shop's ${outcome} page (429 after 30 a minute from one address)`,
            body: sslcommerzNotificationSchema,
            response: {
              303: z.null().describe('To /payment/sslcommerz/' + outcome + '?order={id}'),
              400: errorSchema,
              404: errorSchema,
              429: errorSchema,
            },
          },
        },
        async (request, reply) =>
          reply.redirect(await service.handleReturn(outcome, toFields(request.body), request.ip), 303),
      );
    }
  });
};

export default sslcommerzRoutes;
