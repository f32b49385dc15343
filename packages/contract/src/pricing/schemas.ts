import { z } from 'zod';
import { priceBreakSchema, priceBreaksSchema, toolPriceSchema } from '../catalog/schemas.ts';
import { orderMessages } from '../orders/messages.ts';
import { isPlainText } from '../orders/schemas.ts';
import { PRICE_LIST_LIMITS, pricingMessages as messages } from './messages.ts';
import { isPriceListDiscount } from './rules.ts';

// Dealer price lists: facts and messages in pricing/messages.ts, the price rule in pricing/rules.ts.

const priceListNameSchema = z
  .string({ error: messages.nameRequired })
  .trim()
  .min(1, messages.nameRequired)
  .max(PRICE_LIST_LIMITS.nameMax, messages.nameTooLong)
  .refine((value) => isPlainText(value), orderMessages.controlCharacters);

export const discountPercentSchema = z
  .number({ error: messages.discountPercentInvalid })
  .refine(isPriceListDiscount, messages.discountPercentInvalid);

/** One fixed price: the tool's unit price and its own breaks (none when left out), validated like a product's. */
export const priceListPriceInputSchema = z.object(
  {
    toolId: z.uuid({ error: messages.toolIdInvalid }),
    price: toolPriceSchema,
    priceBreaks: priceBreaksSchema.optional(),
  },
  { error: messages.pricesInvalid },
);

const pricesInputSchema = z
  .array(priceListPriceInputSchema, { error: messages.pricesInvalid })
  .max(PRICE_LIST_LIMITS.pricesMax, messages.pricesTooMany)
  .refine((prices) => new Set(prices.map((entry) => entry.toolId)).size === prices.length, messages.toolTwice);

/** POST /api/admin/price-lists. */
export const priceListInputSchema = z.object({
  name: priceListNameSchema,
  discountPercent: discountPercentSchema,
  prices: pricesInputSchema.default([]),
});
export type PriceListInput = z.infer<typeof priceListInputSchema>;

/** PATCH /api/admin/price-lists/{id}: any of the fields; `prices` replaces the list's entries whole. */
export const priceListUpdateSchema = z
  .object({
    name: priceListNameSchema.optional(),
    discountPercent: discountPercentSchema.optional(),
    prices: pricesInputSchema.optional(),
  })
  .refine((change) => Object.values(change).some((value) => value !== undefined), {
    message: messages.nothingToUpdate,
  });
export type PriceListUpdate = z.infer<typeof priceListUpdateSchema>;

export const priceListPriceSchema = z.object({
  toolId: z.string(),
  price: z.number(),
  priceBreaks: z.array(priceBreakSchema),
});
export type PriceListPrice = z.infer<typeof priceListPriceSchema>;

const priceListFields = {
  _id: z.string(),
  name: z.string(),
  discountPercent: z.number(),
  /** How many companies buy at this list. */
  companyCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

/** One price list with its fixed prices (GET/POST/PATCH). */
export const priceListSchema = z.object({ ...priceListFields, prices: z.array(priceListPriceSchema) });
export type PriceList = z.infer<typeof priceListSchema>;

/** GET /api/admin/price-lists: every list, by name, with how many prices it fixes. */
export const priceListSummarySchema = z.object({ ...priceListFields, priceCount: z.number().int() });
export const priceListListSchema = z.array(priceListSummarySchema);
export type PriceListSummary = z.infer<typeof priceListSummarySchema>;

/** DELETE /api/admin/price-lists/{id}. */
export const priceListDeleteResultSchema = z.object({ deleted: z.literal(true) });
