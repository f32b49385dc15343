import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import type { Language, Role } from '@tools-bd/contract';
import { identityMessages } from '@tools-bd/contract';
import { selectRowsPrepared } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { unauthorized } from '../lib/http-errors.ts';
import { createKeyedBatcher } from '../lib/keyed-batcher.ts';
import { createTokenService, type TokenService } from '../lib/bearer-tokens.ts';
import { createTokenRevocations, signedOutSql, type TokenRevocations } from '../lib/token-revocations.ts';

/** The signed-in person, as every route sees them. */
export interface CurrentUser {
  id: string;
  email: string;
  name: string;
  role: Role;
  emailVerified: boolean;
  tokenVersion: number;
  /** The language the person saved (null: the shop's default); what their e-mails are written in. */
  language?: Language | null;
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

/** A token's user and its id, read together by identify(). */
interface SessionKey {
  userId: string;
  tokenId: string;
}

interface Session {
  user: CurrentUser | undefined;
  signedOut: boolean;
}

/** A row of the session lookup: the user's columns are null when the user is gone. */
type SessionRow = { signed_out: boolean } & (
  | {
      id: string;
      email: string;
      name: string;
      role: Role;
      email_verified: boolean;
      token_version: number;
      language: Language | null;
    }
  | { id: null; email: null; name: null; role: null; email_verified: null; token_version: null; language: null }
);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Who is calling: the bearer token checked against the users table. */
async function authenticationPlugin(app: FastifyInstance) {
  app.decorate('tokens', createTokenService(app.config.jwt.secret, app.config.jwt.ttlSeconds));
  app.decorate('tokenRevocations', createTokenRevocations(app.db));
  app.decorateRequest('currentUser', null);

  /**
   * Signed-in users are read in batches: lookups that arrive while one is in flight go together
   * in the next query. Each lookup still starts after its request arrived, so a password change,
   * a sign-out or a revoked admin counts for every request that comes after it, as with one query
   * each. The user and the token's sign-out are read in the same statement: one round trip per
   * batch instead of two (every round trip to PostgreSQL costs the shop's one thread a socket write).
   */
  const sessionLookups = createKeyedBatcher<'sessions', SessionKey, Session>(async (_key, keys) => {
    const rows = await selectRowsPrepared<SessionRow>(
      app.db,
      sql`select u.id, u.email, u.name, u.role, u.email_verified, u.token_version, u.language, ${signedOutSql(sql`s.token_id`)} as signed_out
            from unnest(${sql.param(keys.map((key) => key.userId))}::uuid[], ${sql.param(keys.map((key) => key.tokenId))}::text[])
                 with ordinality as s(user_id, token_id, arrival)
            left join ${users} u on u.id = s.user_id
           order by s.arrival`,
    );
    // A user of its own each: one request's user must never be another's object.
    return rows.map((row) => ({
      ok: true as const,
      value: {
        signedOut: row.signed_out,
        user:
          row.id === null
            ? undefined
            : {
                id: row.id,
                email: row.email,
                name: row.name,
                role: row.role,
                emailVerified: row.email_verified,
                tokenVersion: row.token_version,
                language: row.language,
              },
      },
    }));
  });

  async function identify(request: FastifyRequest): Promise<CurrentUser | null> {
    if (request.currentUser) return request.currentUser;
    const token = bearerToken(request);
    if (!token) return null;
    const claims = await app.tokens.verify(token);
    // Our tokens always name a UUID; anything else must not reach (and fail) a shared lookup.
    if (!claims || !UUID.test(claims.userId)) throw unauthorized(identityMessages.sessionExpired);
    if (app.tokenRevocations.knownRevoked(claims.tokenId)) throw unauthorized(identityMessages.sessionExpired);
    const { user, signedOut } = await sessionLookups.submit('sessions', {
      userId: claims.userId,
      tokenId: claims.tokenId,
    });
    if (signedOut) {
      app.tokenRevocations.remember(claims.tokenId);
      throw unauthorized(identityMessages.sessionExpired);
    }
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
