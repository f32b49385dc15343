import { z } from 'zod';
import { emailSchema, idSchema } from './common.ts';
import { ORDER_LIMITS, ORDER_STATUSES, orderMessages } from './messages/orders.ts';
import { paymentStatusSchema } from './order-lifecycle.ts';
import { paymentMethodSchema } from './settings.ts';

export * from './messages/orders.ts';
export * from './orders/rules.ts';

export const orderStatusSchema = z.enum(ORDER_STATUSES);

// eslint-disable-next-line no-control-regex -- the point is to find them
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const LINE_BREAKS_AND_TABS = /[\t\n\r]/;

/** True for text without control characters; `multiline` allows line breaks and tabs. */
export function isPlainText(value: string, { multiline = false }: { multiline?: boolean } = {}): boolean {
  return !CONTROL_CHARACTERS.test(value) && (multiline || !LINE_BREAKS_AND_TABS.test(value));
}

/**
 * A phone number as people type it: digits with optional +, spaces, dashes, dots and brackets;
 * 6 to 15 digits in all. Shared by the order form and the profile form.
 */
export const phoneSchema = z
  .string({ message: orderMessages.phoneRequired })
  .trim()
  .min(1, orderMessages.phoneRequired)
  .max(ORDER_LIMITS.phoneMax, orderMessages.phoneInvalid)
  .regex(/^\+?[0-9(][0-9 ().-]*[0-9]$/, orderMessages.phoneInvalid)
  .refine((value) => {
    const digits = value.replace(/\D/g, '').length;
    return digits >= 6 && digits <= 15;
  }, orderMessages.phoneInvalid);

/** One line of an order as it was sold: the tool, its SKU and name then, and the price the breaks gave (dollars). */
export const orderLineSchema = z.object({
  toolId: z.string(),
  sku: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  unitPrice: z.number(),
  /** Quantity × unit price: the gross when prices include VAT, the net when VAT is added. */
  lineTotal: z.number(),
  /** The line's net amount, VAT rate (percent) and VAT (issue #15); lines sold before VAT existed: rate 0, VAT 0. */
  net: z.number(),
  vatRate: z.number(),
  vat: z.number(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/**
 * An order as the API answers it, with the shop's wire names. `price` is the total in dollars, `cart`
 * the units of all lines, `toolId` the first line's tool and `itemName` its name with
 * " + N more" when there are other lines; `lines` lists them all.
 */
export const orderSchema = z.object({
  _id: z.string(),
  toolId: z.string(),
  itemName: z.string(),
  customerName: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  price: z.number(),
  /** The total without VAT and the VAT in it (issue #15): net + vat = price. */
  net: z.number(),
  vat: z.number(),
  cart: z.number().int(),
  paid: z.boolean(),
  transactionId: z.string().nullable(),
  /** Paid through the built-in test-mode simulator: no money moved. */
  testPayment: z.boolean().default(false),
  status: orderStatusSchema,
  createdAt: z.string(),
  /** `INV-2026-27-000001` once the order is paid (cash on delivery: confirmed); null before. */
  invoiceNumber: z.string().nullable(),
  invoiceIssuedAt: z.string().nullable(),
  /** `CN-2026-27-000001` once an invoiced order is cancelled or refunded; null otherwise. */
  creditNoteNumber: z.string().nullable(),
  creditNoteIssuedAt: z.string().nullable(),
  lines: z.array(orderLineSchema),
  /** Issue #14: how the buyer pays, how far the payment got, and what is still owed (dollars). */
  paymentMethod: paymentMethodSchema,
  paymentStatus: paymentStatusSchema,
  balanceDue: z.number(),
  /**
   * Until when an unpaid order holds its stock (ISO time): its placement plus its method's window,
   * never lengthened by a change of method; null when nothing is held on a timer (paid,
   * cancelled, or cash on delivery the shop confirmed).
   */
  reservedUntil: z.string().nullable(),
});
export type Order = z.infer<typeof orderSchema>;
export const orderListSchema = z.array(orderSchema);

/** The customer-editable part of the purchase form; the same schema validates the form and the request. */
export const orderFormSchema = z.object({
  customerName: z
    .string({ message: orderMessages.customerNameRequired })
    .trim()
    .min(1, orderMessages.customerNameRequired)
    .max(ORDER_LIMITS.customerNameMax, orderMessages.customerNameTooLong)
    .refine((value) => isPlainText(value), orderMessages.controlCharacters),
  email: emailSchema,
  phone: phoneSchema,
  address: z
    .string({ message: orderMessages.addressRequired })
    .trim()
    .min(1, orderMessages.addressRequired)
    .min(ORDER_LIMITS.addressMin, orderMessages.addressTooShort)
    .max(ORDER_LIMITS.addressMax, orderMessages.addressTooLong)
    .refine((value) => isPlainText(value), orderMessages.controlCharacters),
});
export type OrderForm = z.infer<typeof orderFormSchema>;

/** Quantity as sent: a whole number of at least one (the tool's own limits are checked by the server). */
export const cartSchema = z
  .number({ message: orderMessages.quantityWholeNumber })
  .int(orderMessages.quantityWholeNumber)
  .min(1, orderMessages.followMinimumQuantity)
  .max(ORDER_LIMITS.quantityMax, orderMessages.quantityTooLarge);

/**
 * POST /api/orders. `itemName` and `price` are the sketch's fields: accepted for compatibility
 * and ignored — the server takes the name from the tool and computes the price itself.
 */
export const createOrderRequestSchema = orderFormSchema.extend({
  toolId: idSchema,
  cart: cartSchema,
  itemName: z.string().max(500).optional().describe('Ignored: the name comes from the tool'),
  price: z.number().optional().describe('Ignored: the server computes unit price × quantity'),
  /** Issue #14: how the buyer will pay (one of the enabled methods); card when left out. */
  paymentMethod: paymentMethodSchema.default('card'),
});
export type CreateOrderRequest = z.infer<typeof createOrderRequestSchema>;
/** What a client sends: `paymentMethod` may be left out (card). */
export type CreateOrderBody = z.input<typeof createOrderRequestSchema>;

export const orderListQuerySchema = z.object({ email: emailSchema });

/** DELETE /api/orders/{id}: the sketch's style of write answer. */
export const deleteResultSchema = z.object({ acknowledged: z.boolean(), deletedCount: z.number().int() });
export type DeleteResult = z.infer<typeof deleteResultSchema>;
