import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  courierStatusListSchema,
  createRemittanceSchema,
  createShipmentSchema,
  deliveryMessages,
  DELIVERY_LIMITS,
  errorSchema,
  idParamsSchema,
  orderSchema,
  pathaoWebhookSchema,
  receivedBackSchema,
  remittanceImportQuerySchema,
  remittanceImportSchema,
  remittanceListSchema,
  remittanceSchema,
  shipmentListSchema,
  shipmentSchema,
  steadfastWebhookSchema,
  webhookAnswerSchema,
} from '@tools-bd/contract';
import { signedInUser } from '../../plugins/authentication.ts';
import { unauthorized } from '../../lib/http-errors.ts';
import {
  pathaoState,
  PATHAO_INTEGRATION_HEADER,
  PATHAO_INTEGRATION_VALUE,
  PATHAO_SIGNATURE_HEADER,
  sameSecret,
  steadfastState,
} from '../../providers/couriers/index.ts';
import { toOrderResponse } from '../orders/index.ts';

const adminErrors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

/** Delivery: booking couriers, their webhooks, parcels received back, COD remittances, the couriers' set-up. */
const deliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { shipments, remittances } = app.delivery;
  const { pathaoWebhookSecret, steadfastWebhookToken } = app.config.couriers;

  // A courier's remittance file: plain CSV text (only in this plugin).
  app.addContentTypeParser(
    ['text/csv', 'text/plain'],
    { parseAs: 'string', bodyLimit: DELIVERY_LIMITS.remittanceCsvMaxBytes },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/orders/:id/shipments',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        operationId: 'bookShipment',
        summary:
          'Hand a confirmed (or paid) order to a courier (admin): Pathao or Steadfast through their APIs, or any courier by hand; the order is shipped',
        description:
          "codAmount is the balance due of a cash on delivery order, else 0. A courier's refusal answers 422 with its reason and changes nothing; " +
          '409 while the order cannot be shipped, has a shipment, or another booking of it is under way; 502 when the courier did not answer.',
        params: idParamsSchema,
        body: createShipmentSchema,
        response: { 201: shipmentSchema, ...adminErrors, 422: errorSchema, 502: errorSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await shipments.book(signedInUser(request), request.params.id, request.body)),
  );

  app.get(
    '/orders/:id/shipments',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        operationId: 'listShipments',
        summary: "An order's shipments with their courier states, newest first (admin)",
        params: idParamsSchema,
        response: { 200: shipmentListSchema, ...adminErrors },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await shipments.listFor(request.params.id)),
  );

  app.post(
    '/orders/:id/received-back',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        operationId: 'receiveReturnedParcel',
        summary:
          "Record a returned order's parcel as back at the shop (admin), once: its stock comes back, money received is refunded, an invoice gets its credit note",
        description: '409 unless the order is returned and not received back yet. The order stays returned.',
        params: idParamsSchema,
        body: receivedBackSchema,
        response: { 200: orderSchema, ...adminErrors, 502: errorSchema },
      },
    },
    async (request) => {
      const { order } = await app.paymentLifecycle.receiveReturned(
        signedInUser(request),
        request.params.id,
        request.body.note,
      );
      const [withLines] = await app.orders.withLines([order]);
      return toOrderResponse(withLines!);
    },
  );

  app.post(
    '/couriers/pathao/webhook',
    {
      config: { access: 'public' },
      schema: {
        tags: ['delivery'],
        operationId: 'pathaoWebhook',
        summary: "Pathao's status webhook: verified by X-PATHAO-Signature (PATHAO_WEBHOOK_SECRET); 401 otherwise",
        description:
          "Answered 202 with Pathao's integration header, as its documents ask; its integration check (`event: webhook_integration`) changes nothing.",
        body: pathaoWebhookSchema,
        response: { 202: webhookAnswerSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request, reply) => {
      const answer = () =>
        reply
          .code(202)
          .header(PATHAO_INTEGRATION_HEADER, PATHAO_INTEGRATION_VALUE)
          .send({ status: 'success', message: 'Accepted' });
      if (request.body.event === 'webhook_integration') return answer();
      const signature = request.headers[PATHAO_SIGNATURE_HEADER];
      if (!sameSecret(typeof signature === 'string' ? signature : undefined, pathaoWebhookSecret))
        throw unauthorized(deliveryMessages.webhookNotVerified);
      const { event, consignment_id: consignmentId } = request.body;
      if (event && consignmentId !== undefined)
        await shipments.applyReport('pathao', String(consignmentId), {
          courierStatus: [event.replace(/^order\./, ''), request.body.reason].filter(Boolean).join(': '),
          state: pathaoState(event),
        });
      return answer();
    },
  );

  app.post(
    '/couriers/steadfast/webhook',
    {
      config: { access: 'public' },
      schema: {
        tags: ['delivery'],
        operationId: 'steadfastWebhook',
        summary: "Steadfast's webhook: verified by its bearer token (STEADFAST_WEBHOOK_TOKEN); 401 otherwise",
        body: steadfastWebhookSchema,
        response: { 200: webhookAnswerSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => {
      const presented = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      if (!sameSecret(presented, steadfastWebhookToken)) throw unauthorized(deliveryMessages.webhookNotVerified);
      const { notification_type: type, consignment_id: consignmentId, status } = request.body;
      // A tracking update carries only a message; the delivery status moves the parcel.
      if (type === 'delivery_status' && status && consignmentId !== undefined)
        await shipments.applyReport('steadfast', String(consignmentId), {
          courierStatus: status,
          state: steadfastState(status),
        });
      return { status: 'success', message: 'Webhook received successfully.' };
    },
  );

  app.get(
    '/admin/couriers',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        operationId: 'listCouriers',
        summary:
          'Which couriers this shop can book and whether their webhooks are verified (admin; set by the environment)',
        response: { 200: courierStatusListSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async () => {
      const { pathao, steadfast } = app.config.couriers;
      return [
        {
          courier: 'pathao' as const,
          configured: Boolean(pathao),
          live: pathao ? pathao.live : null,
          webhook: Boolean(pathaoWebhookSecret),
        },
        {
          courier: 'steadfast' as const,
          configured: Boolean(steadfast),
          live: null,
          webhook: Boolean(steadfastWebhookToken),
        },
        { courier: 'manual' as const, configured: true, live: null, webhook: false },
      ];
    },
  );

  app.post(
    '/admin/remittances',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        operationId: 'recordRemittance',
        summary:
          "Record a courier's COD payout (admin): each order paid by the amount collected through the ledger, the courier's fee kept beside it",
        description:
          'An order paid already, not cash on delivery, or an amount above its balance refuses the whole remittance (400) and writes nothing; the same courier reference twice is 409.',
        body: createRemittanceSchema,
        response: { 201: remittanceSchema, ...adminErrors },
      },
    },
    async (request, reply) => reply.code(201).send(await remittances.create(signedInUser(request), request.body)),
  );

  app.get(
    '/admin/remittances',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        operationId: 'listRemittances',
        summary: 'The latest COD remittances with their lines (admin)',
        response: { 200: remittanceListSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (_request, reply) => reply.header('cache-control', 'no-store').send(await remittances.list()),
  );

  app.post(
    '/admin/remittances/import',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        operationId: 'importRemittance',
        summary:
          "Match a courier's remittance CSV (consignment_id,amount,fee) by consignment id (admin): a dry run lists unknown and paid consignments and writes nothing",
        description:
          'The body is the CSV as text/csv. dryRun=false records it as one remittance, refused (400) while any row is unknown or paid already.',
        querystring: remittanceImportQuerySchema,
        body: z.string(),
        consumes: ['text/csv'],
        response: { 200: remittanceImportSchema, ...adminErrors },
      },
    },
    async (request) => remittances.importCsv(signedInUser(request), request.body, request.query),
  );
};

export default deliveryRoutes;
