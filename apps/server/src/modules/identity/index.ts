import fp from 'fastify-plugin';
import { createIdentityService, type IdentityService } from './service.ts';
import identityRoutes from './routes.ts';
import { ensureStartupAccounts } from './demo-accounts.ts';

declare module 'fastify' {
  interface FastifyInstance {
    identity: IdentityService;
  }
}

export default fp(
  async (app) => {
    app.decorate('identity', createIdentityService(app.db, app.tokens));
    await app.register(identityRoutes, { prefix: '/api' });
    await ensureStartupAccounts(app);
  },
  { name: 'identity', dependencies: ['database', 'authentication', 'users'] },
);
