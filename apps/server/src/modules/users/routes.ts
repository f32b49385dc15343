import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  emailParamsSchema,
  errorSchema,
  updateResultSchema,
  userListSchema,
  userSummarySchema,
  userUpdateSchema,
} from '@tools-bd/contract';

/** The admin's user list and Make Admin, plus taking admin rights back and trusting a customer's cash on delivery: admins only. */
const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.users;

  app.get(
    '/user',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['users'],
        operationId: 'listUsers',
        summary: 'Everyone with an account (admins only)',
        response: { 200: userListSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async () => service.listUsers(),
  );

  app.put(
    '/user/admin/:email',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['users'],
        operationId: 'makeAdmin',
        summary: 'Make a person admin (admins only)',
        params: emailParamsSchema,
        response: { 200: updateResultSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => service.makeAdmin(request.params.email),
  );

  app.delete(
    '/user/admin/:email',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['users'],
        operationId: 'removeAdmin',
        summary: 'Take admin rights away (admins only; never from the last admin)',
        params: emailParamsSchema,
        response: {
          200: updateResultSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request) => service.removeAdmin(request.params.email),
  );

  app.patch(
    '/user/admin/:email',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['users'],
        operationId: 'updateUser',
        summary:
          "Mark a customer trusted for cash on delivery, whose orders are then confirmed at once, or not (admins only); answers the user's row",
        params: emailParamsSchema,
        body: userUpdateSchema,
        response: { 200: userSummarySchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => service.updateUser(request.params.email, request.body),
  );
};

export default usersRoutes;
