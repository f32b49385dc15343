import fp from 'fastify-plugin';
import { createShipments, type Shipments } from './shipments.ts';
import { createRemittances, type Remittances } from './remittances.ts';
import deliveryRoutes from './routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Couriers: bookings, tracking (webhooks and the poll), COD remittances. */
    delivery: { shipments: Shipments; remittances: Remittances };
  }
}

export default fp(
  async (app) => {
    const { pollMinutes } = app.config.couriers;
    const shipments = createShipments({ db: app.db, couriers: app.couriers, log: app.log, pollMinutes });
    app.decorate('delivery', { shipments, remittances: createRemittances(app.db) });
    // Like the other sweepers: every instance polls on an interval, one round at a time; the rows
    // each round claims keep two instances from asking about the same parcel.
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<unknown> | undefined;
    const poll = () => {
      running ??= shipments
        .pollOnce()
        .catch((error: unknown) => app.log.warn({ err: error }, 'polling the couriers failed'))
        .finally(() => (running = undefined));
    };
    app.addHook('onReady', async () => {
      if (pollMinutes > 0 && (app.couriers.pathao || app.couriers.steadfast))
        timer = setInterval(poll, pollMinutes * 60_000).unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
    await app.register(deliveryRoutes, { prefix: '/api' });
  },
  { name: 'delivery', dependencies: ['database', 'authentication', 'couriers', 'orders', 'payments'] },
);
