import fp from 'fastify-plugin';
import { createCatalogService, type CatalogService } from './listing/service.ts';
import { createCatalogAdminService, type CatalogAdminService } from './products/service.ts';
import { serveUploads } from './products/uploads.ts';
import catalogRoutes from './listing/routes.ts';
import categoryRoutes from './categories/routes.ts';
import catalogSearchRoutes from './search/routes.ts';
import adminCatalogRoutes from './products/routes.ts';
import categoryAdminRoutes from './categories/admin-routes.ts';
import catalogCsvRoutes from './import-export/routes.ts';
import { createCategoryAdminService, type CategoryAdminService } from './categories/admin-service.ts';
import { scheduleUploadSweeps } from './products/upload-sweeper.ts';
import { createStockNewsSender, hearStockNews, notifyOn } from './listing/stock-news.ts';

// What other modules may use; the sub-folders are the catalogue's own.
export type { CatalogService, PriceOverlay } from './listing/service.ts';
export type { StockLevel } from './listing/snapshot-rows.ts';
export { toToolListing } from './search/search.ts';
export { backfillPictureVariants, type BackfillReport } from './products/picture-backfill.ts';

declare module 'fastify' {
  interface FastifyInstance {
    catalog: CatalogService;
    /** Adding, changing and deleting/archiving products (admin routes only). */
    catalogAdmin: CatalogAdminService;
    /** Adding, renaming, moving and removing categories (admin routes only). */
    categoryAdmin: CategoryAdminService;
  }
}

export default fp(
  async (app) => {
    // Instances sharing PostgreSQL tell each other the stock they change (docs/decisions/040).
    const stockNews = app.database.listen ? createStockNewsSender(notifyOn(app.database)) : undefined;
    app.decorate(
      'catalog',
      createCatalogService(app.db, {
        stockWrittenElsewhere: app.database.kind === 'postgres',
        answersKept: app.config.catalogAnswersKept,
        answersHeld: app.config.catalogAnswersHeld,
        stockNews,
        readOrdersAlongside: app.config.database.kind === 'postgres' && app.config.database.poolSize >= 2,
      }),
    );
    // Another instance's catalogue change, announced by the triggers of migration 0037: patched
    // in by the next read, not a look interval later.
    const stopListening = app.database.listen?.('catalog_changes', () => app.catalog.invalidate());
    if (stopListening) app.addHook('onClose', stopListening);
    const stopHearing = hearStockNews(app.database, app.catalog);
    if (stopHearing) app.addHook('onClose', stopHearing);
    // News still waiting is sent on close (a send that fails is dropped, as any is).
    if (stockNews) app.addHook('onClose', () => stockNews.flush());
    app.decorate('catalogAdmin', createCatalogAdminService(app.db, { onChange: () => app.catalog.invalidate() }));
    // A category's change moves counts, listings and search fields: every cached answer goes.
    app.decorate('categoryAdmin', createCategoryAdminService(app.db, { onChange: () => app.catalog.invalidate() }));
    // In this order, the routes keep their order in the OpenAPI document.
    await app.register(catalogRoutes, { prefix: '/api' });
    await app.register(categoryRoutes, { prefix: '/api' });
    await app.register(catalogSearchRoutes, { prefix: '/api' });
    await app.register(adminCatalogRoutes, { prefix: '/api', pictures: app.pictures });
    await app.register(categoryAdminRoutes, { prefix: '/api' });
    await app.register(catalogCsvRoutes, { prefix: '/api' });
    await serveUploads(app, app.pictures);
    scheduleUploadSweeps(app, app.pictures);
  },
  { name: 'catalog', dependencies: ['database', 'storage'] },
);
