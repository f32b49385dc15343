/** Exact wording of SPEC.md sections 5 and 8. */
export const identityMessages = {
  invalidEmail: 'Input Valid Email',
  passwordMandatory: 'Password is mendatory',
  passwordRequiredDisplay: 'Password is required',
  passwordTooShort: 'Password must be at 3 char long',
  passwordsDoNotMatch: 'Passwords does not match',
  invalidCredentials: 'Invalid Email or Password',
  emailTaken: 'An account with this e-mail already exists',
  nameRequired: 'Name is required',
  sessionExpired: 'Your session has expired, please sign in again',
} as const;

/** Local storage key for the bearer token (SPEC.md section 9). */
export const ACCESS_TOKEN_STORAGE_KEY = 'accessToken';
