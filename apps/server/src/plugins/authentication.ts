import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { inArray } from 'drizzle-orm';
import type { Role } from '@tools-bd/contract';
import { identityMessages } from '@tools-bd/contract';
import { users } from '../db/schema.ts';
import { unauthorized } from '../lib/http-errors.ts';
import { createKeyedBatcher } from '../lib/keyed-batcher.ts';
import { createTokenService, type TokenService } from '../lib/bearer-tokens.ts';
import { createTokenRevocations, type TokenRevocations } from '../lib/token-revocations.ts';

/** The signed-in person, as every route sees them. */
export interface CurrentUser {
  id: string;
  email: string;
  name: string;
  role: Role;
  emailVerified: boolean;
  tokenVersion: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    /** Signed-out tokens, refused by identify() on every instance. */
    tokenRevocations: TokenRevocations;
    /**
     * Reads the bearer token if there is one: null without a token, 401 for a token that no
     * longer counts. Routes never call it themselves: the authorization plugin runs it for
     * every route whose access rule needs a signed-in person (see plugins/authorization.ts).
     */
    identify(request: FastifyRequest): Promise<CurrentUser | null>;
  }
  interface FastifyRequest {
    currentUser: CurrentUser | null;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Who is calling: the bearer token checked against the users table. */
async function authenticationPlugin(app: FastifyInstance) {
  app.decorate('tokens', createTokenService(app.config.jwt.secret, app.config.jwt.ttlSeconds));
  app.decorate('tokenRevocations', createTokenRevocations(app.db));
  app.decorateRequest('currentUser', null);

  /**
   * Signed-in users are read in batches: lookups that arrive while one is in flight go together
   * in the next query. Each lookup still starts after its request arrived, so a password change
   * or a revoked admin counts for every request that comes after it, as with one query each.
   */
  const userLookups = createKeyedBatcher<'users', string, CurrentUser | undefined>(async (_key, ids) => {
    const rows = await app.db
      .select({
        id: users.id,
        email: users.email,
        name: users.name,
        role: users.role,
        emailVerified: users.emailVerified,
        tokenVersion: users.tokenVersion,
      })
      .from(users)
      .where(inArray(users.id, [...new Set(ids)]));
    const byId = new Map(rows.map((row) => [row.id, row]));
    // A copy each: one request's user must never be another's object.
    return ids.map((id) => {
      const row = byId.get(id);
      return { ok: true as const, value: row && { ...row } };
    });
  });

  async function identify(request: FastifyRequest): Promise<CurrentUser | null> {
    if (request.currentUser) return request.currentUser;
    const token = bearerToken(request);
    if (!token) return null;
    const claims = await app.tokens.verify(token);
    // Our tokens always name a UUID; anything else must not reach (and fail) a shared lookup.
    if (!claims || !UUID.test(claims.userId)) throw unauthorized(identityMessages.sessionExpired);
    // Both lookups at once: checking for a sign-out adds no waiting to a signed-in request.
    const [user, signedOut] = await Promise.all([userLookups.submit('users', claims.userId), app.tokenRevocations.isRevoked(claims.tokenId)]);
    if (signedOut) throw unauthorized(identityMessages.sessionExpired);
    // A deleted user, or a token issued before the last password change or reset (token_version
    // bumped), no longer counts. The role is read here on every request, so making or removing
    // an admin takes effect at once without new tokens.
    if (!user || user.tokenVersion !== claims.tokenVersion) throw unauthorized(identityMessages.sessionExpired);
    request.currentUser = user;
    return user;
  }

  app.decorate('identify', identify);
}

export default fp(authenticationPlugin, { name: 'authentication', dependencies: ['database'] });

/** For handlers of routes whose access rule is 'user', 'owner' or 'admin': the user is known to be there. */
export function signedInUser(request: FastifyRequest): CurrentUser {
  if (!request.currentUser) throw unauthorized();
  return request.currentUser;
}
