import * as client from 'openid-client';

/** What a sign-in at the identity provider tells us about the person. */
export interface OidcIdentity {
  /** The provider's stable id for the person (`sub`). */
  subject: string;
  email?: string;
  emailVerified: boolean;
  name?: string;
}

/** The values that tie a callback to the sign-in this browser started; kept by the caller until then. */
export interface OidcChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** An OpenID Connect relying party for the authorization-code flow with PKCE (S256). */
export interface OidcClient {
  /** Where to send the browser, and the checks to keep until it comes back. */
  start(): Promise<{ authorizationUrl: URL; checks: OidcChecks }>;
  /** Verifies the callback (state, PKCE, ID token signature, nonce) and answers the person's identity. */
  finish(callbackUrl: URL, checks: OidcChecks): Promise<OidcIdentity>;
}

export interface OidcClientOptions {
  issuer: string;
  clientId: string;
  clientSecret?: string;
  /** The absolute URL of our callback route, registered at the provider. */
  redirectUri: string;
}

export class OidcError extends Error {}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Plain http is accepted for an issuer on this machine only (the local test issuer). */
function allowsPlainHttp(issuer: URL): boolean {
  return issuer.protocol === 'http:' && LOOPBACK_HOSTS.has(issuer.hostname);
}

export function createOidcClient(options: OidcClientOptions): OidcClient {
  const issuer = new URL(options.issuer);
  if (issuer.protocol !== 'https:' && !allowsPlainHttp(issuer)) {
    throw new OidcError(`OIDC_ISSUER must use https (got ${options.issuer})`);
  }
  let configuration: Promise<client.Configuration> | undefined;

  /** Discovery happens on first use and is kept; a failed discovery is retried next time. */
  const configure = () => {
    configuration ??= client
      .discovery(
        issuer,
        options.clientId,
        options.clientSecret ? { client_secret: options.clientSecret } : undefined,
        options.clientSecret ? client.ClientSecretPost(options.clientSecret) : client.None(),
        allowsPlainHttp(issuer) ? { execute: [client.allowInsecureRequests], timeout: 10 } : { timeout: 10 },
      )
      .catch((error: unknown) => {
        configuration = undefined;
        throw error;
      });
    return configuration;
  };

  return {
    async start() {
      const config = await configure();
      const checks: OidcChecks = {
        state: client.randomState(),
        nonce: client.randomNonce(),
        codeVerifier: client.randomPKCECodeVerifier(),
      };
      const authorizationUrl = client.buildAuthorizationUrl(config, {
        redirect_uri: options.redirectUri,
        scope: 'openid email profile',
        response_type: 'code',
        code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
        state: checks.state,
        nonce: checks.nonce,
      });
      return { authorizationUrl, checks };
    },

    async finish(callbackUrl, checks) {
      const config = await configure();
      const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new OidcError('the provider sent no ID token');
      let profile: Record<string, unknown> = { ...claims };
      // Google puts e-mail in the ID token; other issuers may only answer it at the userinfo endpoint.
      if (typeof claims.email !== 'string') {
        profile = { ...profile, ...(await client.fetchUserInfo(config, tokens.access_token, claims.sub)) };
      }
      return {
        subject: claims.sub,
        email: typeof profile.email === 'string' ? profile.email : undefined,
        emailVerified: profile.email_verified === true || profile.email_verified === 'true',
        name: typeof profile.name === 'string' ? profile.name : undefined,
      };
    },
  };
}
