import fp from 'fastify-plugin';
import reportsRoutes from './routes.ts';

/** The admin's records: GET /api/admin/overview and the CSV exports. */
export default fp(
  async (app) => {
    await app.register(reportsRoutes, { prefix: '/api' });
  },
  { name: 'reports', dependencies: ['database', 'authentication'] },
);
