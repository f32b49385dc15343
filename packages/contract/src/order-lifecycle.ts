import { z } from 'zod';
import { ORDER_NOTE_MAX, PAYMENT_REFERENCE_MAX, PAYMENT_STATUSES, lifecycleMessages } from './messages/order-lifecycle.ts';
import { ORDER_STATUSES } from './orders/messages.ts';
import { paymentMethodSchema } from './settings/schemas.ts';

// The order lifecycle: facts and messages in messages/order-lifecycle.ts, the
// transition table in orders/lifecycle.ts.
export * from './messages/order-lifecycle.ts';
export * from './orders/lifecycle.ts';

export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);

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
