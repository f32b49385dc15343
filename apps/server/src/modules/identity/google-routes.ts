import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authResponseSchema,
  errorSchema,
  googleExchangeRequestSchema,
  googleStartQuerySchema,
  identityMessages,
  safeReturnPath,
} from '@tools-bd/contract';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import {
  clearedCodeCookie,
  clearedStateCookie,
  codeCookie,
  GOOGLE_CODE_COOKIE,
  GOOGLE_STATE_COOKIE,
  readCookie,
  stateCookie,
} from './google-state.ts';
import { GOOGLE_CODE_TTL_SECONDS } from './google-codes.ts';
import { toSessionUser } from './service.ts';

/** The web screen that trades the sign-in code for our token and returns the person to where they came from. */
export const WEB_CALLBACK_PATH = '/auth/callback';

/**
 * Google sign-in (OpenID Connect, authorization code + PKCE). The browser is redirected at
 * every step, so failures also end on the web callback screen, as `#error=…`. Success ends
 * there as `#code=…`: a single-use code, worth a token only with the cookie set beside it.
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
        return reply
          .header('set-cookie', stateCookie(sealed, secure))
          .header('cache-control', 'no-store')
          .redirect(authorizationUrl.href, 302);
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
        const { user } = await app.identity.signInWithGoogle(identity);
        const { code, browserSecret } = await app.identity.issueGoogleCode(user.id);
        reply.header('set-cookie', [
          clearedStateCookie(secure),
          codeCookie(browserSecret, GOOGLE_CODE_TTL_SECONDS, secure),
        ]);
        return toWebScreen(reply, { code, from: state.from });
      } catch (error) {
        if (error instanceof HttpError && error.statusCode < 500)
          return toWebScreen(reply, { error: error.message, from: state.from });
        request.log.warn({ err: error }, 'Google sign-in did not complete');
        return toWebScreen(reply, { error: identityMessages.googleFailed, from: state.from });
      }
    },
  );

  app.post(
    '/auth/google/exchange',
    {
      config: { access: 'public' },
      schema: {
        tags: ['identity'],
        operationId: 'exchangeGoogleSignInCode',
        summary: 'Trade the single-use code that ends Google sign-in (60 s, this browser only) for a token',
        body: googleExchangeRequestSchema,
        response: { 200: authResponseSchema, 400: errorSchema, 404: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      if (!app.googleSignIn) throw notFound(identityMessages.googleNotConfigured);
      reply.header('set-cookie', clearedCodeCookie(secure)).header('cache-control', 'no-store');
      const { user, token } = await app.identity.exchangeGoogleCode(
        request.body.code,
        readCookie(request.headers.cookie, GOOGLE_CODE_COOKIE),
        request.ip,
      );
      reply.header('set-cookie', app.identity.deviceCookie(user.email));
      return { token, user: toSessionUser(user) };
    },
  );
};

export default googleRoutes;
