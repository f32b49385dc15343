import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Admin-only catalogue calls (add, edit, archive/delete products). */
const adminCatalogRoutes: FastifyPluginAsyncZod = async () => {};

export default adminCatalogRoutes;
