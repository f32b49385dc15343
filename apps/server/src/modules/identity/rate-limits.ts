import type { RateLimitRule } from '../../providers/rate-limit/index.ts';

const MINUTE = 60;

/** Issue 3: after 5 failed sign-ins within 15 minutes, for one e-mail or one client address, → 429. */
export const FAILED_LOGINS_PER_EMAIL: RateLimitRule = { name: 'login-email', max: 5, windowSeconds: 15 * MINUTE };
export const FAILED_LOGINS_PER_ADDRESS: RateLimitRule = { name: 'login-address', max: 5, windowSeconds: 15 * MINUTE };

/** "Forgot password?" mails: a few per e-mail address, a few more per client address, per hour. */
export const RESET_MAILS_PER_EMAIL: RateLimitRule = { name: 'reset-email', max: 3, windowSeconds: 60 * MINUTE };
export const RESET_MAILS_PER_ADDRESS: RateLimitRule = { name: 'reset-address', max: 10, windowSeconds: 60 * MINUTE };

/** New accounts per client address per hour (configurable: SIGNUPS_PER_ADDRESS_PER_HOUR). */
export const signupsPerAddress = (max: number): RateLimitRule => ({ name: 'signup-address', max, windowSeconds: 60 * MINUTE });

/** "Resend verification e-mail": a few per account per hour. */
export const VERIFICATION_MAILS_PER_ACCOUNT: RateLimitRule = { name: 'verify-resend', max: 3, windowSeconds: 60 * MINUTE };
