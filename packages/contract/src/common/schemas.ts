import { z } from 'zod';
import { identityMessages } from '../identity/messages.ts';

// In the browser zod must not compile parsers with `new Function`: the shop's CSP forbids eval.
// The server keeps zod's faster compiled parsers.
if (typeof document !== 'undefined') z.config({ jitless: true });

/** Every error the API sends has this one shape. */
export const errorSchema = z.object({ message: z.string() });
export type ApiError = z.infer<typeof errorSchema>;

/** Records are identified by UUIDs; the wire name stays `_id` as in the sketch. */
export const idSchema = z.uuid({ message: 'Malformed id' });
export const idParamsSchema = z.object({ id: idSchema });

/** Update answers keep the sketch's shape. */
export const updateResultSchema = z.object({
  acknowledged: z.boolean(),
  modifiedCount: z.number().int(),
});
export type UpdateResult = z.infer<typeof updateResultSchema>;

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, identityMessages.invalidEmail)
  .pipe(z.email({ message: identityMessages.invalidEmail }));

export const emailParamsSchema = z.object({ email: emailSchema });
