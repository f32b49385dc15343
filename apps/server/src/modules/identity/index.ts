import fp from 'fastify-plugin';
import { createIdentityService, type IdentityService } from './service.ts';
import identityRoutes from './routes.ts';
import googleRoutes from './google-routes.ts';
import { ensureStartupAccounts } from './demo-accounts.ts';
import { createGoogleStateSealer, type GoogleStateSealer } from './google-state.ts';
import { createDeviceCookies } from './device-cookies.ts';
import { createOidcClient, type OidcClient } from '../../providers/oidc/index.ts';

/** Google sign-in when OIDC_CLIENT_ID is configured. */
export interface GoogleSignIn {
  client: OidcClient;
  sealer: GoogleStateSealer;
  redirectUri: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    identity: IdentityService;
    /** Null when Google sign-in is not configured (the login screen hides its button). */
    googleSignIn: GoogleSignIn | null;
  }
}

export const GOOGLE_CALLBACK_PATH = '/api/auth/google/callback';

export default fp(
  async (app) => {
    app.decorate(
      'identity',
      createIdentityService({
        db: app.db,
        tokens: app.tokens,
        tokenRevocations: app.tokenRevocations,
        mailer: app.mailer,
        rateLimiter: app.rateLimiter,
        // Secure as the Google sign-in cookies are: whenever the shop's public address is https.
        deviceCookies: createDeviceCookies(app.config.jwt.secret, {
          secure: app.config.publicUrl.startsWith('https://'),
        }),
        publicUrl: app.config.publicUrl,
        signupsPerAddressPerHour: app.config.signupsPerAddressPerHour,
        log: app.log,
      }),
    );
    const { oidc } = app.config;
    const redirectUri = `${app.config.publicUrl}${GOOGLE_CALLBACK_PATH}`;
    app.decorate(
      'googleSignIn',
      oidc
        ? {
            client: createOidcClient({
              issuer: oidc.issuer,
              clientId: oidc.clientId,
              clientSecret: oidc.clientSecret,
              redirectUri,
            }),
            sealer: createGoogleStateSealer(app.config.jwt.secret),
            redirectUri,
          }
        : null,
    );
    // Mail still being sent in the background goes out before the process stops.
    app.addHook('onClose', () => app.identity.settle());
    await app.register(identityRoutes, { prefix: '/api' });
    await app.register(googleRoutes, { prefix: '/api' });
    await ensureStartupAccounts(app);
  },
  { name: 'identity', dependencies: ['database', 'authentication', 'users', 'mail', 'rate-limit'] },
);
