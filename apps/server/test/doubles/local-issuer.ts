import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration } from 'oidc-provider';

/**
 * A real OpenID Connect issuer on this machine (oidc-provider), standing in for Google in the
 * API tests and the browser journeys. Its sign-in page takes any e-mail address: addresses that
 * start with "unverified" come back with `email_verified: false`.
 *
 * Test and development use only: oidc-provider is a development dependency.
 */
export interface LocalIssuerOptions {
  clientId: string;
  clientSecret: string;
  /** Callback URLs of the shop, e.g. http://127.0.0.1:3210/api/auth/google/callback */
  redirectUris: string[];
  host?: string;
  /** 0 (the default) picks a free port. */
  port?: number;
}

export interface LocalIssuer {
  /** The issuer identifier, e.g. http://127.0.0.1:41234 */
  url: string;
  close(): Promise<void>;
}

interface Account {
  subject: string;
  email: string;
  emailVerified: boolean;
  name: string;
}

/** The same e-mail always gets the same subject, as a real provider's stable account id. */
const localSubjectFor = (email: string) =>
  `local-${createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 24)}`;

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character,
  );

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function signInPage(uid: string, clientId: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in - local test issuer</title>
<style>body{font-family:system-ui,sans-serif;max-width:24rem;margin:3rem auto;padding:0 1rem}label{display:block;margin-top:1rem}input{width:100%;padding:.5rem;box-sizing:border-box}button{margin-top:1.5rem;padding:.6rem 1rem}</style>
</head><body>
<h1>Sign in to the local test issuer</h1>
<p>Signing in to <strong>${escapeHtml(clientId)}</strong>. Any e-mail works; one starting with "unverified" comes back unverified.</p>
<form method="post" action="/interaction/${escapeHtml(uid)}/login">
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="email" required autofocus>
<label for="name">Name</label><input id="name" name="name" autocomplete="name">
<button type="submit">Sign in</button>
</form>
<form method="post" action="/interaction/${escapeHtml(uid)}/abort"><button type="submit">Cancel</button></form>
</body></html>`;
}

export async function startLocalIssuer(options: LocalIssuerOptions): Promise<LocalIssuer> {
  const host = options.host ?? '127.0.0.1';
  let handle: (request: IncomingMessage, response: ServerResponse) => void = (_request, response) => {
    response.statusCode = 503;
    response.end();
  };
  const server = createServer((request, response) => handle(request, response));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${host}:${port}`;

  const accounts = new Map<string, Account>();
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const signingKey = { ...privateKey.export({ format: 'jwk' }), kid: 'local-issuer', use: 'sig', alg: 'RS256' };

  const configuration: Configuration = {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    async findAccount(_context, id) {
      const account = accounts.get(id);
      if (!account) return undefined;
      return {
        accountId: id,
        claims: async () => ({
          sub: id,
          email: account.email,
          email_verified: account.emailVerified,
          name: account.name,
        }),
      };
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Like Google: the ID token itself carries the e-mail claims.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_context, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    jwks: { keys: [signingKey as never] },
    pkce: { required: () => true },
    ttl: { AuthorizationCode: 60, Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600 },
  };
  const provider = new Provider(url, configuration);
  const providerHandler = provider.callback();

  async function interaction(
    request: IncomingMessage,
    response: ServerResponse,
    uid: string,
    action: string | undefined,
  ) {
    const details = await provider.interactionDetails(request, response);
    if (details.uid !== uid) throw new Error('interaction mismatch');
    if (request.method === 'GET' && !action) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      response.end(signInPage(uid, String(details.params.client_id)));
      return;
    }
    if (request.method === 'POST' && action === 'abort') {
      await provider.interactionFinished(
        request,
        response,
        { error: 'access_denied', error_description: 'The person cancelled the sign-in' },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    if (request.method === 'POST' && action === 'login') {
      const form = await readForm(request);
      const email = (form.get('email') ?? '').trim().toLowerCase();
      if (!email.includes('@')) {
        response.writeHead(400, { 'content-type': 'text/plain' });
        response.end('an e-mail address is required');
        return;
      }
      const subject = localSubjectFor(email);
      const name = (form.get('name') ?? '').trim() || email.split('@')[0] || email;
      accounts.set(subject, { subject, email, emailVerified: !email.startsWith('unverified'), name });
      // Sign-in and consent in one step: the grant covers what the shop asks for.
      const grant = new provider.Grant({ accountId: subject, clientId: String(details.params.client_id) });
      grant.addOIDCScope('openid email profile');
      const grantId = await grant.save();
      await provider.interactionFinished(
        request,
        response,
        { login: { accountId: subject }, consent: { grantId } },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    response.writeHead(405);
    response.end();
  }

  handle = (request, response) => {
    const match = /^\/interaction\/([^/?]+)(?:\/(login|abort))?(?:\?.*)?$/.exec(request.url ?? '');
    if (!match) {
      void providerHandler(request, response);
      return;
    }
    interaction(request, response, match[1] ?? '', match[2]).catch((error: unknown) => {
      if (response.headersSent) return;
      response.writeHead(400, { 'content-type': 'text/plain' });
      response.end(`sign-in failed: ${(error as Error).message}`);
    });
  };

  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A tiny cookie jar for one origin, enough to walk the issuer's redirects without a browser. */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  store(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const index = pair?.indexOf('=') ?? -1;
      if (!pair || index < 1) continue;
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(header)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/**
 * Plays the browser at the local issuer: opens the authorization URL, fills the sign-in page
 * with the account and follows the redirects until the issuer sends the browser back to the
 * shop. Answers that callback URL (with `code` and `state`, or an `error`).
 */
export async function signInAtLocalIssuer(
  authorizationUrl: URL | string,
  account: { email: string; name?: string } | 'cancel',
): Promise<URL> {
  const start = new URL(authorizationUrl);
  const jar = new CookieJar();
  let next = start;
  let method: 'GET' | 'POST' = 'GET';
  let body: URLSearchParams | undefined;
  for (let step = 0; step < 10; step += 1) {
    const response = await fetch(next, {
      method,
      redirect: 'manual',
      headers: { cookie: jar.header(), ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      body,
    });
    jar.store(response);
    if (response.status >= 300 && response.status < 400) {
      const location = new URL(response.headers.get('location') ?? '', next);
      if (location.origin !== start.origin) return location;
      next = location;
      method = 'GET';
      body = undefined;
      continue;
    }
    const html = await response.text();
    const uid = /action="\/interaction\/([^/"]+)\/login"/.exec(html)?.[1];
    if (response.status !== 200 || !uid)
      throw new Error(`local issuer answered ${response.status}: ${html.slice(0, 300)}`);
    if (account === 'cancel') {
      next = new URL(`/interaction/${uid}/abort`, start);
      body = new URLSearchParams();
    } else {
      next = new URL(`/interaction/${uid}/login`, start);
      body = new URLSearchParams({ email: account.email, name: account.name ?? '' });
    }
    method = 'POST';
  }
  throw new Error('the local issuer did not send the browser back');
}
