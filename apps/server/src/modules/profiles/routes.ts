import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  emailParamsSchema,
  errorSchema,
  profileFormSchema,
  profileMessages,
  profileSchema,
  updateResultSchema,
} from '@tools-bd/contract';
import { signedInUser } from '../../plugins/authentication.ts';

const profilesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.profiles;

  app.get(
    '/profile/:email',
    {
      config: { access: 'owner', unauthenticatedMessage: profileMessages.noUserLoggedIn },
      schema: {
        tags: ['profiles'],
        operationId: 'getProfile',
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
      config: { access: 'owner', unauthenticatedMessage: profileMessages.noUserLoggedIn },
      schema: {
        tags: ['profiles'],
        operationId: 'saveProfile',
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
