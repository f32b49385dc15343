import fp from 'fastify-plugin';
import { createShippingService, type ShippingService } from './service.ts';
import shippingRoutes from './routes.ts';

export type { ShippingService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Delivery in Bangladesh: zones and fees for the buyer's cart. */
    shipping: ShippingService;
  }
}

export default fp(
  async (app) => {
    // The cart and the settings through what their modules put on the instance.
    app.decorate(
      'shipping',
      createShippingService({
        parcelOf: (userId) => app.cart.parcelOf({ id: userId }),
        deliveryZones: () => app.settings.deliveryZones(),
      }),
    );
    await app.register(shippingRoutes, { prefix: '/api' });
  },
  { name: 'shipping', dependencies: ['database', 'authentication', 'cart', 'settings'] },
);
