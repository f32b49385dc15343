/** The shop's wording for sign-up, sign-in and account messages (its typos are kept on purpose). */
export const identityMessages = {
  invalidEmail: 'Input Valid Email',
  passwordMandatory: 'Password is mendatory',
  passwordRequiredDisplay: 'Password is required',
  // 8 to 128 characters and not a common one: short passwords fall to guessing, long ones cost hashing time.
  passwordTooShort: 'Password must be at least 8 characters long',
  passwordTooLong: 'Password must be at most 128 characters long',
  passwordTooCommon: 'This password is too common, please choose another one',
  passwordContainsEmail: 'Password must not contain your e-mail name',
  passwordsDoNotMatch: 'Passwords does not match',
  invalidCredentials: 'Invalid Email or Password',
  emailTaken: 'An account with this e-mail already exists',
  nameRequired: 'Name is required',
  nameTooLong: 'Name is too long',
  sessionExpired: 'Your session has expired, please sign in again',
  tooManyLoginAttempts: 'Too many failed sign-in attempts, please try again later',
  tooManyEmails: 'Too many e-mails requested, please try again later',
  tooManySignups: 'Too many new accounts from your network, please try again later',
  // E-mail verification
  verificationSent: 'We have sent you a new verification e-mail',
  emailVerified: 'Your e-mail address is verified',
  alreadyVerified: 'Your e-mail address is already verified',
  verificationLinkInvalid: 'This verification link is invalid or has expired',
  // Password reset and change
  resetRequested: 'If an account exists for this e-mail, we have sent a link to reset its password',
  resetLinkInvalid: 'This password reset link is invalid or has expired',
  passwordReset: 'Your password has been changed',
  passwordChanged: 'Your password has been changed',
  currentPasswordRequired: 'Current password is required',
  currentPasswordWrong: 'Current password is incorrect',
  noPasswordYet: 'This account signs in with Google; use "Forgot password?" to set a password',
  // Google sign-in
  googleNotConfigured: 'Google sign-in is not available',
  googleFailed: 'Google sign-in did not complete, please try again',
  googleEmailUnverified: 'Your Google account has no verified e-mail address',
  googleAccountConflict: 'This e-mail is already linked to another Google account',
  googleCodeInvalid: 'This sign-in code is invalid or has expired, please sign in again',
  tooManyLinkAttempts: 'Too many attempts with e-mailed links, please try again later',
  // Sessions
  signedOut: 'You are signed out',
  signedOutEverywhere: 'You are signed out on every device',
  // The account's language (PATCH /api/auth/me)
  languageInvalid: 'language must be bn or en',
} as const;

/** Local storage key under which the browser keeps the bearer token between visits. */
export const ACCESS_TOKEN_STORAGE_KEY = 'accessToken';

/**
 * Where to go back to after signing in: paths of this site only. `/dashboard` yes;
 * `//evil.example`, `/\evil`, `https://…` and paths with control characters (which URL
 * parsers drop, turning a path into a host) fall back.
 */
export function safeReturnPath(value: string | null | undefined, fallback = '/'): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return fallback;
  if (!value.startsWith('/') || value.startsWith('//')) return fallback;
  for (const character of value) {
    const code = character.charCodeAt(0);
    if (code < 0x20 || code === 0x7f || character === '\\') return fallback;
  }
  return value;
}

/**
 * The server writes the sign-in providers it offers into index.html as
 * `<meta name="…" content="google">` (empty content: none), so the login card knows at once
 * whether to show 'With Google' instead of asking and changing size afterwards.
 */
export const SIGN_IN_PROVIDERS_META = 'tools-bd:sign-in-providers';
