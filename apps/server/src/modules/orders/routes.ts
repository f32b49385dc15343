import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Customer order calls: place, list one's own, read one, cancel. */
const ordersRoutes: FastifyPluginAsyncZod = async () => {};

export default ordersRoutes;
