import fp from 'fastify-plugin';
import { createProfilesService, type ProfilesService } from './service.ts';
import profilesRoutes from './routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    profiles: ProfilesService;
  }
}

export default fp(
  async (app) => {
    app.decorate('profiles', createProfilesService(app.db));
    await app.register(profilesRoutes, { prefix: '/api' });
  },
  { name: 'profiles', dependencies: ['database', 'authentication'] },
);
