import { z } from 'zod';
import { orderShipmentSchema } from '../delivery/schemas.ts';
import { emailSchema, idSchema } from '../common/schemas.ts';
import {
  ADMIN_ORDER_PAGE,
  ADMIN_ORDER_STATES,
  ORDER_LIMITS,
  ORDER_NOTE_MAX,
  ORDER_STATUSES,
  PAYMENT_REFERENCE_MAX,
  PAYMENT_STATUSES,
  PO_NUMBER_MAX,
  lifecycleMessages,
  orderMessages,
} from './messages.ts';
import { paymentMethodSchema } from '../settings/schemas.ts';
import { addressDistrictSchema } from '../shipping/schemas.ts';
import { normalizeBangladeshiMobile } from '../shipping/rules.ts';
import { latinDigits } from '../common/languages.ts';
import { shippingMessages } from '../shipping/messages.ts';

export const orderStatusSchema = z.enum(ORDER_STATUSES);
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);

// eslint-disable-next-line no-control-regex -- the point is to find them
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const LINE_BREAKS_AND_TABS = /[\t\n\r]/;

/** True for text without control characters; `multiline` allows line breaks and tabs. */
export function isPlainText(value: string, { multiline = false }: { multiline?: boolean } = {}): boolean {
  return !CONTROL_CHARACTERS.test(value) && (multiline || !LINE_BREAKS_AND_TABS.test(value));
}

/**
 * A phone number as people type it: digits (Bengali or Latin, kept in Latin) with optional +,
 * spaces, dashes, dots and brackets; 6 to 15 digits in all. Shared by the order form and the
 * profile form.
 */
