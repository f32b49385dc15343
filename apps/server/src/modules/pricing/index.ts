import fp from 'fastify-plugin';
import { createPricingService, type PricingService } from './service.ts';
import pricingRoutes from './routes.ts';
import { createBuyerPrices, type BuyerPricesService } from './buyer-prices.ts';

/**
 * For the catalogue, the cart and checkout: a company's price list, loaded once and kept until it
 * changes, and the one rule that prices a tool with it (from the contract, shared with the browser).
 */
export { priceListFor, type LoadedPriceList } from './price-list-cache.ts';
export type { BuyerPrices, BuyerPricesService, PriceOverlay } from './buyer-prices.ts';
export {
  discountedCents,
  priceWithList,
  type PriceListEntry,
  type PriceListRules,
  type ToolPricing,
} from '@tools-bd/contract';

declare module 'fastify' {
  interface FastifyInstance {
    pricing: PricingService;
    /**
     * Who pays what: the catalogue, the cart and placement ask it through the instance (they sit
     * below pricing and companies). See buyer-prices.ts.
     */
    buyerPrices: BuyerPricesService;
  }
}

export default fp(
  async (app) => {
    app.decorate('pricing', createPricingService(app.db));
    app.decorate(
      'buyerPrices',
      createBuyerPrices({
        db: app.db,
        guestPrices: () => app.settings.guestPrices(),
        identify: (request) => app.identify(request),
      }),
    );
    await app.register(pricingRoutes, { prefix: '/api' });
  },
  { name: 'pricing', dependencies: ['database', 'authentication', 'settings', 'companies'] },
);
