import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminQuoteListQuerySchema,
  adminQuotePageSchema,
  checkoutConflictSchema,
  checkoutRequestSchema,
  checkoutResultSchema,
  errorSchema,
  idempotencyKeySchema,
  idParamsSchema,
  QUOTE_LIMITS,
  quoteDecisionSchema,
  quoteEventListSchema,
  quoteListSchema,
  quoteMessageRequestSchema,
  quoteRequestSchema,
  quoteSchema,
  quoteUpdateSchema,
} from '@tools-bd/contract';
import { signedInUser } from '../../plugins/authentication.ts';

const tags = ['quotes'];
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

/** Quotes: asked from the cart, priced by the shop, discussed, and accepted as an order or rejected. */
const quotesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.quotes;

  app.post(
    '/quotes',
    {
      config: { access: 'user' },
      schema: {
        tags,
        operationId: 'requestQuote',
        summary:
          "Ask for prices for the caller's cart (which stays as it is): each line at what the buyer pays today; maxPerOrder and stock may be exceeded, the minimum and packs may not",
        body: quoteRequestSchema,
        response: { 201: quoteSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await service.request(signedInUser(request), request.body)),
  );

  app.get(
    '/quotes',
    {
      config: { access: 'user' },
      schema: {
        tags,
        operationId: 'listMyQuotes',
        summary: "The caller's quotes, newest first (a company's owners: the company's)",
        response: { 200: quoteListSchema, 401: errorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.listMine(signedInUser(request));
    },
  );

  app.get(
    '/admin/quotes',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        operationId: 'listQuotes',
        summary: `Every quote, oldest request first, ${QUOTE_LIMITS.pageSize} a page (admins); status filters`,
        description: 'X-Total-Count gives the number of matches on all pages.',
        querystring: adminQuoteListQuerySchema,
        response: { 200: adminQuotePageSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request, reply) => {
      const page = await service.listForAdmin(request.query, QUOTE_LIMITS.pageSize);
      reply.header('cache-control', 'no-store').header('x-total-count', String(page.total));
      return page.rows;
    },
  );

  app.get(
    '/quotes/:id',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        operationId: 'getQuote',
        summary: "A quote with its messages: its requester, an owner of the requester's company, or admins",
        params: idParamsSchema,
        response: { 200: quoteSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.get(signedInUser(request), request.params.id);
    },
  );

  app.patch(
    '/quotes/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        operationId: 'priceQuote',
        summary:
          'Price every line (any price from 0.01), until the end of a Dhaka day from today to 90 days ahead, with a note (admins); only a requested or quoted quote; the buyer is e-mailed',
        params: idParamsSchema,
        body: quoteUpdateSchema,
        response: { 200: quoteSchema, ...errors },
      },
    },
    async (request) => service.quote(signedInUser(request), request.params.id, request.body),
  );

  app.post(
    '/quotes/:id/messages',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        operationId: 'addQuoteMessage',
        summary: 'A message of 1 to 2,000 characters from the buyer or the shop; the other side is e-mailed',
        params: idParamsSchema,
        body: quoteMessageRequestSchema,
        response: { 201: quoteSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.addMessage(signedInUser(request), request.params.id, request.body)),
  );

  app.post(
    '/quotes/:id/accept',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        operationId: 'acceptQuote',
        summary:
          'Accept a quote: the order at exactly its prices and quantities, placed as checkout places one (every rule but maxPerOrder); the requester or an owner of their company',
        description:
          'Takes the body checkout takes and requires an Idempotency-Key header (8–64 characters). A retry with the same key answers the same order (200); the same key with a different request answers 422.',
        params: idParamsSchema,
        headers: z.object({ 'idempotency-key': idempotencyKeySchema }),
        body: checkoutRequestSchema,
        response: {
          200: checkoutResultSchema,
          201: checkoutResultSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: checkoutConflictSchema.partial({ lines: true }),
          422: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const { order, replayed } = await service.accept(
        signedInUser(request),
        request.params.id,
        request.body,
        request.headers['idempotency-key'],
      );
      return reply.code(replayed ? 200 : 201).send({ order: app.orders.toResponse(order) });
    },
  );

  app.post(
    '/quotes/:id/reject',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        operationId: 'rejectQuote',
        summary:
          'Reject a requested or quoted quote, with an optional note; the requester or an owner of their company',
        params: idParamsSchema,
        body: quoteDecisionSchema,
        response: { 200: quoteSchema, ...errors },
      },
    },
    async (request) => service.reject(signedInUser(request), request.params.id, request.body),
  );

  app.post(
    '/quotes/:id/withdraw',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        operationId: 'withdrawQuote',
        summary: 'Take a requested or quoted quote back, with an optional note (admins)',
        params: idParamsSchema,
        body: quoteDecisionSchema,
        response: { 200: quoteSchema, ...errors },
      },
    },
    async (request) => service.withdraw(signedInUser(request), request.params.id, request.body),
  );

  app.get(
    '/quotes/:id/quote.pdf',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        operationId: 'getQuotePdf',
        summary:
          "A priced quote as a PDF (A4, in the customer's language, the invoice's style, VAT as the invoice would compute it): its buyer's side or admins",
        params: idParamsSchema,
        produces: ['application/pdf'],
        response: { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const { filename, pdf } = await service.pdfFor(signedInUser(request), request.params.id);
      // A PDF, not one of the JSON shapes the route declares for its refusals.
      return (reply as FastifyReply)
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.get(
    '/quotes/:id/events',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        operationId: 'listQuoteEvents',
        summary: "A quote's timeline, oldest first: its buyer's side or admins",
        params: idParamsSchema,
        response: { 200: quoteEventListSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.events(signedInUser(request), request.params.id);
    },
  );
};

export default quotesRoutes;
