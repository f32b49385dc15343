import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CATALOG_IMPORT_LIMITS,
  adminCategorySchema,
  adminCategoryTreeSchema,
  catalogImportQuerySchema,
  catalogImportRefusalSchema,
  catalogImportRequestSchema,
  catalogImportResultSchema,
  categoryDeleteResultSchema,
  categoryRefParamsSchema,
  categoryUpdateSchema,
  errorSchema,
  newCategorySchema,
} from '@tools-bd/contract';
import { applyImport, previewImport } from '../import-export/csv-import.ts';
import { catalogCsvStream } from '../import-export/csv-export.ts';

const adminOnly = { tags: ['admin'] };

/**
 * The import's text may hold CATALOG_IMPORT_LIMITS.maxChars characters; inside JSON a character
 * can take up to six (`\u0000`), so the body limit leaves room and the schema enforces the real
 * limit with a 400.
 */
const IMPORT_BODY_LIMIT = CATALOG_IMPORT_LIMITS.maxChars * 6 + 4096;

/** Admin catalogue management beyond single products: categories, CSV import and export. */
const catalogManagementRoutes: FastifyPluginAsyncZod = async (app) => {
  const categoriesService = app.categoryAdmin;

  app.get(
    '/admin/categories',
    {
      config: { access: 'admin' },
      schema: {
        ...adminOnly,
        operationId: 'listAdminCategories',
        summary: 'The category tree with ids, sort orders, own product counts (archived included) and products on sale',
        response: { 200: adminCategoryTreeSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (_request, reply) => reply.header('cache-control', 'no-store').send(await categoriesService.tree()),
  );

  app.post(
    '/categories',
    {
      config: { access: 'admin' },
      schema: {
        ...adminOnly,
        operationId: 'addCategory',
        summary: 'Add a category: name, optional slug (else from the name), optional parent (a top-level category slug), optional sort order',
        body: newCategorySchema,
        response: { 201: adminCategorySchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await categoriesService.create(request.body)),
  );

  app.patch(
    '/categories/:ref',
    {
      config: { access: 'admin' },
      schema: {
        ...adminOnly,
        operationId: 'updateCategory',
        summary: 'Rename, re-slug, move (parent: a top-level slug, or null for top level) or reorder a category named by slug or id',
        description: 'Two levels only: a parent must be top-level, and a category with sub-categories can not move under another. A slug taken answers 409.',
        params: categoryRefParamsSchema,
        body: categoryUpdateSchema,
        response: { 200: adminCategorySchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => categoriesService.update(request.params.ref, request.body),
  );

  app.delete(
    '/categories/:ref',
    {
      config: { access: 'admin' },
      schema: {
        ...adminOnly,
        operationId: 'removeCategory',
        summary: 'Remove an empty category (by slug or id); one holding products (archived ones too) or sub-categories answers 409',
        params: categoryRefParamsSchema,
        response: { 200: categoryDeleteResultSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => categoriesService.remove(request.params.ref),
  );

  app.post(
    '/admin/catalog/import',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      config: { access: 'admin' },
      schema: {
        ...adminOnly,
        operationId: 'importCatalog',
        summary: 'Bulk add/update products from CSV (`{text}`): a dry run by default; `dryRun=false` applies every row in one transaction',
        description:
          'The first line names the columns (sku required; any of name, category, brand, price, stock, minPurse, packSize, maxPerOrder, priceBreaks, description, img). ' +
          'Each row is create, update (with the changed columns), unchanged, or error with the reason. Applying with any error row answers 400 with the rows and writes nothing. ' +
          `At most ${CATALOG_IMPORT_LIMITS.maxRows} rows and ${CATALOG_IMPORT_LIMITS.maxChars} characters (400).`,
        querystring: catalogImportQuerySchema,
        body: catalogImportRequestSchema,
        response: { 200: catalogImportResultSchema, 400: catalogImportRefusalSchema, 401: errorSchema, 403: errorSchema, 409: errorSchema, 413: errorSchema },
      },
    },
    async (request) => (request.query.dryRun ? previewImport(app.db, request.body.text) : applyImport(app.db, request.body.text).finally(() => app.catalog.invalidate())),
  );

  app.get(
    '/admin/catalog/export.csv',
    {
      config: { access: 'admin' },
      schema: {
        ...adminOnly,
        operationId: 'exportCatalog',
        summary: 'The catalogue on sale as CSV (UTF-8 with BOM, SKU order), in the columns the import reads',
        description: 'Streamed. Cells that start with = + - @ get a leading apostrophe (spreadsheet formula injection); the import takes it off again.',
        produces: ['text/csv'],
        response: { 200: z.string().meta({ description: 'CSV text' }), 401: errorSchema, 403: errorSchema },
      },
    },
    async (_request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="catalogue-${day}.csv"`)
        .header('cache-control', 'no-store')
        // Fastify pipes a stream as it is (no serialiser); the 200 schema only documents the text.
        .send(catalogCsvStream(app.db) as unknown as string);
    },
  );
};

export default catalogManagementRoutes;
