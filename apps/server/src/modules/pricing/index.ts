import fp from 'fastify-plugin';
import { createPricingService, type PricingService } from './service.ts';
import pricingRoutes from './routes.ts';

/**
 * For the catalogue, the cart and checkout: a company's price list, loaded once and kept until it
 * changes, and the one rule that prices a tool with it (from the contract, shared with the browser).
 */
export { priceListFor, type LoadedPriceList } from './price-list-cache.ts';
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
  }
}

export default fp(
  async (app) => {
    app.decorate('pricing', createPricingService(app.db));
    await app.register(pricingRoutes, { prefix: '/api' });
  },
  { name: 'pricing', dependencies: ['database', 'authentication'] },
);
