import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import type { CompanyRole, Language, PaymentTerm, Role } from '@tools-bd/contract';
import { identityMessages } from '@tools-bd/contract';
import { selectRowsPrepared } from '../db/client.ts';
import { companies, companyMembers, users } from '../db/schema.ts';
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
  /**
   * Their approved company, read with the session (null: none, or not approved); undefined where
   * a user was made without a session (the rules then read it themselves: companies' approvedCompanyOf).
   */
  company?: CompanyMembership | null;
}

/** What the shop's rules need to know of a person's approved company. */
export interface CompanyMembership {
  companyId: string;
  role: CompanyRole;
  /** Orders above it wait for an owner; null: no limit. */
  orderLimitCents: number | null;
  priceListId: string | null;
  requirePoNumber: boolean;
  /** Trade credit: `prepaid` (nothing on account) or net N days. */
  paymentTerms: PaymentTerm;
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
) & {
    /** The approved company's columns; null when the person has none. */
    company_id: string | null;
    company_role: CompanyRole | null;
    order_limit_cents: number | null;
    price_list_id: string | null;
    require_po_number: boolean | null;
    payment_terms: PaymentTerm | null;
  };

const membershipOfRow = (row: SessionRow): CompanyMembership | null =>
  row.company_id === null
    ? null
    : {
        companyId: row.company_id,
        role: row.company_role!,
        orderLimitCents: row.order_limit_cents,
        priceListId: row.price_list_id,
        requirePoNumber: row.require_po_number === true,
        paymentTerms: row.payment_terms!,
      };

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
   * The person's approved company rides along, so prices, orders and company screens need no
   * look-up of their own (docs/decisions/030).
   */
  const sessionLookups = createKeyedBatcher<'sessions', SessionKey, Session>(async (_key, keys) => {
    const rows = await selectRowsPrepared<SessionRow>(
      app.db,
      sql`select u.id, u.email, u.name, u.role, u.email_verified, u.token_version, u.language, ${signedOutSql(sql`s.token_id`)} as signed_out,
                 c.id as company_id, m.role as company_role, m.order_limit_cents, c.price_list_id, c.require_po_number, c.payment_terms
            from unnest(${sql.param(keys.map((key) => key.userId))}::uuid[], ${sql.param(keys.map((key) => key.tokenId))}::text[])
                 with ordinality as s(user_id, token_id, arrival)
            left join ${users} u on u.id = s.user_id
            left join ${companyMembers} m on m.user_id = u.id
            left join ${companies} c on c.id = m.company_id and c.status = 'approved'
           order by s.arrival`,
      'sessions.lookup',
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
                company: membershipOfRow(row),
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
