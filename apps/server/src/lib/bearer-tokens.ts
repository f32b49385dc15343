import { createHash, randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';

/** What a bearer token carries: the user's id and the password generation it was issued for. */
export interface TokenClaims {
  userId: string;
  tokenVersion: number;
}

/** A verified token: its claims, plus what signing out needs (which token, valid until when). */
export interface VerifiedToken extends TokenClaims {
  /** The jti; tokens issued before tokens had one are named by their hash. */
  tokenId: string;
  expiresAt: Date;
}

export interface TokenService {
  issue(claims: TokenClaims): Promise<string>;
  /** Returns the claims, or null for a token that is malformed, forged or expired. */
  verify(token: string): Promise<VerifiedToken | null>;
}

const ISSUER = 'tools-bd';

/** How many verified tokens each instance remembers (a few MB); past that it starts again. */
const VERIFIED_TOKENS_KEPT = 10_000;

export function createTokenService(secret: string, ttlSeconds: number): TokenService {
  // A WebCrypto key imported once: given raw bytes (or a KeyObject), jose imports the key again
  // on every call, which was the largest cost of an authenticated request after the I/O.
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  // A token's signature and claims never change, only whether it has expired: a token verified
  // once is not checked again (the HMAC, run on the thread pool, was the largest cost of a
  // signed-in request after the database). Sign-out and password changes are checked by the
  // caller on every request, not here.
  const verified = new Map<string, VerifiedToken>();
  const remember = (token: string, claims: VerifiedToken) => {
    if (verified.size >= VERIFIED_TOKENS_KEPT) verified.clear();
    verified.set(token, claims);
  };
  return {
    issue: async ({ userId, tokenVersion }) =>
      new SignJWT({ ver: tokenVersion })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setIssuedAt()
        // Names this token, so signing out can refuse it on every instance (lib/token-revocations.ts).
        .setJti(randomUUID())
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(await key),
    verify: async (token) => {
      const known = verified.get(token);
      if (known) {
        if (known.expiresAt.getTime() > Date.now()) return { ...known };
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, await key, { issuer: ISSUER, algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number' || typeof payload.exp !== 'number')
          return null;
        const tokenId =
          typeof payload.jti === 'string' ? payload.jti : createHash('sha256').update(token).digest('base64url');
        const claims = {
          userId: payload.sub,
          tokenVersion: payload.ver,
          tokenId,
          expiresAt: new Date(payload.exp * 1000),
        };
        remember(token, claims);
        return { ...claims };
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) return null;
        throw error;
      }
    },
  };
}
