import fp from 'fastify-plugin';
import { createCatalogService, type CatalogService } from './service.ts';
import catalogRoutes from './routes.ts';
import adminCatalogRoutes from './admin-routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    catalog: CatalogService;
  }
}

export default fp(
  async (app) => {
    app.decorate('catalog', createCatalogService(app.db));
    await app.register(catalogRoutes, { prefix: '/api' });
    await app.register(adminCatalogRoutes, { prefix: '/api' });
  },
  { name: 'catalog', dependencies: ['database'] },
);
