import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCheckResponseSchema,
  authResponseSchema,
  emailParamsSchema,
  errorSchema,
  loginRequestSchema,
  sessionUserSchema,
  signupRequestSchema,
  tokenResponseSchema,
} from '@tools-bd/contract';
import { signedInUser } from '../../plugins/authentication.ts';
import { forbidden } from '../../lib/http-errors.ts';
import { toSessionUser } from './service.ts';

const identityRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.identity;

  app.post(
    '/auth/signup',
    {
      schema: {
        tags: ['identity'],
        summary: 'Create an account',
        body: signupRequestSchema,
        response: { 201: authResponseSchema, 400: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const { user, token } = await service.signup(request.body);
      return reply.code(201).send({ token, user: toSessionUser(user) });
    },
  );

  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['identity'],
        summary: 'Sign in with e-mail and password',
        body: loginRequestSchema,
        response: { 200: authResponseSchema, 400: errorSchema, 401: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      const { user, token } = await service.login(request.body);
      return { token, user: toSessionUser(user) };
    },
  );

  app.get(
    '/auth/me',
    {
      preHandler: app.requireUser,
      schema: { tags: ['identity'], summary: 'The signed-in account', response: { 200: sessionUserSchema, 401: errorSchema } },
    },
    async (request) => toSessionUser(signedInUser(request)),
  );

  // SPEC.md: called after login or signup; answers a fresh token for that same person.
  app.put(
    '/user/:email',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['identity'],
        summary: 'Refresh the token of the signed-in person',
        params: emailParamsSchema,
        response: { 200: tokenResponseSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      if (user.email !== request.params.email) throw forbidden();
      return { token: await service.issueToken(user) };
    },
  );

  app.get(
    '/admin/:email',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['identity'],
        summary: 'Whether a person is an admin (oneself, or anyone for admins)',
        params: emailParamsSchema,
        response: { 200: adminCheckResponseSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      if (user.email === request.params.email) return { admin: user.role === 'admin' };
      if (user.role !== 'admin') throw forbidden();
      return { admin: await app.users.isAdmin(request.params.email) };
    },
  );
};

export default identityRoutes;
