// Shapes of the cart and checkout domain (wholesale ordering); its zod-free messages live in cart/messages.ts.
import { z } from 'zod';
import { idSchema } from '../common/schemas.ts';
import { optionalRecipient, recipientCheck, orderFormSchema, orderSchema } from '../orders/schemas.ts';
import { priceBreakSchema } from '../catalog/schemas.ts';
import { CART_LIMITS, IMPORT_ROW_STATUSES, cartMessages } from './messages.ts';
import { paymentMethodSchema } from '../settings/schemas.ts';

/** A price break as the API shows it (the catalog's `priceBreakSchema`). */
export type ToolPriceBreak = z.infer<typeof priceBreakSchema>;

/** One line of a cart, judged against today's rules and stock; `problem` is set when it no longer passes. */
export const cartLineSchema = z.object({
  toolId: idSchema,
  sku: z.string(),
  name: z.string(),
  /** The name on Bangla pages: the product's `nameBn`, only when it has one. */
  nameBn: z.string().optional(),
  img: z.string(),
  quantity: z.number().int(),
  unitPrice: z.number(),
  lineTotal: z.number(),
  packSize: z.number().int(),
  minPurse: z.number().int(),
  maxPerOrder: z.number().int().nullable(),
  availableItem: z.number().int(),
  nextBreak: priceBreakSchema.nullable(),
  problem: z.string().nullable(),
  /** The product's VAT rate in percent, so the checkout can show the VAT the order will hold or add. */
  vatRate: z.number(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

/** GET /api/cart and every cart change (named apart from the order's `cart` quantity field): the lines, the number of units, and the subtotal in dollars. */
export const cartViewSchema = z.object({
  lines: z.array(cartLineSchema),
  itemCount: z.number().int(),
  subtotal: z.number(),
});
export type CartView = z.infer<typeof cartViewSchema>;

export const toolIdParamsSchema = z.object({ toolId: idSchema });

/** PUT /api/cart/lines/{toolId}: the new quantity of that line; 0 removes it. */
export const setCartLineRequestSchema = z.object({
  quantity: z
    .number({ message: cartMessages.quantityWholeNumber })
    .int(cartMessages.quantityWholeNumber)
    .min(0, cartMessages.quantityWholeNumber)
    .max(CART_LIMITS.quantityMax, cartMessages.quantityTooLarge),
});
export type SetCartLineRequest = z.infer<typeof setCartLineRequestSchema>;

/** POST /api/cart/merge: a visitor's browser cart, merged into the account's at sign-in (quantities added, then re-checked). */
export const mergeCartRequestSchema = z.object({
  lines: z
    .array(z.object({ toolId: idSchema, quantity: z.number().int().min(1).max(CART_LIMITS.quantityMax) }))
    .max(CART_LIMITS.linesMax, cartMessages.tooManyLines),
});
export type MergeCartRequest = z.infer<typeof mergeCartRequestSchema>;

/** POST /api/cart/import: CSV or pasted `sku,quantity` lines. */
export const cartImportRequestSchema = z.object({
  text: z.string({ message: cartMessages.importEmpty }).max(CART_LIMITS.importBytesMax, cartMessages.importTooLarge),
  /** Preview: every row's status as if added (judged against the current cart), and the cart left unchanged. */
  dryRun: z.boolean().default(false),
});
export type CartImportRequest = z.infer<typeof cartImportRequestSchema>;

export const importRowStatusSchema = z.enum(IMPORT_ROW_STATUSES);

export const cartImportRowSchema = z.object({
  /** The line number in the pasted text or file (1 = first line, header included). */
  line: z.number().int(),
  sku: z.string(),
  quantity: z.number().int().nullable(),
  status: importRowStatusSchema,
  message: z.string().nullable(),
});
export type CartImportRow = z.infer<typeof cartImportRowSchema>;

export const cartImportResultSchema = z.object({ rows: z.array(cartImportRowSchema), cart: cartViewSchema });
export type CartImportResult = z.infer<typeof cartImportResultSchema>;

/** POST /api/checkout: who receives the order; the lines come from the stored cart. */
const checkoutRequestSchemaFields = orderFormSchema.pick({ customerName: true, phone: true, address: true }).extend({
  ...optionalRecipient,
  /** How the buyer will pay (one of the enabled methods); card when left out. */
  paymentMethod: paymentMethodSchema.default('card'),
});
export const checkoutRequestSchema = checkoutRequestSchemaFields.check(
  recipientCheck(Object.keys(checkoutRequestSchemaFields.shape)),
);
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

/** 201 from checkout (200 when a retry answers the order its key placed). */
export const checkoutResultSchema = z.object({ order: orderSchema });
export type CheckoutResult = z.infer<typeof checkoutResultSchema>;

/** The `Idempotency-Key` header: required by checkout, optional on POST /api/orders. */
export const idempotencyKeySchema = z
  .string({ message: cartMessages.idempotencyKeyRequired })
  .min(CART_LIMITS.idempotencyKeyMin, cartMessages.idempotencyKeyInvalid)
  .max(CART_LIMITS.idempotencyKeyMax, cartMessages.idempotencyKeyInvalid)
  .regex(/^[\x21-\x7E]+$/, cartMessages.idempotencyKeyInvalid);

/** 409 from checkout: nothing was reserved; each failing line says why. */
export const lineProblemSchema = z.object({ toolId: idSchema, problem: z.string() });
export type LineProblem = z.infer<typeof lineProblemSchema>;
export const checkoutConflictSchema = z.object({ message: z.string(), lines: z.array(lineProblemSchema) });
export type CheckoutConflict = z.infer<typeof checkoutConflictSchema>;

/** POST /api/orders/{id}/reorder: the order's lines put into the cart at today's rules and prices. */
export const reorderResultSchema = z.object({ cart: cartViewSchema, changes: z.array(lineProblemSchema) });
export type ReorderResult = z.infer<typeof reorderResultSchema>;
