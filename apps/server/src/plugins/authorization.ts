import type { FastifyInstance, FastifyRequest, RouteOptions, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../lib/http-errors.ts';
import type { CurrentUser } from './authentication.ts';

/**
 * Who may call a route:
 * - `public`: anybody; the bearer token is not even read.
 * - `user`: any signed-in person, acting on their own account.
 * - `owner`: a signed-in person; the service then checks that the resource is theirs
 *   (requireOwner / requireOwnerOrAdmin below), since only it knows whose the resource is.
 * - `admin`: signed-in admins only.
 */
export const ACCESS_RULES = ['public', 'user', 'owner', 'admin'] as const;
export type AccessRule = (typeof ACCESS_RULES)[number];

/**
 * When the sign-in check runs. `before-validation` (the default) is `onRequest`: a call
 * without a token answers 401 before its body is read or validated (so nobody uploads 5 MB
 * to learn they must sign in). `after-validation` is `preHandler`: a bad body answers 400
 * even without a token, as the payment calls always did.
 */
export type AccessCheckStage = 'before-validation' | 'after-validation';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Required on every /api route: registering one without it fails. */
    access?: AccessRule;
    accessCheckedAt?: AccessCheckStage;
    /** The 401 message when nobody is signed in, where a route's wording differs from the usual one. */
    unauthenticatedMessage?: string;
  }
  interface FastifyInstance {
    /** Every API route's rule, keyed `GET /api/tools`: the access table the tests compare. */
    accessRules: ReadonlyMap<string, AccessRule>;
  }
}

/** 401 unless somebody is signed in. */
export function requireUser(user: CurrentUser | null, unauthenticatedMessage?: string): CurrentUser {
  if (!user) throw unauthorized(unauthenticatedMessage);
  return user;
}

/** 401 unless somebody is signed in, 403 unless they are an admin. */
export function requireAdmin(user: CurrentUser | null, unauthenticatedMessage?: string): CurrentUser {
  const signedIn = requireUser(user, unauthenticatedMessage);
  if (signedIn.role !== 'admin') throw forbidden();
  return signedIn;
}

/** Whose a resource is: by account id (orders, reviews) or by e-mail (profiles, addresses in paths). */
export type ResourceOwner = { userId: string } | { email: string };

export function isOwner(user: CurrentUser, owner: ResourceOwner): boolean {
  return 'userId' in owner ? owner.userId === user.id : owner.email === user.email;
}

/** 403 (with the given wording) unless the resource is the user's own; admins get no exception. */
export function requireOwner(user: CurrentUser, owner: ResourceOwner, message?: string): void {
  if (!isOwner(user, owner)) throw forbidden(message);
}

/** 403 (with the given wording) unless the resource is the user's own or the user is an admin. */
export function requireOwnerOrAdmin(user: CurrentUser, owner: ResourceOwner, message?: string): void {
  if (user.role !== 'admin' && !isOwner(user, owner)) throw forbidden(message);
}

function isAccessRule(value: unknown): value is AccessRule {
  return (ACCESS_RULES as readonly unknown[]).includes(value);
}

const asArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** Only the API is guarded; other routes are the web app's and the uploaded pictures' files. */
const isApiRoute = (url: string) => url === '/api' || url.startsWith('/api/');

/**
 * Each /api route declares its rule once, as `config: { access }`. This plugin's single
 * `onRoute` hook refuses a route without one at registration, records the rule, and gives every
 * non-public route one check at the stage it asks for. Public routes get no hook at all: their
 * bearer token is never read, so a stale token cannot break signing in again, and the busiest
 * reads pay nothing for it.
 */
async function authorizationPlugin(app: FastifyInstance) {
  const accessRules = new Map<string, AccessRule>();
  app.decorate('accessRules', accessRules);

  app.addHook('onRoute', (route: RouteOptions) => {
    if (!isApiRoute(route.url)) return;
    const methods = asArray(route.method);
    const { access, accessCheckedAt = 'before-validation', unauthenticatedMessage } = route.config ?? {};
    if (!isAccessRule(access)) {
      throw new Error(
        `${methods.join(',')} ${route.url} declares no access rule: add config.access (one of ${ACCESS_RULES.join(', ')})`,
      );
    }
    // Fastify adds a HEAD twin of every GET route: it gets the same check, but is not a rule of its own.
    for (const method of methods) if (method !== 'HEAD') accessRules.set(`${method} ${route.url}`, access);
    if (access === 'public') {
      if (route.config?.accessCheckedAt || unauthenticatedMessage)
        throw new Error(`${route.url}: a public route has no sign-in check to configure`);
      return;
    }

    const checkAccess: onRequestHookHandler = async (request: FastifyRequest) => {
      const user = await app.identify(request);
      if (access === 'admin') requireAdmin(user, unauthenticatedMessage);
      else requireUser(user, unauthenticatedMessage);
    };
    // First among the route's own hooks, so none of them runs for a caller who is refused.
    if (accessCheckedAt === 'before-validation') route.onRequest = [checkAccess, ...asArray(route.onRequest)];
    else route.preHandler = [checkAccess, ...asArray(route.preHandler)];
  });
}

export default fp(authorizationPlugin, { name: 'authorization', dependencies: ['authentication'] });