export const phoneSchema = z
  .string({ message: orderMessages.phoneRequired })
  .trim()
  .overwrite(latinDigits)
  .min(1, orderMessages.phoneRequired)
  .max(ORDER_LIMITS.phoneMax, orderMessages.phoneInvalid)
  .regex(/^\+?[0-9(][0-9 ().-]*[0-9]$/, orderMessages.phoneInvalid)
  .refine((value) => {
    const digits = value.replace(/\D/g, '').length;
    return digits >= 6 && digits <= 15;
  }, orderMessages.phoneInvalid);

/**
 * The phone of an order: a phone number as phoneSchema takes it, and a Bangladeshi mobile (the
 * courier calls it and the shop texts it), stored as `+8801XXXXXXXXX`.
 */
export const orderPhoneSchema = phoneSchema.transform((value, context) => {
  const mobile = normalizeBangladeshiMobile(value);
  if (mobile === null) {
    context.addIssue({ code: 'custom', message: shippingMessages.bangladeshiMobile });
    return z.NEVER;
  }
  return mobile;
});

/** One line of an order as it was sold: the tool, its SKU and name then, and the price the breaks gave (dollars). */
export const orderLineSchema = z.object({
  toolId: z.string(),
  sku: z.string(),
  name: z.string(),
  /** The name on Bangla pages: its product's `nameBn` now, only when it has one (`name` is as sold). */
  nameBn: z.string().optional(),
  quantity: z.number().int(),
  unitPrice: z.number(),
  /** Quantity × unit price: the gross when prices include VAT, the net when VAT is added. */
  lineTotal: z.number(),
  /** The line's net amount, VAT rate (percent) and VAT; lines sold before VAT existed: rate 0, VAT 0. */
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
  /** `itemName` on Bangla pages (the first product's `nameBn`, the other lines counted in Bangla), when it differs. */
  itemNameBn: z.string().optional(),
  customerName: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  /** The district the parcel goes to (official spelling); null for orders placed before delivery was charged. */
  district: z.string().nullable().default(null),
  /** The delivery fee inside `price` (gross, VAT at the shop's default rate inside it); 0 for older orders. */
  deliveryFee: z.number().default(0),
  price: z.number(),
  /** The total without VAT and the VAT in it: net + vat = price. */
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
  /** How the buyer pays, how far the payment got, and what is still owed (dollars). */
  paymentMethod: paymentMethodSchema,
  paymentStatus: paymentStatusSchema,
  balanceDue: z.number(),
  /**
   * Until when an unpaid order holds its stock (ISO time): its placement plus its method's window,
   * never lengthened by a change of method; null when nothing is held on a timer (paid,
   * cancelled, or cash on delivery the shop confirmed).
   */
  reservedUntil: z.string().nullable(),
  /** A company member's order: the company, the member who placed it, and the buyer's PO number (null otherwise). */
  companyId: z.string().nullable().default(null),
  placedBy: z.object({ userId: z.string(), name: z.string() }).nullable().default(null),
  poNumber: z.string().nullable().default(null),
  /** An order on a company's account: when its invoice is due (a Dhaka day, `YYYY-MM-DD`); null otherwise or before it is invoiced. */
  dueDate: z.string().nullable().default(null),
  /** The courier, tracking number and link of the order's parcel once it is shipped; null before. */
  shipment: orderShipmentSchema.nullable().default(null),
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
  phone: orderPhoneSchema,
  address: z
    .string({ message: orderMessages.addressRequired })
    .trim()
    .min(1, orderMessages.addressRequired)
    .min(ORDER_LIMITS.addressMin, orderMessages.addressTooShort)
    .max(ORDER_LIMITS.addressMax, orderMessages.addressTooLong)
    .refine((value) => isPlainText(value), orderMessages.controlCharacters),
  district: addressDistrictSchema,
});
export type OrderForm = z.infer<typeof orderFormSchema>;

/** Quantity as sent: a whole number of at least one (the tool's own limits are checked by the server). */
export const cartSchema = z
  .number({ message: orderMessages.quantityWholeNumber })
  .int(orderMessages.quantityWholeNumber)
  .min(1, orderMessages.followMinimumQuantity)
  .max(ORDER_LIMITS.quantityMax, orderMessages.quantityTooLarge);

/** The buyer's purchase order number: one line of at most 40 characters; empty means none. */
export const poNumberSchema = z
  .string({ error: orderMessages.poNumberInvalid })
  .trim()
  .max(PO_NUMBER_MAX, orderMessages.poNumberInvalid)
  .refine((value) => isPlainText(value), orderMessages.poNumberInvalid)
  .transform((value) => value || undefined);

const TYPED_RECIPIENT = ['customerName', 'phone', 'address', 'district'] as const;
const recipientRequired = {
  customerName: orderMessages.customerNameRequired,
  phone: orderMessages.phoneRequired,
  address: orderMessages.addressRequired,
  district: shippingMessages.chooseDistrict,
} as const;

/**
 * A company's saved address (`addressId`) or the typed recipient, never both (400). Without a
 * saved address the typed fields are required, and the request's first problem stays the one it
 * always was: the issues keep the order of the fields (`fields`, the schema's keys).
 */
export const recipientCheck =
  (fields: readonly string[]) =>
  (context: {
    value: { addressId?: string | undefined } & Partial<Record<(typeof TYPED_RECIPIENT)[number], string | undefined>>;
    issues: { code: string; message?: string; path?: PropertyKey[]; input?: unknown }[];
  }): void => {
    const { value, issues } = context;
    const typed = TYPED_RECIPIENT.filter((field) => value[field] !== undefined);
    if (value.addressId !== undefined) {
      if (typed.length > 0)
        issues.unshift({ code: 'custom', message: orderMessages.savedOrTypedAddress, path: [], input: value });
      return;
    }
    for (const field of TYPED_RECIPIENT)
      if (value[field] === undefined)
        issues.push({ code: 'custom', message: recipientRequired[field], path: [field], input: undefined });
    const rank = (issue: (typeof issues)[number]) => {
      const at = fields.indexOf(String(issue.path?.[0]));
      return at === -1 ? fields.length : at;
    };
    const sorted = [...issues].sort((a, b) => rank(a) - rank(b));
    issues.splice(0, issues.length, ...sorted);
  };

/** The typed recipient's fields, optional beside `addressId` (checkRecipient requires them without it). */
export const optionalRecipient = {
  customerName: orderFormSchema.shape.customerName.optional(),
  phone: orderFormSchema.shape.phone.optional(),
  address: orderFormSchema.shape.address.optional(),
  district: orderFormSchema.shape.district.optional(),
  /** One of the company's saved addresses (GET /api/companies/mine/addresses), instead of typing one. */
  addressId: idSchema.optional(),
  poNumber: poNumberSchema.optional(),
};

/**
 * POST /api/orders. `itemName` and `price` are the sketch's fields: accepted for compatibility
 * and ignored — the server takes the name from the tool and computes the price itself.
 */
const createOrderRequestSchemaFields = orderFormSchema.extend({
  ...optionalRecipient,
  toolId: idSchema,
  cart: cartSchema,
  itemName: z.string().max(500).optional().describe('Ignored: the name comes from the tool'),
  price: z.number().optional().describe('Ignored: the server computes unit price × quantity'),
  /** How the buyer will pay (one of the enabled methods); card when left out. */
  paymentMethod: paymentMethodSchema.default('card'),
});
export const createOrderRequestSchema = createOrderRequestSchemaFields.check(
  recipientCheck(Object.keys(createOrderRequestSchemaFields.shape)),
);
export type CreateOrderRequest = z.infer<typeof createOrderRequestSchema>;
/** What a client sends: `paymentMethod` may be left out (card). */
export type CreateOrderBody = z.input<typeof createOrderRequestSchema>;

export const orderListQuerySchema = z.object({ email: emailSchema });

/** DELETE /api/orders/{id}: the sketch's style of write answer. */
export const deleteResultSchema = z.object({ acknowledged: z.boolean(), deletedCount: z.number().int() });
export type DeleteResult = z.infer<typeof deleteResultSchema>;

// The order lifecycle: the timeline, status and payment-method changes, payments and refunds recorded by an admin.

/** A free-text note on the timeline: one paragraph, trimmed, empty means none. */
export const orderNoteSchema = z
  .string({ error: lifecycleMessages.noteInvalid })
  .trim()
  .max(ORDER_NOTE_MAX, lifecycleMessages.noteInvalid)
  // eslint-disable-next-line no-control-regex -- the point is to refuse them
  .refine((value) => !/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(value), lifecycleMessages.noteInvalid);

/** One event of GET /api/orders/{id}/events. `actor`: the customer's e-mail, an admin's e-mail, `system` or the provider. */
export const orderEventSchema = z.object({
  at: z.string(),
  actor: z.string(),
  type: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  note: z.string().nullable(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;
export const orderEventListSchema = z.array(orderEventSchema);

/** PATCH /api/orders/{id}/status (admin): a state of the table, and an optional note (courier, tracking number). */
export const orderStatusChangeSchema = z.object({
  status: z.enum(ORDER_STATUSES),
  note: orderNoteSchema.optional(),
});
export type OrderStatusChange = z.infer<typeof orderStatusChangeSchema>;

/** PATCH /api/orders/{id}/payment-method (the buyer, while unpaid). */
export const paymentMethodChangeSchema = z.object({ paymentMethod: paymentMethodSchema });
export type PaymentMethodChange = z.infer<typeof paymentMethodChangeSchema>;

/** POST /api/orders/{id}/payments (admin): money received for a cash or bank order, in dollars. */
export const recordPaymentRequestSchema = z.object({
  amount: z
    .number({ error: lifecycleMessages.amountInvalid })
    .positive(lifecycleMessages.amountInvalid)
    .max(21_474_836.47, lifecycleMessages.amountInvalid)
    .refine((amount) => Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6, lifecycleMessages.amountInvalid),
  reference: z
    .string({ error: lifecycleMessages.referenceInvalid })
    .trim()
    .max(PAYMENT_REFERENCE_MAX, lifecycleMessages.referenceInvalid)
    .default(''),
  /** When the money arrived (the bank's value date); now when left out. */
  receivedAt: z.iso.datetime({ offset: true, error: lifecycleMessages.receivedAtInvalid }).optional(),
});
export type RecordPaymentRequest = z.infer<typeof recordPaymentRequestSchema>;

/** POST /api/orders/{id}/refund (admin): an optional note for the timeline. */
export const refundRequestSchema = z.object({ note: orderNoteSchema.optional() }).default({});
export type RefundRequest = z.infer<typeof refundRequestSchema>;

// The admin's order list.

const adminOrderStateSchema = z.enum(ADMIN_ORDER_STATES);

/** GET /api/order: every order, newest first, a page at a time, optionally of one state. */
export const adminOrderListQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'page must be 1 or more').max(1_000_000).default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1, 'limit must be 1 or more')
    .max(ADMIN_ORDER_PAGE.maxLimit, `limit must be at most ${ADMIN_ORDER_PAGE.maxLimit}`)
    .default(ADMIN_ORDER_PAGE.defaultLimit),
  state: adminOrderStateSchema.optional(),
});
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuerySchema>;

/** The sketch answered a bare array; the shop paginates, so the list comes with its page and total. */
export const adminOrderListSchema = z.object({
  orders: z.array(orderSchema),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
});
export type AdminOrderList = z.infer<typeof adminOrderListSchema>;

/** PATCH /api/orders/{id}/status: the state, and an optional note for the timeline (the admin screens' name). */
export { orderStatusChangeSchema as orderStatusUpdateSchema };
