import { z } from 'zod';
import { idSchema } from '../common/schemas.ts';
import { isWholeCents } from '../catalog/schemas.ts';
import { orderEventSchema } from '../orders/schemas.ts';
import { isPlainText } from '../orders/schemas.ts';
import { orderMessages } from '../orders/messages.ts';
import { QUOTE_AUTHORS, QUOTE_LIMITS, QUOTE_STATUSES, quoteMessages } from './messages.ts';
import { isCalendarDate } from '../reports/messages.ts';

export const quoteStatusSchema = z.enum(QUOTE_STATUSES, { error: quoteMessages.statusInvalid });

/** A note of either side: trimmed, at most 2,000 characters, line breaks allowed; empty means none. */
export const quoteNoteSchema = z
  .string({ error: quoteMessages.noteInvalid })
  .trim()
  .max(QUOTE_LIMITS.noteMax, quoteMessages.noteInvalid)
  .refine((value) => isPlainText(value, { multiline: true }), orderMessages.controlCharacters)
  .transform((value) => value || null);

/** POST /api/quotes: the caller's cart becomes a request for prices. */
export const quoteRequestSchema = z.object({ note: quoteNoteSchema.optional() });
export type QuoteRequest = z.output<typeof quoteRequestSchema>;

/** One line of a quote: `currentPrice` what the buyer pays today per unit, `price` the shop's (null until quoted). Dollars. */
export const quoteLineSchema = z.object({
  toolId: z.string(),
  sku: z.string(),
  name: z.string(),
  /** The name on Bangla pages: its product's `nameBn`, only when it has one. */
  nameBn: z.string().optional(),
  quantity: z.number().int(),
  currentPrice: z.number(),
  price: z.number().nullable(),
});
export type QuoteLine = z.infer<typeof quoteLineSchema>;

export const quoteMessageSchema = z.object({
  _id: z.string(),
  author: z.enum(QUOTE_AUTHORS),
  authorName: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
export type QuoteMessage = z.infer<typeof quoteMessageSchema>;

export const quoteSchema = z.object({
  _id: z.string(),
  number: z.string(),
  status: quoteStatusSchema,
  lines: z.array(quoteLineSchema),
  /** The buyer's note with the request. */
  note: z.string().nullable(),
  /** The shop's note with its prices. */
  shopNote: z.string().nullable(),
  /** The last Dhaka day the prices hold (`YYYY-MM-DD`), through its end; null until quoted. */
  validUntil: z.string().nullable(),
  orderId: z.string().nullable(),
  customerName: z.string(),
  email: z.string(),
  createdAt: z.string(),
  messages: z.array(quoteMessageSchema),
});
export type Quote = z.infer<typeof quoteSchema>;
export const quoteListSchema = z.array(quoteSchema);

/** GET /api/admin/quotes: one page, oldest request first. */
export const adminQuotePageSchema = z.array(quoteSchema).meta({
  description: 'One page of quotes, oldest request first',
  headers: { 'x-total-count': { type: 'integer', description: 'Quotes matching the filter, on all pages' } },
});

export const adminQuoteListQuerySchema = z.object({
  status: quoteStatusSchema.optional(),
  page: z
    .string({ error: quoteMessages.pageInvalid })
    .regex(/^\d{1,9}$/, quoteMessages.pageInvalid)
    .transform(Number)
    .refine((value) => value >= 1, quoteMessages.pageInvalid)
    .default(1),
});
export type AdminQuoteListQuery = z.output<typeof adminQuoteListQuerySchema>;

/** A price per unit the shop quotes, in dollars: at least 0.01, whole cents. */
export const quotedPriceSchema = z
  .number({ error: quoteMessages.priceInvalid })
  .min(0.01, quoteMessages.priceInvalid)
  .max(QUOTE_LIMITS.priceMax, quoteMessages.priceInvalid)
  .refine(isWholeCents, quoteMessages.priceInvalid);

/** `YYYY-MM-DD`, a real date; the range (today to 90 days ahead, in Dhaka) is the service's, which knows the clock. */
export const validUntilSchema = z
  .string({ error: quoteMessages.validUntilInvalid })
  .refine(isCalendarDate, quoteMessages.validUntilInvalid);

/** PATCH /api/quotes/{id}: the shop's prices for every line, until when they hold, and a note. */
export const quoteUpdateSchema = z.object({
  lines: z
    .array(
      z.object({
        toolId: idSchema,
        quantity: z
          .number({ error: quoteMessages.quantityInvalid })
          .int(quoteMessages.quantityInvalid)
          .min(1, quoteMessages.quantityInvalid)
          .max(1_000_000, quoteMessages.quantityInvalid),
        price: quotedPriceSchema,
      }),
      { error: quoteMessages.linesInvalid },
    )
    .min(1, quoteMessages.linesInvalid)
    .max(200, quoteMessages.linesInvalid),
  validUntil: validUntilSchema,
  note: quoteNoteSchema.optional(),
});
export type QuoteUpdate = z.output<typeof quoteUpdateSchema>;

/** POST /api/quotes/{id}/messages. */
export const quoteMessageRequestSchema = z.object({
  text: z
    .string({ error: quoteMessages.messageInvalid })
    .trim()
    .min(1, quoteMessages.messageInvalid)
    .max(QUOTE_LIMITS.messageMax, quoteMessages.messageInvalid)
    .refine((value) => isPlainText(value, { multiline: true }), orderMessages.controlCharacters),
});
export type QuoteMessageRequest = z.output<typeof quoteMessageRequestSchema>;

/** POST /api/quotes/{id}/reject and /withdraw: an optional note for the timeline. */
export const quoteDecisionSchema = z.object({ note: quoteNoteSchema.optional() });
export type QuoteDecision = z.output<typeof quoteDecisionSchema>;

/** GET /api/quotes/{id}/events: the timeline, oldest first (the order timeline's shape). */
export const quoteEventListSchema = z.array(orderEventSchema);
