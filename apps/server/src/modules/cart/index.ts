import fp from 'fastify-plugin';
import { createCartService, type CartService } from './service.ts';
import cartRoutes from './routes.ts';
import checkoutRoutes from './checkout-routes.ts';

// What other modules may use (placing an order judges its lines and locks the buyer as the cart does).
export type { CartParcel, CartService } from './service.ts';
export { accountsLocked } from './account-lock.ts';
export { judgeLine, type CartToolRow, type JudgedLine } from './judge.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The buyer's stored cart; checkout judges it with `loadCart` from ./judge.ts. */
    cart: CartService;
  }
}

export default fp(
  async (app) => {
    app.decorate(
      'cart',
      // Pricing registers after this module; it is there by the time a cart is read or changed.
      createCartService(app.db, {
        forBuyer: (buyer) => app.buyerPrices.forBuyer(buyer),
        listOf: (buyer) => app.buyerPrices.listOf(buyer),
      }),
    );
    await app.register(cartRoutes, { prefix: '/api' });
    await app.register(checkoutRoutes, { prefix: '/api' });
  },
  { name: 'cart', dependencies: ['database', 'authentication', 'catalog', 'orders'] },
);
