import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CATALOG_IMPORT_LIMITS,
  catalogImportQuerySchema,
  catalogImportRefusalSchema,
  catalogImportRequestSchema,
  catalogImportResultSchema,
  errorSchema,
} from '@tools-bd/contract';
import { applyImport, previewImport } from './csv-import.ts';
import { catalogCsvStream } from './csv-export.ts';

const adminOnly = { tags: ['admin'] };

/**
 * The import's text may hold CATALOG_IMPORT_LIMITS.maxChars characters; inside JSON a character
 * can take up to six (`\u0000`), so the body limit leaves room and the schema enforces the real
 * limit with a 400.
 */
const IMPORT_BODY_LIMIT = CATALOG_IMPORT_LIMITS.maxChars * 6 + 4096;

/** Admin catalogue CSV: importing products in bulk and exporting the catalogue on sale. */
const catalogCsvRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/catalog/import',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      config: { access: 'admin' },
      schema: {
        ...adminOnly,
        operationId: 'importCatalog',
        summary:
          'Bulk add/update products from CSV (`{text}`): a dry run by default; `dryRun=false` applies every row in one transaction',
        description:
          'The first line names the columns (sku required; any of name, category, brand, price, stock, minPurse, packSize, maxPerOrder, priceBreaks, vatRate, description, img, weight_grams; a new product without weight_grams weighs 1000 g). ' +
          'Each row is create, update (with the changed columns), unchanged, or error with the reason. Applying with any error row answers 400 with the rows and writes nothing. ' +
          `At most ${CATALOG_IMPORT_LIMITS.maxRows} rows and ${CATALOG_IMPORT_LIMITS.maxChars} characters (400).`,
        querystring: catalogImportQuerySchema,
        body: catalogImportRequestSchema,
        response: {
          200: catalogImportResultSchema,
          400: catalogImportRefusalSchema,
          401: errorSchema,
          403: errorSchema,
          409: errorSchema,
          413: errorSchema,
        },
      },
    },
    async (request) =>
      request.query.dryRun
        ? previewImport(app.db, request.body.text)
        : applyImport(app.db, request.body.text).finally(() => app.catalog.invalidate()),
  );

  app.get(
    '/admin/catalog/export.csv',
    {
      config: { access: 'admin' },
      schema: {
        ...adminOnly,
        operationId: 'exportCatalog',
        summary: 'The catalogue on sale as CSV (UTF-8 with BOM, SKU order), in the columns the import reads',
        description:
          'Streamed. Cells that start with = + - @ get a leading apostrophe (spreadsheet formula injection); the import takes it off again.',
        produces: ['text/csv'],
        response: { 200: z.string().meta({ description: 'CSV text' }), 401: errorSchema, 403: errorSchema },
      },
    },
    async (_request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      return (
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="catalogue-${day}.csv"`)
          .header('cache-control', 'no-store')
          // Fastify pipes a stream as it is (no serialiser); the 200 schema only documents the text.
          .send(catalogCsvStream(app.db) as unknown as string)
      );
    },
  );
};

export default catalogCsvRoutes;
