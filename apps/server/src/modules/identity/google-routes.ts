import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, googleStartQuerySchema, identityMessages, safeReturnPath } from '@tools-bd/contract';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { clearedStateCookie, GOOGLE_STATE_COOKIE, readCookie, stateCookie } from './google-state.ts';

/** The web screen that stores our token and returns the person to where they came from. */
export const WEB_CALLBACK_PATH = '/auth/callback';

/**
 * Google sign-in (OpenID Connect, authorization code + PKCE). The browser is redirected at
 * every step, so failures also end on the web callback screen, as `#error=…`.
 */
const googleRoutes: FastifyPluginAsyncZod = async (app) => {
  const secure = app.config.publicUrl.startsWith('https://');

  const toWebScreen = (reply: FastifyReply, fragment: Record<string, string>) =>
    reply
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .redirect(`${WEB_CALLBACK_PATH}#${new URLSearchParams(fragment).toString()}`, 302);

  app.get(
    '/auth/google',
    {
      config: { access: 'public' },
      schema: {
        tags: ['identity'],
        operationId: 'startGoogleSignIn',
        summary: 'Start Google sign-in: redirects to the identity provider',
        querystring: googleStartQuerySchema,
        response: { 404: errorSchema },
      },
    },
    async (request, reply) => {
      const google = app.googleSignIn;
      if (!google) throw notFound(identityMessages.googleNotConfigured);
      const from = safeReturnPath(request.query.from);
      try {
        const { authorizationUrl, checks } = await google.client.start();
        const sealed = await google.sealer.seal({ ...checks, from });
        return reply.header('set-cookie', stateCookie(sealed, secure)).header('cache-control', 'no-store').redirect(authorizationUrl.href, 302);
      } catch (error) {
        request.log.error({ err: error }, 'Google sign-in could not start (identity provider unreachable?)');
        return toWebScreen(reply, { error: identityMessages.googleFailed, from });
      }
    },
  );

  app.get(
    '/auth/google/callback',
    {
      config: { access: 'public' },
      schema: {
        tags: ['identity'],
        operationId: 'finishGoogleSignIn',
        summary: 'Where the identity provider sends the browser back',
        response: { 404: errorSchema },
      },
    },
    async (request, reply) => {
      const google = app.googleSignIn;
      if (!google) throw notFound(identityMessages.googleNotConfigured);
      reply.header('set-cookie', clearedStateCookie(secure));
      const state = await google.sealer.open(readCookie(request.headers.cookie, GOOGLE_STATE_COOKIE));
      if (!state) return toWebScreen(reply, { error: identityMessages.googleFailed });
      try {
        // The URL the provider redirected to: our registered redirect URI with its query.
        const callbackUrl = new URL(google.redirectUri);
        callbackUrl.search = new URL(request.url, 'http://callback.invalid').search;
        const identity = await google.client.finish(callbackUrl, state);
        const { token } = await app.identity.signInWithGoogle(identity);
        return toWebScreen(reply, { token, from: state.from });
      } catch (error) {
        if (error instanceof HttpError && error.statusCode < 500) return toWebScreen(reply, { error: error.message, from: state.from });
        request.log.warn({ err: error }, 'Google sign-in did not complete');
        return toWebScreen(reply, { error: identityMessages.googleFailed, from: state.from });
      }
    },
  );
};

export default googleRoutes;
