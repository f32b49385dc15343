import { createHash } from 'node:crypto';
import { EncryptJWT, jwtDecrypt } from 'jose';
import type { OidcChecks } from '../../providers/oidc/index.ts';

/**
 * The per-sign-in secrets (state, nonce, PKCE verifier) and the page to return to travel in
 * an encrypted, short-lived, HttpOnly cookie: any instance can read it at the callback, and
 * only the browser that started the sign-in has it (no login CSRF).
 */
export const GOOGLE_STATE_COOKIE = 'tools_bd_google';
export const GOOGLE_STATE_COOKIE_PATH = '/api/auth/google';
export const GOOGLE_STATE_TTL_SECONDS = 10 * 60;

export interface GoogleSignInState extends OidcChecks {
  from: string;
}

export interface GoogleStateSealer {
  seal(state: GoogleSignInState): Promise<string>;
  /** Null for a missing, forged, tampered or expired value. */
  open(sealed: string | undefined): Promise<GoogleSignInState | null>;
}

export function createGoogleStateSealer(secret: string): GoogleStateSealer {
  // A key of its own, derived from the JWT secret: cookies and bearer tokens never share one.
  const key = createHash('sha256').update(`tools-bd google sign-in state\0${secret}`).digest();
  return {
    seal: (state) =>
      new EncryptJWT({ ...state })
        .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
        .setIssuedAt()
        .setExpirationTime(`${GOOGLE_STATE_TTL_SECONDS}s`)
        .encrypt(key),
    async open(sealed) {
      if (!sealed) return null;
      try {
        const { payload } = await jwtDecrypt(sealed, key, {
          keyManagementAlgorithms: ['dir'],
          contentEncryptionAlgorithms: ['A256GCM'],
        });
        const { state, nonce, codeVerifier, from } = payload;
        if (
          typeof state !== 'string' ||
          typeof nonce !== 'string' ||
          typeof codeVerifier !== 'string' ||
          typeof from !== 'string'
        )
          return null;
        return { state, nonce, codeVerifier, from };
      } catch {
        return null;
      }
    },
  };
}

/** Reads one cookie from a Cookie header. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) {
      // The header is the client's to write: a broken escape is no cookie, not a 500.
      try {
        return decodeURIComponent(part.slice(index + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** The browser's half of a Google sign-in code (google-codes.ts), sent only to the exchange. */
export const GOOGLE_CODE_COOKIE = 'tools_bd_google_code';
const GOOGLE_CODE_COOKIE_PATH = '/api/auth/google/exchange';

function cookie(
  name: string,
  value: string,
  options: { path: string; maxAgeSeconds: number; sameSite: 'Lax' | 'Strict'; secure: boolean },
): string {
  return [
    `${name}=${value}`,
    `Path=${options.path}`,
    `Max-Age=${options.maxAgeSeconds}`,
    'HttpOnly',
    `SameSite=${options.sameSite}`,
    ...(options.secure ? ['Secure'] : []),
  ].join('; ');
}

// Lax: the state cookie comes along on the top-level redirect back from the provider.
export const stateCookie = (value: string, secure: boolean) =>
  cookie(GOOGLE_STATE_COOKIE, value, {
    path: GOOGLE_STATE_COOKIE_PATH,
    maxAgeSeconds: GOOGLE_STATE_TTL_SECONDS,
    sameSite: 'Lax',
    secure,
  });

export const clearedStateCookie = (secure: boolean) =>
  cookie(GOOGLE_STATE_COOKIE, '', { path: GOOGLE_STATE_COOKIE_PATH, maxAgeSeconds: 0, sameSite: 'Lax', secure });

// Strict: only our own page's call to the exchange carries it.
export const codeCookie = (value: string, maxAgeSeconds: number, secure: boolean) =>
  cookie(GOOGLE_CODE_COOKIE, value, { path: GOOGLE_CODE_COOKIE_PATH, maxAgeSeconds, sameSite: 'Strict', secure });

export const clearedCodeCookie = (secure: boolean) =>
  cookie(GOOGLE_CODE_COOKIE, '', { path: GOOGLE_CODE_COOKIE_PATH, maxAgeSeconds: 0, sameSite: 'Strict', secure });
