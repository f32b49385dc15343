import { z } from 'zod';
import { roleSchema } from '../identity/schemas.ts';

/** One row of the admin's user list: e-mail, role and display name. */
const userSummarySchema = z.object({
  email: z.string(),
  role: roleSchema,
  name: z.string(),
});
export type UserSummary = z.infer<typeof userSummarySchema>;
export const userListSchema = z.array(userSummarySchema);
