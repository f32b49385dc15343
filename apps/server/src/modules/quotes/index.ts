import fp from 'fastify-plugin';
import {
  createQuoteExpirySweeper,
  createQuotesService,
  type QuoteExpirySweeper,
  type QuotesService,
} from './service.ts';
import quotesRoutes from './routes.ts';

// What other modules may use; the rest of this folder is its own.
export type { QuotesService, QuoteExpirySweeper } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Quotes: requested from the cart, priced, discussed, accepted through checkout's placement. */
    quotes: QuotesService;
    /** Expires quotes whose last day ended (on the reservation sweep's interval; tests call it). */
    quoteExpirySweeper: QuoteExpirySweeper;
  }
}

export default fp(
  async (app) => {
    app.decorate(
      'quotes',
      createQuotesService({
        db: app.db,
        openQuotesPerCustomer: app.config.openQuotesPerCustomer,
        buyerPriceList: (buyer) => app.buyerPrices.forBuyer(buyer),
        cartOf: (userId) => app.cart.getCart({ id: userId }),
        orders: () => app.orders,
        sendSoon: () => app.notifications.sendSoon(),
        publicUrl: app.config.publicUrl,
        shopName: async () => (await app.settings.forPublic()).shop.legalName,
        settings: () => app.settings.forPublic(),
      }),
    );
    const sweeper = createQuoteExpirySweeper({ db: app.db });
    app.decorate('quoteExpirySweeper', sweeper);
    // Like the reservation sweep: every instance sweeps on its interval, one sweep at a time; a
    // failed sweep (database away) is logged and the next one tries again.
    const intervalMs = app.config.orderLifecycle.reservationSweepIntervalMs;
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<unknown> | undefined;
    const sweep = () => {
      running ??= sweeper
        .sweepOnce()
        .catch((error: unknown) => app.log.warn({ err: error }, 'sweeping expired quotes failed'))
        .finally(() => (running = undefined));
    };
    app.addHook('onReady', async () => {
      if (intervalMs > 0) timer = setInterval(sweep, intervalMs).unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
    await app.register(quotesRoutes, { prefix: '/api' });
  },
  {
    name: 'quotes',
    dependencies: ['database', 'authentication', 'notifications', 'orders', 'cart', 'pricing', 'companies', 'settings'],
  },
);
