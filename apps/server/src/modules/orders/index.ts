import fp from 'fastify-plugin';
import { createOrdersService, type OrdersService } from './service.ts';
import ordersRoutes, { orderLifecycleRoutes } from './routes.ts';
import adminOrdersRoutes from './admin-routes.ts';
import { createReservationSweeper, type ReservationSweeper } from './reservations.ts';

// What other modules may use; the rest of this folder is its own.
export type { OrdersService, OrderRow, OrderWithLines, QuotedPlacement, AccountCredit } from './service.ts';
export type { CreditPosition } from './placement.ts';
export { toOrderResponse } from './order-lines.ts';
export { isPaid, paidCondition, unpaidCondition } from './paid.ts';
export { lockOrder, lockStockOf, returnStock, transition } from './lifecycle.ts';
export { withLines } from './order-lines.ts';
export { actorOf, recordEvent } from './events.ts';
export { paymentReceivedMail, queueMail, queueOrderMail } from './mails.ts';
export { queueOrderSms } from './sms.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Placing, reading and cancelling orders; payments and admin reuse it. */
    orders: OrdersService;
    /** Expires unpaid orders whose reservation ended (every RESERVATION_SWEEP_INTERVAL_MS; tests call it). */
    reservationSweeper: ReservationSweeper;
  }
}

export default fp(
  async (app) => {
    app.decorate(
      'orders',
      createOrdersService(app.db, {
        onStockChange: (toolId) => app.catalog.invalidateTool(toolId),
        onStockTaken: (levels) => app.catalog.stockTaken(levels),
        onReviewsChange: () => app.reviews.invalidate(),
        // The settings module registers after this one; it is there by the time an order is placed.
        paymentSettings: () => app.settings.forPublic(),
        lifecycle: app.config.orderLifecycle,
        // Payments register after orders; it is there by the time an order is cancelled.
        cancelStartedPayment: (order) => app.paymentLifecycle.cancelStartedPayment(order),
        shopName: async () => (await app.settings.forPublic()).shop.legalName,
        // Pricing registers after orders; it is there by the time an order is placed.
        buyerPriceList: (buyer) => app.buyerPrices.forBuyer(buyer),
        // Accounts register after orders; they are there by the time an order is placed on account.
        accountCredit: () => app.accounts.credit,
      }),
    );
    const sweeper = createReservationSweeper({
      db: app.db,
      log: app.log,
      cancelStartedPayment: (order) => app.paymentLifecycle.cancelStartedPayment(order),
      stockChanged: (toolIds) => app.orders.stockChanged(toolIds),
    });
    app.decorate('reservationSweeper', sweeper);
    // Like the mail sweeper: every instance sweeps on an interval, one sweep at a time; a failed
    // sweep (database away) is logged and the next one tries again.
    const intervalMs = app.config.orderLifecycle.reservationSweepIntervalMs;
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<unknown> | undefined;
    const sweep = () => {
      running ??= sweeper
        .sweepOnce()
        .catch((error: unknown) => app.log.warn({ err: error }, 'sweeping expired reservations failed'))
        .finally(() => (running = undefined));
    };
    app.addHook('onReady', async () => {
      if (intervalMs > 0) timer = setInterval(sweep, intervalMs).unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
    await app.register(ordersRoutes, { prefix: '/api' });
    await app.register(orderLifecycleRoutes, { prefix: '/api' });
    await app.register(adminOrdersRoutes, { prefix: '/api' });
  },
  { name: 'orders', dependencies: ['database', 'authentication', 'catalog', 'reviews'] },
);
