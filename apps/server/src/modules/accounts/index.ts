import fp from 'fastify-plugin';
import { createAccountsService, type AccountsService } from './service.ts';
import { createReminderSweeper, type ReminderSweeper } from './reminders.ts';
import accountsRoutes from './routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Trade credit: the credit check orders ask, payments to accounts, statements, receivables. */
    accounts: AccountsService;
    /** Sends account reminders (every REMINDER_SWEEP_INTERVAL_MS; tests call it with their clock). */
    accountReminders: ReminderSweeper;
  }
}

export default fp(
  async (app) => {
    const sendSoon = () => app.notifications.sendSoon();
    app.decorate(
      'accounts',
      createAccountsService({
        db: app.db,
        config: app.config.accounts,
        sendSoon,
        log: app.log,
        // SSLCommerz registers before this module; null when its store is not configured.
        onlinePayments: () => (app.sslcommerz.configured ? app.sslcommerz : null),
        settings: async () => {
          const { currency, shop } = await app.settings.forPublic();
          return { currency, shop };
        },
      }),
    );
    const sweeper = createReminderSweeper({
      db: app.db,
      config: app.config.accounts,
      log: app.log,
      publicUrl: app.config.publicUrl,
      currency: async () => (await app.settings.forPublic()).currency,
      sendSoon,
    });
    app.decorate('accountReminders', sweeper);
    // Like the reservation sweep: every instance sweeps on an interval, one sweep at a time; the
    // claims make each reminder go once.
    const intervalMs = app.config.accounts.reminderSweepIntervalMs;
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<unknown> | undefined;
    const sweep = () => {
      running ??= sweeper
        .sweepOnce()
        .catch((error: unknown) => app.log.warn({ err: error }, 'sending account reminders failed'))
        .finally(() => (running = undefined));
    };
    app.addHook('onReady', async () => {
      if (intervalMs > 0) timer = setInterval(sweep, intervalMs).unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
    await app.register(accountsRoutes, { prefix: '/api' });
  },
  {
    name: 'accounts',
    dependencies: ['database', 'authentication', 'notifications', 'orders', 'companies', 'settings'],
  },
);
