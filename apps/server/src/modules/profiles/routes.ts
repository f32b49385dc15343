import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  emailParamsSchema,
  errorSchema,
  profileFormSchema,
  profileMessages,
  profileSchema,
  updateResultSchema,
} from '@tools-bd/contract';
import { signedInUser } from '../../plugins/authentication.ts';
import { unauthorized } from '../../lib/http-errors.ts';

const profilesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.profiles;

  /** Like requireUser, with the sketch's wording for a profile call without anybody signed in. */
  async function requireSignedIn(request: FastifyRequest) {
    if (!(await app.identify(request))) throw unauthorized(profileMessages.noUserLoggedIn);
  }

  app.get(
    '/profile/:email',
    {
      onRequest: requireSignedIn,
      schema: {
        tags: ['profiles'],
        summary: "A person's profile (oneself; admins anyone)",
        params: emailParamsSchema,
        response: { 200: profileSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => service.getProfile(signedInUser(request), request.params.email),
  );

  app.put(
    '/profile/:email',
    {
      onRequest: requireSignedIn,
      schema: {
        tags: ['profiles'],
        summary: "Save one's own profile",
        params: emailParamsSchema,
        body: profileFormSchema,
        response: { 200: updateResultSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => service.updateProfile(signedInUser(request), request.params.email, request.body),
  );
};

export default profilesRoutes;
