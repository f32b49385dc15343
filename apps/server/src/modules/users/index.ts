import fp from 'fastify-plugin';
import { createUsersService, type UsersService } from './service.ts';
import usersRoutes from './routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    users: UsersService;
  }
}

export default fp(
  async (app) => {
    app.decorate('users', createUsersService(app.db));
    await app.register(usersRoutes, { prefix: '/api' });
  },
  { name: 'users', dependencies: ['database', 'authentication'] },
);
