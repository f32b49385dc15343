import fp from 'fastify-plugin';
import { createOrdersService, type OrdersService } from './service.ts';
import ordersRoutes from './routes.ts';
import adminOrdersRoutes from './admin-routes.ts';
import checkoutRoutes from '../cart/checkout-routes.ts';

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
    // Checkout's route file lives with the cart (its URL and its input), its work here.
    await app.register(checkoutRoutes, { prefix: '/api' });
  },
  { name: 'orders', dependencies: ['database', 'authentication', 'catalog', 'reviews'] },
);
