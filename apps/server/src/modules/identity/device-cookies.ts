import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { readCookie } from './google-state.ts';

/**
 * Device cookies (OWASP's defence against account lockout): a browser that signed in to an
 * account gets an HttpOnly cookie naming that account, signed with a key derived from the JWT
 * secret, so every instance of the shop can check it. Failed sign-ins from such a browser are
 * counted per cookie; failures from unknown browsers never refuse it.
 *
 * One cookie per account, so a browser shared by a shopper and an admin keeps both. Its name
 * carries a keyed hash of the e-mail (never the e-mail itself); its value is
 * `<nonce>.<issued at>.<signature>` over the full account hash, the nonce and the time.
 */
export const DEVICE_COOKIE_PREFIX = 'tools_bd_device_';
/** Only the sign-in calls need it. */
export const DEVICE_COOKIE_PATH = '/api/auth';
export const DEVICE_COOKIE_TTL_SECONDS = 365 * 24 * 60 * 60;

export interface KnownDevice {
  /** The cookie's own id: its failed sign-ins are counted under it. */
  nonce: string;
}

export interface DeviceCookies {
  /** A Set-Cookie value naming this account, fresh (new nonce, a year from now). */
  issue(email: string): string;
  /** The browser's device cookie for this account, when it carries a valid one. */
  recognise(email: string, cookieHeader: string | undefined): KnownDevice | null;
}

export function createDeviceCookies(secret: string, options: { secure: boolean; now?: () => number }): DeviceCookies {
  // A key of its own, derived from the JWT secret: cookies and bearer tokens never share one.
  const key = createHmac('sha256', 'tools-bd device cookie').update(secret).digest();
  const now = options.now ?? Date.now;
  const mac = (text: string) => createHmac('sha256', key).update(text).digest('base64url');
  const accountHash = (email: string) => mac(`account\0${email.trim().toLowerCase()}`);
  const cookieName = (hash: string) => `${DEVICE_COOKIE_PREFIX}${hash.slice(0, 16)}`;
  const signature = (hash: string, nonce: string, issuedAt: string) => mac(`device\0${hash}\0${nonce}\0${issuedAt}`);

  return {
    issue(email) {
      const hash = accountHash(email);
      const nonce = randomBytes(16).toString('base64url');
      const issuedAt = String(Math.floor(now() / 1000));
      return [
        `${cookieName(hash)}=${nonce}.${issuedAt}.${signature(hash, nonce, issuedAt)}`,
        `Path=${DEVICE_COOKIE_PATH}`,
        `Max-Age=${DEVICE_COOKIE_TTL_SECONDS}`,
        'HttpOnly',
        // Only our own pages' calls carry it; the shop's page and API share one origin.
        'SameSite=Strict',
        ...(options.secure ? ['Secure'] : []),
      ].join('; ');
    },
    recognise(email, cookieHeader) {
      const hash = accountHash(email);
      const value = readCookie(cookieHeader, cookieName(hash));
      const [nonce, issuedAt, signed, ...extra] = value?.split('.') ?? [];
      if (!nonce || !issuedAt || !signed || extra.length || !/^\d{1,12}$/.test(issuedAt)) return null;
      const expected = Buffer.from(signature(hash, nonce, issuedAt));
      const given = Buffer.from(signed);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const ageSeconds = now() / 1000 - Number(issuedAt);
      if (ageSeconds > DEVICE_COOKIE_TTL_SECONDS || ageSeconds < -300) return null;
      return { nonce };
    },
  };
}
