// A local OpenID Connect issuer (oidc-provider) standing in for Google in the browser journeys.
// Run with tsx: `node --import tsx scripts/e2e-oidc-issuer.mjs`. Prints `OIDC_ISSUER=<url>` once
// it listens, then serves until it is stopped. Its sign-in page takes any e-mail address.
//   OIDC_CLIENT_ID, OIDC_CLIENT_SECRET  the shop's client at this issuer
//   OIDC_REDIRECT_URI                   the shop's callback, e.g. http://127.0.0.1:3210/api/auth/google/callback
//   OIDC_ISSUER_PORT                    0 (default) picks a free port
import { startLocalIssuer } from '../apps/server/test/doubles/local-issuer.ts';

const issuer = await startLocalIssuer({
  clientId: process.env.OIDC_CLIENT_ID ?? 'tools-bd-e2e',
  clientSecret: process.env.OIDC_CLIENT_SECRET ?? 'tools-bd-e2e-client-secret',
  redirectUris: [process.env.OIDC_REDIRECT_URI ?? 'http://127.0.0.1:3210/api/auth/google/callback'],
  port: Number(process.env.OIDC_ISSUER_PORT ?? 0),
});
process.stdout.write(`OIDC_ISSUER=${issuer.url}\n`);

const stop = async () => {
  await issuer.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
