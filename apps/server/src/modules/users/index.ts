import fp from 'fastify-plugin';
import { createUsersService, type UsersService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    users: UsersService;
  }
}

export default fp(
  async (app) => {
    app.decorate('users', createUsersService(app.db));
  },
  { name: 'users', dependencies: ['database'] },
);
