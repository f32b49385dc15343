import type { RateLimitRule } from '../../providers/rate-limit/index.ts';

const MINUTE = 60;

/**
 * Failed sign-ins. From a browser without the account's device cookie (device-cookies.ts), a
 * guesser at one client address (an IPv6 /64) gets 5 tries per account and 20 in all per 15
 * minutes, and all such browsers together get 100 tries per account an hour: that ceiling slows
 * guessing spread over many addresses. A browser that signed in to the account before is refused
 * only for its own failures (5 per 15 minutes per device cookie), never for anyone else's.
 */
export const FAILED_LOGINS_PER_ACCOUNT_AND_ADDRESS: RateLimitRule = {
  name: 'login-account-address',
  max: 5,
  windowSeconds: 15 * MINUTE,
};
export const FAILED_LOGINS_PER_ADDRESS: RateLimitRule = { name: 'login-address', max: 20, windowSeconds: 15 * MINUTE };
export const FAILED_LOGINS_PER_ACCOUNT: RateLimitRule = { name: 'login-account', max: 100, windowSeconds: 60 * MINUTE };
export const FAILED_LOGINS_PER_DEVICE: RateLimitRule = { name: 'login-device', max: 5, windowSeconds: 15 * MINUTE };

/** The counter key of one account at one client address. */
export const accountAtAddress = (email: string, clientAddress: string) =>
  `${email.trim().toLowerCase()}\0${clientAddress}`;

/** Reset and verification links tried from one client address (each try is a database lookup). */
export const LINK_ATTEMPTS_PER_ADDRESS: RateLimitRule = { name: 'link-address', max: 20, windowSeconds: 15 * MINUTE };

/** "Forgot password?" mails: a few per e-mail address, a few more per client address, per hour. */
export const RESET_MAILS_PER_EMAIL: RateLimitRule = { name: 'reset-email', max: 3, windowSeconds: 60 * MINUTE };
export const RESET_MAILS_PER_ADDRESS: RateLimitRule = { name: 'reset-address', max: 10, windowSeconds: 60 * MINUTE };

/** New accounts per client address per hour (configurable: SIGNUPS_PER_ADDRESS_PER_HOUR). */
export const signupsPerAddress = (max: number): RateLimitRule => ({
  name: 'signup-address',
  max,
  windowSeconds: 60 * MINUTE,
});

/** "Resend verification e-mail": a few per account per hour. */
export const VERIFICATION_MAILS_PER_ACCOUNT: RateLimitRule = {
  name: 'verify-resend',
  max: 3,
  windowSeconds: 60 * MINUTE,
};
