import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Admin order calls: list every order, change an order's status. */
const adminOrdersRoutes: FastifyPluginAsyncZod = async () => {};

export default adminOrdersRoutes;
