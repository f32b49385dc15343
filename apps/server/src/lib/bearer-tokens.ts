import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';

/** What a bearer token carries: the user's id and the password generation it was issued for. */
export interface TokenClaims {
  userId: string;
  tokenVersion: number;
}

export interface TokenService {
  issue(claims: TokenClaims): Promise<string>;
  /** Returns the claims, or null for a token that is malformed, forged or expired. */
  verify(token: string): Promise<TokenClaims | null>;
}

const ISSUER = 'tools-bd';

export function createTokenService(secret: string, ttlSeconds: number): TokenService {
  // A WebCrypto key imported once: given raw bytes (or a KeyObject), jose imports the key again
  // on every call, which was the largest cost of an authenticated request after the I/O.
  const key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  return {
    issue: async ({ userId, tokenVersion }) =>
      new SignJWT({ ver: tokenVersion })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(await key),
    verify: async (token) => {
      try {
        const { payload } = await jwtVerify(token, await key, { issuer: ISSUER, algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number') return null;
        return { userId: payload.sub, tokenVersion: payload.ver };
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) return null;
        throw error;
      }
    },
  };
}
