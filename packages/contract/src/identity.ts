import { z } from 'zod';
import { emailSchema } from './common.ts';

import { identityMessages } from './messages/identity.ts';

export { identityMessages, ACCESS_TOKEN_STORAGE_KEY } from './messages/identity.ts';

export const MIN_PASSWORD_LENGTH = 3;
export const MAX_PASSWORD_LENGTH = 200;

export const passwordSchema = z
  .string({ message: identityMessages.passwordMandatory })
  .min(1, identityMessages.passwordMandatory)
  .min(MIN_PASSWORD_LENGTH, identityMessages.passwordTooShort)
  .max(MAX_PASSWORD_LENGTH, 'Password is too long');

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: z.string({ message: identityMessages.passwordMandatory }).min(1, identityMessages.passwordMandatory).max(MAX_PASSWORD_LENGTH),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const signupRequestSchema = z
  .object({
    name: z.string({ message: identityMessages.nameRequired }).trim().min(1, identityMessages.nameRequired).max(100),
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: z.string({ message: identityMessages.passwordsDoNotMatch }).min(1, identityMessages.passwordsDoNotMatch),
  })
  .refine((body) => body.password === body.confirmPassword, {
    message: identityMessages.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
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

export const authResponseSchema = z.object({ token: z.string(), user: sessionUserSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const tokenResponseSchema = z.object({ token: z.string() });
export const adminCheckResponseSchema = z.object({ admin: z.boolean() });
