import fp from 'fastify-plugin';
import { createCatalogService, type CatalogService } from './service.ts';
import { createCatalogAdminService, type CatalogAdminService } from './admin-service.ts';
import { serveUploads, uploadsDirectory } from './uploads.ts';
import catalogRoutes from './routes.ts';
import catalogSearchRoutes from './search-routes.ts';
import adminCatalogRoutes from './admin-routes.ts';
import { scheduleUploadSweeps } from './upload-sweeper.ts';

declare module 'fastify' {
  interface FastifyInstance {
    catalog: CatalogService;
    /** Adding, changing and deleting/archiving products (admin routes only). */
    catalogAdmin: CatalogAdminService;
  }
}

export default fp(
  async (app) => {
    app.decorate('catalog', createCatalogService(app.db, { stockWrittenElsewhere: app.database.kind === 'postgres' }));
    app.decorate('catalogAdmin', createCatalogAdminService(app.db, { onChange: () => app.catalog.invalidate() }));
    await app.register(catalogRoutes, { prefix: '/api' });
    await app.register(catalogSearchRoutes, { prefix: '/api' });
    await app.register(adminCatalogRoutes, { prefix: '/api', uploadsDirectory: uploadsDirectory(app.config.dataDir) });
    await serveUploads(app, uploadsDirectory(app.config.dataDir));
    scheduleUploadSweeps(app, uploadsDirectory(app.config.dataDir));
  },
  { name: 'catalog', dependencies: ['database'] },
);
