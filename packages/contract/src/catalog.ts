import { z } from 'zod';
import { idSchema } from './common.ts';

/** A tool as the shop shows it (SPEC.md section 3). `price` is in dollars. */
export const toolSchema = z.object({
  _id: idSchema,
  name: z.string(),
  img: z.string(),
  description: z.string(),
  price: z.number(),
  availableItem: z.number().int(),
  minPurse: z.number().int(),
});
export type Tool = z.infer<typeof toolSchema>;
export const toolListSchema = z.array(toolSchema);

export { HOME_TOOL_COUNT, catalogMessages } from './messages/catalog.ts';
