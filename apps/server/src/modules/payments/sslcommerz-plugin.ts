import fp from 'fastify-plugin';
import { createSslcommerzService, sslcommerzClientFor, type SslcommerzService } from './sslcommerz-service.ts';
import sslcommerzRoutes from './sslcommerz-routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** SSLCommerz payments: sessions, IPN, returns, refunds (off without SSLCOMMERZ_STORE_ID/PASSWORD). */
    sslcommerz: SslcommerzService;
  }
}

/** Registered after the settings module: it reads the enabled methods and the shop's currency. */
export default fp(
  async (app) => {
    const client = sslcommerzClientFor(app.config);
    if (client) app.log.info({ api: client.baseUrl }, 'SSLCommerz payments ready');
    app.decorate(
      'sslcommerz',
      createSslcommerzService({
        db: app.db,
        client,
        rateLimiter: app.rateLimiter,
        publicUrl: app.config.publicUrl,
        log: app.log,
        settings: app.settings,
        changePaymentMethod: (viewer, orderId, method) => app.orders.changePaymentMethod(viewer, orderId, method),
        mailQueued: () => app.notifications.sendSoon(),
        stockChanged: (toolIds) => app.orders.stockChanged(toolIds),
        // The accounts module registers after this one; it is there by the time SSLCommerz reports.
        accountPayment: (payment) => app.accounts.recordOnlinePayment(payment),
      }),
    );
    await app.register(sslcommerzRoutes, { prefix: '/api' });
  },
  {
    name: 'sslcommerz',
    dependencies: ['database', 'authentication', 'orders', 'settings', 'notifications', 'rate-limit'],
  },
);
