import fp from 'fastify-plugin';
import { createSettingsService, type SettingsService } from './service.ts';
import settingsRoutes from './routes.ts';

export type { SettingsService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shop's settings (payment methods, identity, tax), cached briefly per instance. */
    settings: SettingsService;
  }
}

export default fp(
  async (app) => {
    app.decorate(
      'settings',
      createSettingsService({ db: app.db, sslcommerzAvailable: Boolean(app.config.sslcommerz) }),
    );
    await app.register(settingsRoutes, { prefix: '/api' });
  },
  { name: 'settings', dependencies: ['database', 'authentication'] },
);
