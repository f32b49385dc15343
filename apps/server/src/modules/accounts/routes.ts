import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountPayOnlineRequestSchema,
  dollarsToCents,
  sslcommerzSessionResponseSchema,
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
const pdfResponse = {
  200: { description: 'The statement as an A4 PDF', content: { 'application/pdf': { schema: z.string() } } },
};
const csvResponse = { 200: { description: 'The CSV file', content: { 'text/csv': { schema: z.string() } } } };
const CSV_DESCRIPTION =
  'UTF-8 with a byte order mark, RFC 4180 quoting; text cells starting with = + - @ get a leading apostrophe.';

// A file, not one of the JSON shapes the route declares for its refusals.
const sendPdf = (reply: FastifyReply, filename: string, pdf: Buffer) =>
  reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
const sendCsv = (reply: FastifyReply, filename: string, csv: string) =>
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .send(csv);
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
    '/companies/mine/statement.pdf',
    {
      config: { access: 'user' },
      schema: {
        tags,
        operationId: 'getMyStatementPdf',
        summary: "The caller's company's statement as a PDF, in the caller's language (members)",
        produces: ['application/pdf'],
        querystring: statementQuerySchema,
        response: { ...pdfResponse, 400: errorSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) =>
      sendPdf(
        reply as FastifyReply,
        `statement-${request.query.from}-to-${request.query.to}.pdf`,
        await service.myStatementPdf(signedInUser(request), request.query),
      ),
  );

  app.get(
    '/companies/mine/statement.csv',
    {
      config: { access: 'user' },
      schema: {
        tags,
        operationId: 'getMyStatementCsv',
        summary: "The caller's company's statement as CSV (members)",
        description: CSV_DESCRIPTION,
        querystring: statementQuerySchema,
        response: { ...csvResponse, 400: errorSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) =>
      sendCsv(
        reply as FastifyReply,
        `statement-${request.query.from}-to-${request.query.to}.csv`,
        await service.myStatementCsv(signedInUser(request), request.query),
      ),
  );

  app.get(
    '/admin/companies/:id/statement.pdf',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        operationId: 'getCompanyStatementPdf',
        summary: "A company's statement as a PDF, in its applicant's language (admins)",
        produces: ['application/pdf'],
        params: idParamsSchema,
        querystring: statementQuerySchema,
        response: { ...pdfResponse, ...refusals },
      },
    },
    async (request, reply) =>
      sendPdf(
        reply as FastifyReply,
        `statement-${request.query.from}-to-${request.query.to}.pdf`,
        await service.statementPdf(request.params.id, request.query),
      ),
  );

  app.get(
    '/admin/companies/:id/statement.csv',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        operationId: 'getCompanyStatementCsv',
        summary: "A company's statement as CSV (admins)",
        description: CSV_DESCRIPTION,
        params: idParamsSchema,
        querystring: statementQuerySchema,
        response: { ...csvResponse, ...refusals },
      },
    },
    async (request, reply) =>
      sendCsv(
        reply as FastifyReply,
        `statement-${request.query.from}-to-${request.query.to}.csv`,
        await service.statementCsv(request.params.id, request.query),
      ),
  );

  app.get(
    '/admin/receivables.csv',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        operationId: 'getReceivablesCsv',
        summary: 'The receivables ageing as CSV, with its totals (admins)',
        description: CSV_DESCRIPTION,
        response: { ...csvResponse, 401: errorSchema, 403: errorSchema },
      },
    },
    async (_request, reply) => sendCsv(reply as FastifyReply, 'receivables.csv', await service.receivablesCsv()),
  );

  app.post(
    '/companies/mine/pay',
    {
      config: { access: 'user' },
      schema: {
        tags,
        operationId: 'payMyAccount',
        summary:
          "SSLCommerz's page for paying (part of) the company's open balance (members); the validated payment is allocated oldest due first",
        body: accountPayOnlineRequestSchema,
        response: {
          200: sslcommerzSessionResponseSchema,
          400: errorSchema,
          401: errorSchema,
          404: errorSchema,
          502: errorSchema,
        },
      },
    },
    async (request) => service.payOnline(signedInUser(request), dollarsToCents(request.body.amount)),
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
