import fp from 'fastify-plugin';
import type { PageDataSource } from '@tools-bd/contract';
import { createPageDataSource } from './data-source.ts';
import { createSitemap } from './sitemap.ts';
import pagesRoutes from './routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** What server-rendered pages are built from (plugins/web.ts hands it to the page renderer). */
    pageData: PageDataSource;
  }
}

/** The public pages' data for server rendering, /sitemap.xml and /robots.txt. */
export default fp(
  async (app) => {
    app.decorate(
      'pageData',
      createPageDataSource({ catalog: app.catalog, reviews: app.reviews, settings: app.settings }),
    );
    const origin = app.config.publicUrl;
    await app.register(pagesRoutes, { sitemap: createSitemap(app.db, { origin }), origin });
  },
  { name: 'pages', dependencies: ['database', 'catalog', 'reviews', 'settings'] },
);
