import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCheckResponseSchema,
  authProvidersResponseSchema,
  authResponseSchema,
  changePasswordRequestSchema,
  emailParamsSchema,
  errorSchema,
  forgotPasswordRequestSchema,
  identityMessages,
  loginRequestSchema,
  meSchema,
  meUpdateRequestSchema,
  messageResponseSchema,
  resetPasswordRequestSchema,
  signupRequestSchema,
  tokenResponseSchema,
  userUpsertRequestSchema,
  verifyEmailRequestSchema,
} from '@tools-bd/contract';
import { bearerToken, signedInUser } from '../../plugins/authentication.ts';
import { requireOwner, requireOwnerOrAdmin } from '../../plugins/authorization.ts';
import { badRequest, unauthorized } from '../../lib/http-errors.ts';
import { toSessionUser } from './service.ts';

const identityRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.identity;

  app.post(
    '/auth/signup',
    {
      config: { access: 'public' },
      schema: {
        tags: ['identity'],
        operationId: 'signUp',
        summary: 'Create an account; a verification link is e-mailed (429 after too many from one address)',
        body: signupRequestSchema,
        response: { 201: authResponseSchema, 400: errorSchema, 409: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const { user, token } = await service.signup(request.body, request.ip);
      reply.header('set-cookie', service.deviceCookie(user.email));
      return reply.code(201).send({ token, user: toSessionUser(user) });
    },
  );

  app.post(
    '/auth/login',
    {
      config: { access: 'public' },
      schema: {
        tags: ['identity'],
        operationId: 'logIn',
        summary:
          'Sign in with e-mail and password (429 after 5 failures in 15 minutes); sets the device cookie that keeps this browser out of lockouts caused by others',
        body: loginRequestSchema,
        response: { 200: authResponseSchema, 400: errorSchema, 401: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const { user, token } = await service.login(request.body, {
        address: request.ip,
        cookies: request.headers.cookie,
      });
      reply.header('set-cookie', service.deviceCookie(user.email));
      return { token, user: toSessionUser(user) };
    },
  );

  app.get(
    '/auth/me',
    {
      config: { access: 'user' },
      schema: {
        tags: ['identity'],
        operationId: 'getSignedInUser',
        summary: 'The signed-in account and its chosen language',
        response: { 200: meSchema, 401: errorSchema },
      },
    },
    async (request) => service.me(signedInUser(request)),
  );

  app.patch(
    '/auth/me',
    {
      config: { access: 'user' },
      schema: {
        tags: ['identity'],
        operationId: 'updateSignedInUser',
        summary: "Save the signed-in account's language (bn or en); answers as GET /api/auth/me",
        body: meUpdateRequestSchema,
        response: { 200: meSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => service.updateMe(signedInUser(request), request.body),
  );

  app.post(
    '/auth/verify-email',
    {
      config: { access: 'public' },
      schema: {
        tags: ['identity'],
        operationId: 'verifyEmail',
        summary:
          'Follow a verification link: the account is verified, the link spent (429 after too many tries from one address)',
        body: verifyEmailRequestSchema,
        response: { 200: messageResponseSchema, 400: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      await service.verifyEmail(request.body.token, request.ip);
      return { message: identityMessages.emailVerified };
    },
  );

  app.post(
    '/auth/verify-email/resend',
    {
      config: { access: 'user' },
      schema: {
        tags: ['identity'],
        operationId: 'resendVerificationEmail',
        summary: 'E-mail a new verification link to the signed-in person',
        response: {
          200: messageResponseSchema,
          401: errorSchema,
          409: errorSchema,
          429: errorSchema,
          503: errorSchema,
        },
      },
    },
    async (request) => {
      await service.resendVerification(signedInUser(request));
      return { message: identityMessages.verificationSent };
    },
  );

  app.post(
    '/auth/forgot-password',
    {
      config: { access: 'public' },
      schema: {
        tags: ['identity'],
        operationId: 'requestPasswordReset',
        summary: 'E-mail a password reset link (same answer whether or not the account exists)',
        body: forgotPasswordRequestSchema,
        response: { 202: messageResponseSchema, 400: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      await service.requestPasswordReset(request.body.email, request.ip);
      return reply.code(202).send({ message: identityMessages.resetRequested });
    },
  );

  app.post(
    '/auth/reset-password',
    {
      config: { access: 'public' },
      schema: {
        tags: ['identity'],
        operationId: 'resetPassword',
        summary:
          'Set a new password with a reset link; earlier tokens stop working (429 after too many tries from one address)',
        body: resetPasswordRequestSchema,
        response: { 200: authResponseSchema, 400: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const { user, token } = await service.resetPassword(request.body, request.ip);
      reply.header('set-cookie', service.deviceCookie(user.email));
      return { token, user: toSessionUser(user) };
    },
  );

  app.post(
    '/auth/change-password',
    {
      config: { access: 'user' },
      schema: {
        tags: ['identity'],
        operationId: 'changePassword',
        summary: 'Change the password (current + new); earlier tokens stop working',
        body: changePasswordRequestSchema,
        response: { 200: authResponseSchema, 400: errorSchema, 401: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const { user, token } = await service.changePassword(signedInUser(request), request.body, {
        address: request.ip,
        cookies: request.headers.cookie,
      });
      reply.header('set-cookie', service.deviceCookie(user.email));
      return { token, user: toSessionUser(user) };
    },
  );

  app.post(
    '/auth/logout',
    {
      config: { access: 'user' },
      schema: {
        tags: ['identity'],
        operationId: 'logout',
        summary: 'Sign out: this token stops working on every instance',
        response: { 200: messageResponseSchema, 401: errorSchema },
      },
    },
    async (request) => {
      // The access check has accepted this token; reading it again gives its id and expiry.
      const claims = await app.tokens.verify(bearerToken(request) ?? '');
      if (!claims) throw unauthorized();
      await service.logout(claims);
      return { message: identityMessages.signedOut };
    },
  );

  app.post(
    '/auth/logout-everywhere',
    {
      config: { access: 'user' },
      schema: {
        tags: ['identity'],
        operationId: 'logoutEverywhere',
        summary: 'Sign out everywhere: every token of the account stops working, this one too',
        response: { 200: messageResponseSchema, 401: errorSchema },
      },
    },
    async (request) => {
      await service.logoutEverywhere(signedInUser(request));
      return { message: identityMessages.signedOutEverywhere };
    },
  );

  // Called after login or signup; answers a fresh token for that same person.
  app.put(
    '/user/:email',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['identity'],
        operationId: 'refreshToken',
        summary: 'Refresh the token of the signed-in person (a name sets the display name)',
        params: emailParamsSchema,
        body: userUpsertRequestSchema,
        response: { 200: tokenResponseSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      requireOwner(user, { email: request.params.email });
      if (request.body?.email && request.body.email !== request.params.email)
        throw badRequest('The e-mail in the body must match the address');
      const updated = await service.upsertSelf(user, request.body?.name);
      return { token: await service.issueToken(updated) };
    },
  );

  app.get(
    '/admin/:email',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['identity'],
        operationId: 'checkAdmin',
        summary: 'Whether a person is an admin (oneself, or anyone for admins)',
        params: emailParamsSchema,
        response: { 200: adminCheckResponseSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      requireOwnerOrAdmin(user, { email: request.params.email });
      if (user.email === request.params.email) return { admin: user.role === 'admin' };
      return { admin: await app.users.isAdmin(request.params.email) };
    },
  );

  app.get(
    '/auth/providers',
    {
      config: { access: 'public' },
      schema: {
        tags: ['identity'],
        operationId: 'listSignInProviders',
        summary: 'Which other ways of signing in are offered',
        response: { 200: authProvidersResponseSchema },
      },
    },
    async () => ({ google: app.googleSignIn !== null }),
  );
};

export default identityRoutes;
