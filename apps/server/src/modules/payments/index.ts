import fp from 'fastify-plugin';
import { createPaymentProvider } from '../../providers/payments/index.ts';
import { createPaymentsService, type PaymentsService } from './service.ts';
import paymentsRoutes from './routes.ts';
import { createLifecyclePayments, type LifecyclePayments } from './lifecycle-service.ts';
import lifecyclePaymentsRoutes from './lifecycle-routes.ts';
import { refundAtSslcommerz, sslcommerzClientFor } from './sslcommerz-service.ts';

// The one home of "paid" and "refunded" (tests and fixtures record payments through it too).
export { recordPayment, recordRefund } from './ledger.ts';
/** SSLCommerz is a plugin of its own, registered last (app.ts). */
export { default as sslcommerzPlugin } from './sslcommerz-plugin.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Card payments: intents, confirmations, webhooks (Stripe, or the test-mode simulator). */
    payments: PaymentsService;
    /** Payments recorded by an admin, refunds, cancelling a started card payment. */
    paymentLifecycle: LifecyclePayments;
  }
}

export default fp(
  async (app) => {
    const provider = createPaymentProvider(app.config, app.db);
    if (provider.kind === 'stripe' && !provider.acceptsWebhooks) {
      app.log.warn(
        'STRIPE_WEBHOOK_SECRET is not set: Stripe webhooks are refused, payments are recorded only when the buyer returns',
      );
    }
    app.log.info({ provider: provider.kind }, 'card payments ready');
    const sslcommerz = sslcommerzClientFor(app.config);
    const lifecycle = createLifecyclePayments({
      db: app.db,
      provider,
      log: app.log,
      sslcommerzRefund: sslcommerz
        ? (order, amountCents, note) =>
            refundAtSslcommerz(app.db, sslcommerz, app.log, { orderId: order.id, amountCents, note })
        : undefined,
      stockChanged: (toolIds) => app.orders.stockChanged(toolIds),
      // The accounts module registers after this one (it builds on payments); there by the first request.
      accountCredited: async (companyId) => {
        if (app.hasDecorator('accounts')) await app.accounts.applyCredit(companyId);
      },
    });
    app.decorate('paymentLifecycle', lifecycle);
    app.decorate(
      'payments',
      createPaymentsService(app.db, provider, app.log, { onRefundRequired: lifecycle.refundAutomatically }),
    );
    await app.register(paymentsRoutes, { prefix: '/api' });
    await app.register(lifecyclePaymentsRoutes, { prefix: '/api' });
  },
  { name: 'payments', dependencies: ['database', 'authentication', 'orders'] },
);
