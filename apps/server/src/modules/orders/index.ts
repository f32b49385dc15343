import fp from 'fastify-plugin';
import { createOrdersService, type OrdersService } from './service.ts';
import ordersRoutes, { orderLifecycleRoutes } from './routes.ts';
import adminOrdersRoutes from './admin-routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Placing, reading and cancelling orders; payments and admin reuse it. */
    orders: OrdersService;
  }
}

export default fp(
  async (app) => {
    app.decorate(
      'orders',
      createOrdersService(app.db, {
        onStockChange: (toolId) => app.catalog.invalidateTool(toolId),
        onReviewsChange: () => app.reviews.invalidate(),
        // The settings module registers after this one; it is there by the time an order is placed.
        paymentSettings: () => app.settings.forPublic(),
        lifecycle: app.config.orderLifecycle,
        // Payments register after orders; it is there by the time an order is cancelled.
        cancelStartedPayment: (order) => app.paymentLifecycle.cancelStartedPayment(order),
      }),
    );
    await app.register(ordersRoutes, { prefix: '/api' });
    await app.register(orderLifecycleRoutes, { prefix: '/api' });
    await app.register(adminOrdersRoutes, { prefix: '/api' });
  },
  { name: 'orders', dependencies: ['database', 'authentication', 'catalog', 'reviews'] },
);
