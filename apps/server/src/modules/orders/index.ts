import fp from 'fastify-plugin';
import ordersRoutes from './routes.ts';
import adminOrdersRoutes from './admin-routes.ts';

// The orders module registers its service here (decorate) and its routes under /api.
export default fp(
  async (app) => {
    await app.register(ordersRoutes, { prefix: '/api' });
    await app.register(adminOrdersRoutes, { prefix: '/api' });
  },
  { name: 'orders', dependencies: ['database', 'authentication', 'catalog'] },
);
