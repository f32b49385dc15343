import fp from 'fastify-plugin';
import { createOrdersService, type OrdersService } from './service.ts';
import ordersRoutes from './routes.ts';
import adminOrdersRoutes from './admin-routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Placing, reading and cancelling orders; payments and admin reuse it. */
    orders: OrdersService;
  }
}

export default fp(
  async (app) => {
    app.decorate('orders', createOrdersService(app.db, { onStockChange: () => app.catalog.invalidate(), onReviewsChange: () => app.reviews.invalidate() }));
    await app.register(ordersRoutes, { prefix: '/api' });
    await app.register(adminOrdersRoutes, { prefix: '/api' });
  },
  { name: 'orders', dependencies: ['database', 'authentication', 'catalog', 'reviews'] },
);
