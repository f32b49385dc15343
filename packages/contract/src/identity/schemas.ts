import { z } from 'zod';
import { LANGUAGES } from '../common/languages.ts';
import { emailSchema } from '../common/schemas.ts';

import { identityMessages } from './messages.ts';

/** Long enough to resist guessing, short enough to hash cheaply. */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;
/**
 * Sign-in and "current password" accept what earlier rules allowed (up to 200 characters):
 * existing accounts keep working, only new passwords follow the new rules.
 */
export const MAX_SIGN_IN_PASSWORD_LENGTH = 200;

/** A new password: required ('Password is mendatory'), 8 to 128 characters. */
export const passwordSchema = z
  .string({ message: identityMessages.passwordMandatory })
  .min(1, identityMessages.passwordMandatory)
  .min(MIN_PASSWORD_LENGTH, identityMessages.passwordTooShort)
  .max(MAX_PASSWORD_LENGTH, identityMessages.passwordTooLong);

/**
 * Whether a password contains the name part of an e-mail address (`jane.doe` of
 * `jane.doe@example.com`), ignoring case: the first thing a guesser tries. Names shorter than
 * three characters are left out, or `a@example.com` could use no password with an "a" in it.
 */
export function passwordContainsEmailName(password: string, email: string): boolean {
  const name = email.trim().toLowerCase().split('@')[0] ?? '';
  return name.length >= 3 && password.toLowerCase().includes(name);
}

/** The e-mail-name rule as a zod refinement of a form that also has the address. */
export const passwordAvoidsEmailName = (email: string | undefined) => (password: string) =>
  !email || !passwordContainsEmailName(password, email);

const confirmationSchema = z
  .string({ message: identityMessages.passwordsDoNotMatch })
  .min(1, identityMessages.passwordsDoNotMatch);

const passwordsMatch = (body: { password: string; confirmPassword: string }) => body.password === body.confirmPassword;
const mismatch = { message: identityMessages.passwordsDoNotMatch, path: ['confirmPassword'] };

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: z
    .string({ message: identityMessages.passwordMandatory })
    .min(1, identityMessages.passwordMandatory)
    .max(MAX_SIGN_IN_PASSWORD_LENGTH),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const signupRequestSchema = z
  .object({
    name: z
      .string({ message: identityMessages.nameRequired })
      .trim()
      .min(1, identityMessages.nameRequired)
      .max(100, identityMessages.nameTooLong),
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: confirmationSchema,
  })
  .refine((body) => passwordAvoidsEmailName(body.email)(body.password), {
    message: identityMessages.passwordContainsEmail,
    path: ['password'],
  })
  .refine(passwordsMatch, mismatch);
export type SignupRequest = z.infer<typeof signupRequestSchema>;

export const roleSchema = z.enum(['admin', 'user']);
export type Role = z.infer<typeof roleSchema>;

export const sessionUserSchema = z.object({
  email: z.string(),
  name: z.string(),
  role: roleSchema,
  emailVerified: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** GET /api/auth/me, and PATCH's answer: the signed-in account and the language it chose (null: none yet, the shop's default applies). */
export const meSchema = sessionUserSchema.extend({ language: z.enum(LANGUAGES).nullable() });
export type Me = z.infer<typeof meSchema>;

/** PATCH /api/auth/me: the account's language. */
export const meUpdateRequestSchema = z
  .object({ language: z.enum(LANGUAGES, { error: identityMessages.languageInvalid }) })
  .strict();
export type MeUpdate = z.infer<typeof meUpdateRequestSchema>;

export const authResponseSchema = z.object({ token: z.string(), user: sessionUserSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const tokenResponseSchema = z.object({ token: z.string() });
export const adminCheckResponseSchema = z.object({ admin: z.boolean() });

/** The `PUT /user/{email}` body: `{email}`; a `name` sets the display name. Both optional. */
export const userUpsertRequestSchema = z
  .object({
    email: emailSchema.optional(),
    name: z.string().trim().min(1, identityMessages.nameRequired).max(100, identityMessages.nameTooLong).optional(),
  })
  .optional();
export type UserUpsertRequest = z.infer<typeof userUpsertRequestSchema>;

/** A single-use link's token as it arrives from the e-mail (43 base64url characters for 32 bytes). */
const oneTimeTokenSchema = (message: string) =>
  z
    .string({ message })
    .trim()
    .min(16, message)
    .max(200, message)
    .regex(/^[A-Za-z0-9_-]+$/, message);

export const verifyEmailRequestSchema = z.object({
  token: oneTimeTokenSchema(identityMessages.verificationLinkInvalid),
});
export type VerifyEmailRequest = z.infer<typeof verifyEmailRequestSchema>;

export const forgotPasswordRequestSchema = z.object({ email: emailSchema });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

export const resetPasswordRequestSchema = z
  .object({
    token: oneTimeTokenSchema(identityMessages.resetLinkInvalid),
    password: passwordSchema,
    confirmPassword: confirmationSchema,
  })
  .refine(passwordsMatch, mismatch);
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** The new-password form of the reset screen (the token comes from the link, not from a field). */
export const newPasswordFormSchema = z
  .object({ password: passwordSchema, confirmPassword: confirmationSchema })
  .refine(passwordsMatch, mismatch);
export type NewPasswordForm = z.infer<typeof newPasswordFormSchema>;

export const changePasswordRequestSchema = z
  .object({
    currentPassword: z
      .string({ message: identityMessages.currentPasswordRequired })
      .min(1, identityMessages.currentPasswordRequired)
      .max(MAX_SIGN_IN_PASSWORD_LENGTH),
    password: passwordSchema,
    confirmPassword: confirmationSchema,
  })
  .refine(passwordsMatch, mismatch);
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/**
 * The change-password form of the signed-in person: the request's rules plus the e-mail-name
 * rule, which the form can check because it knows whose password it is (the server checks too).
 */
export const changePasswordFormSchema = (email: string | undefined) =>
  changePasswordRequestSchema.refine((body) => passwordAvoidsEmailName(email)(body.password), {
    message: identityMessages.passwordContainsEmail,
    path: ['password'],
  });

/** Google sign-in ends with a single-use code in the page's address; the page trades it for a token. */
export const googleExchangeRequestSchema = z.object({
  code: z
    .string({ message: identityMessages.googleCodeInvalid })
    .min(16, identityMessages.googleCodeInvalid)
    .max(200, identityMessages.googleCodeInvalid)
    .regex(/^[A-Za-z0-9_-]+$/, identityMessages.googleCodeInvalid),
});
export type GoogleExchangeRequest = z.infer<typeof googleExchangeRequestSchema>;

/** Answers that only tell the person what happened. */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** Which other ways of signing in this shop offers (the login screen shows buttons for these). */
export const authProvidersResponseSchema = z.object({ google: z.boolean() });
export type AuthProviders = z.infer<typeof authProvidersResponseSchema>;

/** `GET /auth/google?from=/path`: where to come back to; only paths of this site. */
export const googleStartQuerySchema = z.object({ from: z.string().max(2000).optional() });
