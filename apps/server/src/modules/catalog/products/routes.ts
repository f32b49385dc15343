import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import {
  UPLOAD_LIMITS,
  adminToolListQuerySchema,
  adminToolPageSchema,
  catalogMessages,
  errorSchema,
  idParamsSchema,
  newToolSchema,
  toolDeleteResultSchema,
  toolSchema,
  toolUpdateSchema,
  uploadResultSchema,
} from '@tools-bd/contract';
import { HttpError, badRequest } from '../../../lib/http-errors.ts';
import { toToolResponse } from '../listing/service.ts';
import { toAdminToolListing } from './admin-list.ts';
import { pageLinks } from '../listing/page-links.ts';
import { detectImageKind, storeUploadedImage } from './uploads.ts';
import type { PictureStorage } from '../../../providers/storage/index.ts';

export interface AdminCatalogRoutesOptions {
  /** Where uploaded pictures are stored (`DATA_DIR/uploads` or an S3-compatible bucket). */
  pictures: PictureStorage;
}

const adminOnly = { tags: ['admin'] };

/** Fastify's and the multipart plugin's own refusals (too many parts, fields…) carry a 4xx status. */
const hasClientStatus = (error: unknown) => {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
};

/**
 * Admin-only catalogue calls: add, edit, archive/delete products, list them all, upload pictures.
 * The admin check runs on request, before the body is even read.
 */
const adminCatalogRoutes: FastifyPluginAsyncZod<AdminCatalogRoutesOptions> = async (app, options) => {
  const service = app.catalogAdmin;
  // Multipart only for this scope (POST /api/uploads): one file, nothing else of note.
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_LIMITS.maxBytes, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
  });

  app.get(
    '/admin/tools',
    {
      config: { access: 'admin' },
      schema: {
        ...adminOnly,
        operationId: 'listAllTools',
        summary:
          'Every product, archived ones included (manage screen), a page at a time: search by name or SKU, category, stock, sort',
        description:
          'q matches names and SKUs (an exact SKU first); category includes its sub-categories; stock=out cannot fill one minimum order, ' +
          'low fills fewer than 10, in fills at least one. X-Total-Count gives the matches, Link the next and previous pages.',
        querystring: adminToolListQuerySchema,
        response: { 200: adminToolPageSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request, reply) => {
      const listing = toAdminToolListing(request.query);
      const page = await service.listTools(listing);
      reply.header('cache-control', 'no-store').header('x-total-count', String(page.total));
      const links = pageLinks(request.url, listing.page, listing.limit, page.total);
      if (links) reply.header('link', links);
      return page.tools;
    },
  );

  app.post(
    '/tools',
    {
      config: { access: 'admin' },
      schema: {
        ...adminOnly,
        operationId: 'addTool',
        summary:
          'Add a product (the add form: name, description, price, availableItem, quentity, minPurse, img, and the selling rules)',
        body: newToolSchema,
        response: { 201: toolSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request, reply) => reply.code(201).send(toToolResponse(await service.addTool(request.body))),
  );

  app.patch(
    '/tools/:id',
    {
      config: { access: 'admin' },
      schema: {
        ...adminOnly,
        operationId: 'updateTool',
        summary: "Change a product's price, stock or minimum order; placed orders keep their prices",
        params: idParamsSchema,
        body: toolUpdateSchema,
        response: {
          200: toolSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request) => toToolResponse(await service.updateTool(request.params.id, request.body)),
  );

  app.delete(
    '/tools/:id',
    {
      config: { access: 'admin' },
      schema: {
        ...adminOnly,
        operationId: 'removeTool',
        summary: 'Delete a product; one with orders is archived instead, so order history stays whole',
        params: idParamsSchema,
        response: {
          200: toolDeleteResultSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request) => service.removeTool(request.params.id),
  );

  app.post(
    '/uploads',
    {
      config: { access: 'admin' },
      schema: {
        ...adminOnly,
        operationId: 'uploadPicture',
        summary: 'Upload a product picture (multipart, one JPEG/PNG/WebP file of at most 5 MB)',
        consumes: ['multipart/form-data'],
        response: {
          201: uploadResultSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          413: errorSchema,
          415: errorSchema,
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new HttpError(415, catalogMessages.uploadMissing);
      let bytes: Buffer;
      try {
        const part = await request.file();
        if (!part) throw badRequest(catalogMessages.uploadMissing);
        bytes = await part.toBuffer();
      } catch (error) {
        if (error instanceof app.multipartErrors.RequestFileTooLargeError)
          throw new HttpError(413, catalogMessages.uploadTooLarge);
        if (error instanceof app.multipartErrors.FilesLimitError) throw badRequest(catalogMessages.uploadOneFile);
        // Only the client's bytes are parsed here: a body the parser cannot read (cut off, no
        // boundary, a broken part header) is a plain Error without a status, and a 400.
        if (error instanceof HttpError || hasClientStatus(error)) throw error;
        throw badRequest(catalogMessages.uploadMalformed);
      }
      // The content decides, never the file name or the type the browser claims.
      const kind = detectImageKind(bytes);
      if (!kind) throw badRequest(catalogMessages.uploadNotImage);
      return reply.code(201).send({ url: await storeUploadedImage(options.pictures, bytes, kind) });
    },
  );
};

export default adminCatalogRoutes;
