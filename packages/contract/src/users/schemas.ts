import { z } from 'zod';
import { roleSchema } from '../identity/schemas.ts';
import { usersMessages } from './messages.ts';

/** One row of the admin's user list: e-mail, role, display name, and whether an admin trusts their cash on delivery orders. */
export const userSummarySchema = z.object({
  email: z.string(),
  role: roleSchema,
  name: z.string(),
  codTrusted: z.boolean(),
});
export type UserSummary = z.infer<typeof userSummarySchema>;
export const userListSchema = z.array(userSummarySchema);

/** PATCH /api/user/admin/{email}: mark a customer trusted for cash on delivery (confirmed at once) or not. */
export const userUpdateSchema = z.object(
  { codTrusted: z.boolean({ message: usersMessages.codTrustedInvalid }) },
  { message: usersMessages.codTrustedInvalid },
);
export type UserUpdate = z.infer<typeof userUpdateSchema>;
