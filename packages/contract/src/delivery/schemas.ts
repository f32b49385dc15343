/** Requests and answers of delivery: shipments, courier webhooks, remittances. */
import { z } from 'zod';
import { idSchema } from '../common/schemas.ts';
import { lifecycleMessages } from '../orders/messages.ts';
import { COURIERS, DELIVERY_LIMITS, SHIPMENT_STATES, deliveryMessages } from './messages.ts';

export const courierSchema = z.enum(COURIERS);
export const shipmentStateSchema = z.enum(SHIPMENT_STATES);

const optionalText = (max: number) => z.string().trim().max(max).optional();

/** POST /api/orders/{id}/shipments (admin): book a courier; a manual shipment names its courier and tracking number. */
export const createShipmentSchema = z
  .object({
    courier: courierSchema,
    trackingNumber: optionalText(DELIVERY_LIMITS.trackingNumberMax),
    courierName: optionalText(DELIVERY_LIMITS.courierNameMax),
    note: optionalText(DELIVERY_LIMITS.noteMax),
  })
  .superRefine((request, context) => {
    if (request.courier !== 'manual') return;
    if (!request.courierName)
      context.addIssue({ code: 'custom', path: ['courierName'], message: deliveryMessages.courierNameRequired });
    if (!request.trackingNumber)
      context.addIssue({ code: 'custom', path: ['trackingNumber'], message: deliveryMessages.trackingNumberRequired });
  });
export type CreateShipmentRequest = z.infer<typeof createShipmentSchema>;

