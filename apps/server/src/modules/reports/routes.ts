import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EXPORT_KINDS, errorSchema, exportQuerySchema, overviewSchema, type ExportKind } from '@tools-bd/contract';
import { createExports } from './exports.ts';
import { createOverview } from './overview.ts';

const operationIds: Record<ExportKind, string> = {
  orders: 'exportOrdersCsv',
  invoices: 'exportInvoicesCsv',
  products: 'exportProductsCsv',
};

const exportSummaries: Record<ExportKind, string> = {
  orders: 'Orders placed in the range as CSV, one row per line (admin)',
  invoices: 'Invoices and credit notes issued in the range as CSV; credit notes negative (admin)',
  products: 'Every product as CSV, with the units and sales paid in the range (admin)',
};

/** A streamed CSV download; Fastify pipes the stream, so the schema's string is what the document shows. */
function sendCsv(reply: FastifyReply, filename: string, stream: Readable) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(stream);
}

/** The admin's records: the sales overview and three CSV exports. */
const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const overview = createOverview(app.db);
  const exports = createExports(app.db);

  app.get(
    '/admin/overview',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        operationId: 'getSalesOverview',
        summary: 'Revenue per day (last 30 days, Asia/Dhaka), orders by status, best sellers and low stock (admin)',
        response: { 200: overviewSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (_request, reply) => reply.header('cache-control', 'no-store').send(await overview.overview()),
  );

  for (const kind of EXPORT_KINDS) {
    app.get(
      `/admin/exports/${kind}.csv`,
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin'],
          operationId: operationIds[kind],
          summary: exportSummaries[kind],
          description:
            'UTF-8 with a byte order mark, RFC 4180 quoting; text cells starting with = + - @ get a leading apostrophe. ' +
            '`from` and `to` are days in Asia/Dhaka, both included. Streamed: any length in constant memory.',
          querystring: exportQuerySchema,
          response: {
            200: { description: 'The CSV file', content: { 'text/csv': { schema: z.string() } } },
            400: errorSchema,
            401: errorSchema,
            403: errorSchema,
          },
        },
      },
      async (request, reply) => {
        const { from, to } = request.query;
        return sendCsv(reply, `${kind}-${from}-to-${to}.csv`, exports.stream(kind, request.query));
      },
    );
  }
};

export default reportsRoutes;
