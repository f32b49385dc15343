import fp from 'fastify-plugin';
import healthRoutes from './routes.ts';

export default fp(
  async (app) => {
    await app.register(healthRoutes, { prefix: '/api' });
  },
  { name: 'health', dependencies: ['database'] },
);
