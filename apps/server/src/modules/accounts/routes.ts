import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountPaymentRequestSchema,
  accountPaymentSchema,
  errorSchema,
  idParamsSchema,
  openInvoiceListSchema,
  receivablesSchema,
  statementQuerySchema,
  statementSchema,
} from '@tools-bd/contract';
import { signedInUser } from '../../plugins/authentication.ts';

const tags = ['accounts'];
const refusals = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** Trade credit: payments to an account, statements, the receivables. */
const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.accounts;

  app.post(
    '/admin/companies/:id/payments',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        operationId: 'recordAccountPayment',
        summary:
          "Record money received on a company's account (admins): it pays the oldest due invoices first, the rest stays as credit",
        params: idParamsSchema,
        body: accountPaymentRequestSchema,
        response: { 201: accountPaymentSchema, ...refusals },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.recordPayment(signedInUser(request), request.params.id, request.body)),
  );

  app.get(
    '/admin/companies/:id/open-invoices',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        operationId: 'listOpenInvoices',
        summary: "A company's invoices still owing money, oldest due first, and the credit it carries (admins)",
        params: idParamsSchema,
        response: { 200: openInvoiceListSchema, ...refusals },
      },
    },
    async (request) => service.openInvoices(request.params.id),
  );

  app.get(
    '/admin/companies/:id/statement',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        operationId: 'getCompanyStatement',
        summary: "A company's account statement over a range of Dhaka days (admins)",
        params: idParamsSchema,
        querystring: statementQuerySchema,
        response: { 200: statementSchema, ...refusals },
      },
    },
    async (request) => service.statement(request.params.id, request.query),
  );

  app.get(
    '/companies/mine/statement',
    {
      config: { access: 'user' },
      schema: {
        tags,
        operationId: 'getMyStatement',
        summary: "The caller's company's account statement over a range of Dhaka days (members)",
        querystring: statementQuerySchema,
        response: { 200: statementSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => service.myStatement(signedInUser(request), request.query),
  );

  app.get(
    '/admin/receivables',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        operationId: 'getReceivables',
        summary: 'What companies owe on account, aged by days past due (admins)',
        response: { 200: receivablesSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async () => service.receivables(),
  );
};

export default accountsRoutes;
