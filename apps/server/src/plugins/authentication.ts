import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { eq } from 'drizzle-orm';
import type { Role } from '@tools-bd/contract';
import { identityMessages } from '@tools-bd/contract';
import { users } from '../db/schema.ts';
import { forbidden, unauthorized } from '../lib/http-errors.ts';
import { createTokenService, type TokenService } from '../modules/identity/tokens.ts';

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
    /**
     * Hook: 401 unless a valid bearer token of an existing user is sent. As `onRequest` it
     * answers 401 before the body is validated (identity and users routes do so); as
     * `preHandler` after.
     */
    requireUser(request: FastifyRequest): Promise<void>;
    /** Hook: 401 without a valid token, 403 unless the user is an admin (same placement as requireUser). */
    requireAdmin(request: FastifyRequest): Promise<void>;
    /** Reads the bearer token if there is one; never fails for a missing token. */
    identify(request: FastifyRequest): Promise<CurrentUser | null>;
  }
  interface FastifyRequest {
    currentUser: CurrentUser | null;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

async function authenticationPlugin(app: FastifyInstance) {
  app.decorate('tokens', createTokenService(app.config.jwt.secret, app.config.jwt.ttlSeconds));
  app.decorateRequest('currentUser', null);

  async function identify(request: FastifyRequest): Promise<CurrentUser | null> {
    if (request.currentUser) return request.currentUser;
    const token = bearerToken(request);
    if (!token) return null;
    const claims = await app.tokens.verify(token);
    if (!claims) throw unauthorized(identityMessages.sessionExpired);
    const [user] = await app.db
      .select({
        id: users.id,
        email: users.email,
        name: users.name,
        role: users.role,
        emailVerified: users.emailVerified,
        tokenVersion: users.tokenVersion,
      })
      .from(users)
      .where(eq(users.id, claims.userId))
      .limit(1);
    // A deleted user, or a token issued before the last password change or reset (token_version
    // bumped), no longer counts. The role is read here on every request, so making or removing
    // an admin takes effect at once without new tokens.
    if (!user || user.tokenVersion !== claims.tokenVersion) throw unauthorized(identityMessages.sessionExpired);
    request.currentUser = user;
    return user;
  }

  app.decorate('identify', identify);
  app.decorate('requireUser', async (request: FastifyRequest) => {
    if (!(await identify(request))) throw unauthorized();
  });
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    const user = await identify(request);
    if (!user) throw unauthorized();
    if (user.role !== 'admin') throw forbidden();
  });
}

export default fp(authenticationPlugin, { name: 'authentication', dependencies: ['database'] });

/** For handlers behind requireUser/requireAdmin: the user is known to be there. */
export function signedInUser(request: FastifyRequest): CurrentUser {
  if (!request.currentUser) throw unauthorized();
  return request.currentUser;
}
