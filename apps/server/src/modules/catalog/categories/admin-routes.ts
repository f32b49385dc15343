import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCategorySchema,
  adminCategoryTreeSchema,
  categoryDeleteResultSchema,
  categoryRefParamsSchema,
  categoryUpdateSchema,
  errorSchema,
  newCategorySchema,
} from '@tools-bd/contract';

const adminOnly = { tags: ['admin'] };

/** Admin category management: the tree with ids, adding, renaming, moving and removing categories. */
const categoryAdminRoutes: FastifyPluginAsyncZod = async (app) => {
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
        summary:
          'Add a category: name, optional slug (else from the name), optional parent (a top-level category slug), optional sort order',
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
        summary:
          'Rename, re-slug, move (parent: a top-level slug, or null for top level) or reorder a category named by slug or id',
        description:
          'Two levels only: a parent must be top-level, and a category with sub-categories can not move under another. A slug taken answers 409.',
        params: categoryRefParamsSchema,
        body: categoryUpdateSchema,
        response: {
          200: adminCategorySchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
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
        summary:
          'Remove an empty category (by slug or id); one holding products (archived ones too) or sub-categories answers 409',
        params: categoryRefParamsSchema,
        response: {
          200: categoryDeleteResultSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request) => categoriesService.remove(request.params.ref),
  );
};

export default categoryAdminRoutes;