export const shipmentSchema = z.object({
  _id: z.string(),
  orderId: z.string(),
  courier: courierSchema,
  courierName: z.string(),
  consignmentId: z.string().nullable(),
  trackingNumber: z.string(),
  trackingUrl: z.string().nullable(),
  status: shipmentStateSchema,
  /** The courier's own word for its last state. */
  courierStatus: z.string().nullable(),
  /** What the courier collects at the door (dollars): the balance due of a cash on delivery order, else 0. */
  codAmount: z.number(),
  note: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Shipment = z.infer<typeof shipmentSchema>;
export const shipmentListSchema = z.array(shipmentSchema);

/** What the buyer sees of the order's parcel on the order (null before it is shipped). */
export const orderShipmentSchema = z.object({
  courier: courierSchema,
  trackingNumber: z.string(),
  trackingUrl: z.string().nullable(),
  status: shipmentStateSchema.nullable(),
});
export type OrderShipment = z.infer<typeof orderShipmentSchema>;

/** POST /api/orders/{id}/received-back (admin): an optional note for the timeline. */
export const receivedBackSchema = z.object({ note: optionalText(DELIVERY_LIMITS.noteMax) }).default({});

/** GET /api/admin/couriers: which couriers this shop can book (read-only: set by its environment). */
export const courierStatusSchema = z.object({
  courier: courierSchema,
  configured: z.boolean(),
  /** Pathao: live or sandbox; null for the others. */
  live: z.boolean().nullable(),
  /** Whether its webhook is verified (secret or token set). */
  webhook: z.boolean(),
});
export const courierStatusListSchema = z.array(courierStatusSchema);
export type CourierStatus = z.infer<typeof courierStatusSchema>;

// Courier webhooks: the couriers' own shapes, kept loose (unknown fields pass; the handler reads what it knows).

/** Pathao's webhook: `{consignment_id, merchant_order_id, event: 'order.delivered', ...}`, or `{event: 'webhook_integration'}`. */
export const pathaoWebhookSchema = z
  .object({
    event: z.string().optional(),
    consignment_id: z.union([z.string(), z.number()]).optional(),
    merchant_order_id: z.string().nullish(),
    reason: z.string().nullish(),
  })
  .loose();
/** Steadfast's webhook: `{notification_type: 'delivery_status'|'tracking_update', consignment_id, status, ...}`. */
export const steadfastWebhookSchema = z
  .object({
    notification_type: z.string().optional(),
    consignment_id: z.union([z.string(), z.number()]).optional(),
    status: z.string().nullish(),
    tracking_message: z.string().nullish(),
  })
  .loose();
export const webhookAnswerSchema = z.object({ status: z.string(), message: z.string() });

// COD remittances.

const moneySchema = z
  .number({ error: lifecycleMessages.amountInvalid })
  .max(21_474_836.47, lifecycleMessages.amountInvalid)
  .refine((amount) => Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6, lifecycleMessages.amountInvalid);

export const remittanceLineSchema = z
  .object({
    orderId: idSchema,
    /** The cash the courier collected for the order. */
    amount: moneySchema.refine((amount) => amount > 0, lifecycleMessages.amountInvalid),
    /** The courier's charge for it; the payout is amount - fee. */
    fee: moneySchema.refine((fee) => fee >= 0, lifecycleMessages.amountInvalid).default(0),
  })
  .refine((line) => line.fee <= line.amount, { message: deliveryMessages.feeAboveAmount, path: ['fee'] });

/** POST /api/admin/remittances: a courier's payout, one line per cash on delivery order. */
export const createRemittanceSchema = z.object({
  courier: courierSchema,
  reference: z
    .string({ error: deliveryMessages.remittanceReferenceRequired })
    .trim()
    .min(1, deliveryMessages.remittanceReferenceRequired)
    .max(DELIVERY_LIMITS.remittanceReferenceMax, deliveryMessages.remittanceReferenceRequired),
  receivedAt: z.iso.datetime({ offset: true, error: lifecycleMessages.receivedAtInvalid }),
  lines: z
    .array(remittanceLineSchema, { error: deliveryMessages.remittanceNeedsLines })
    .min(1, deliveryMessages.remittanceNeedsLines)
    .max(DELIVERY_LIMITS.remittanceLinesMax),
});
export type CreateRemittanceRequest = z.infer<typeof createRemittanceSchema>;

export const remittanceSchema = z.object({
  _id: z.string(),
  courier: courierSchema,
  reference: z.string(),
  receivedAt: z.string(),
  recordedBy: z.string(),
  createdAt: z.string(),
  lines: z.array(z.object({ orderId: z.string(), amount: z.number(), fee: z.number(), payout: z.number() })),
  amount: z.number(),
  fee: z.number(),
  payout: z.number(),
});
export type Remittance = z.infer<typeof remittanceSchema>;
export const remittanceListSchema = z.array(remittanceSchema);

/** POST /api/admin/remittances/import: the CSV as the body (text/csv), matched by consignment id. */
export const remittanceImportQuerySchema = z.object({
  dryRun: z.enum(['true', 'false']).default('true'),
  courier: courierSchema.optional(),
  /** The courier's payout reference; by default one derived from the file, so the same file is taken once. */
  reference: z.string().trim().min(1).max(DELIVERY_LIMITS.remittanceReferenceMax).optional(),
  receivedAt: z.iso.datetime({ offset: true, error: lifecycleMessages.receivedAtInvalid }).optional(),
});
export type RemittanceImportQuery = z.infer<typeof remittanceImportQuerySchema>;

export const remittanceImportSchema = z.object({
  dryRun: z.boolean(),
  courier: courierSchema.nullable(),
  reference: z.string(),
  /** Rows whose consignment belongs to an unpaid cash on delivery order. */
  matched: z.array(
    z.object({
      consignmentId: z.string(),
      orderId: z.string(),
      amount: z.number(),
      fee: z.number(),
      balanceDue: z.number(),
    }),
  ),
  /** Consignment ids no shipment of the shop has. */
  unknown: z.array(z.string()),
  /** Consignments whose order is paid already (or is no cash on delivery order, or would be overpaid). */
  alreadyPaid: z.array(z.string()),
  /** The remittance written (dryRun=false), else null. */
  remittance: remittanceSchema.nullable(),
});
export type RemittanceImport = z.infer<typeof remittanceImportSchema>;
