// Shapes of the payments domain; its zod-free messages live in payments/messages.ts.
import { z } from 'zod';
import { idSchema } from '../common/schemas.ts';
import { PAYMENT_PROVIDERS, SSLCOMMERZ_IPN_OUTCOMES, paymentMessages } from './messages.ts';

/**
 * POST /api/create-payment-intent. The sketch sent only `{price}`; the server charges the stored
 * order's price, so `orderId` is required and a `price` that differs from the order is refused.
 */
export const createPaymentIntentRequestSchema = z.object({
  orderId: idSchema,
  price: z.number().positive().optional().describe('Optional check: must equal the order price in dollars'),
});
export type CreatePaymentIntentRequest = z.infer<typeof createPaymentIntentRequestSchema>;

export const paymentIntentResponseSchema = z.object({ clientSecret: z.string() });
export type PaymentIntentResponse = z.infer<typeof paymentIntentResponseSchema>;

/** PATCH /api/orders/{id}: the sketch's `{orders, transactionId}`; the server asks the provider before marking paid. */
export const confirmOrderPaymentRequestSchema = z.object({
  orders: idSchema.optional().describe('The order id (the sketch sends it); must match the address when given'),
  transactionId: z
    .string({ message: paymentMessages.unknownTransaction })
    .trim()
    .min(1, paymentMessages.unknownTransaction)
    .max(255, paymentMessages.unknownTransaction),
});
export type ConfirmOrderPaymentRequest = z.infer<typeof confirmOrderPaymentRequestSchema>;

/** GET /api/payments/config: what the payment screen needs to choose its card form. */
export const paymentConfigSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  publishableKey: z.string().optional(),
});
export type PaymentConfig = z.infer<typeof paymentConfigSchema>;

/** Stripe's PaymentIntent statuses. */
export const paymentIntentStatusSchema = z.enum([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'requires_capture',
  'canceled',
  'succeeded',
]);
export type PaymentIntentStatus = z.infer<typeof paymentIntentStatusSchema>;

/** The card as the simulator's form sends it; the simulator itself checks it as Stripe would. */
const simulatorCardSchema = z.object({
  number: z.string().max(40),
  expMonth: z.number().int(),
  expYear: z.number().int(),
  cvc: z.string().max(10),
});
export type SimulatorCard = z.infer<typeof simulatorCardSchema>;

const billingDetailsSchema = z.object({
  name: z.string().trim().max(200),
  email: z.string().trim().max(254),
});
export type BillingDetails = z.infer<typeof billingDetailsSchema>;

/** POST /api/payments/simulator/confirm: what Stripe.js's confirmCardPayment sends, in test mode. */
export const simulatorConfirmRequestSchema = z.object({
  clientSecret: z.string().min(1).max(200),
  card: simulatorCardSchema,
  billingDetails: billingDetailsSchema,
});
export type SimulatorConfirmRequest = z.infer<typeof simulatorConfirmRequestSchema>;

/** A card error in Stripe's shape (`type`, `code`, `decline_code`, `message`). */
const cardErrorSchema = z.object({
  type: z.enum(['card_error', 'invalid_request_error', 'api_error']),
  code: z.string(),
  decline_code: z.string().optional(),
  message: z.string(),
});
export type CardError = z.infer<typeof cardErrorSchema>;

/** Like Stripe.js's confirmCardPayment result: the intent, or the error to show. */
export const simulatorConfirmResponseSchema = z.union([
  z.object({ paymentIntent: z.object({ id: z.string(), status: paymentIntentStatusSchema }) }),
  z.object({ error: cardErrorSchema }),
]);
export type SimulatorConfirmResponse = z.infer<typeof simulatorConfirmResponseSchema>;

/** POST /api/payments/webhook answer. */
export const webhookResponseSchema = z.object({ received: z.boolean(), duplicate: z.boolean().optional() });

// SSLCommerz payments.

/** POST /api/payments/sslcommerz/session: pay one's own unpaid order on SSLCommerz's page. */
export const sslcommerzSessionRequestSchema = z.object({ orderId: idSchema });
export type SslcommerzSessionRequest = z.infer<typeof sslcommerzSessionRequestSchema>;

/** Where to send the buyer's browser: SSLCommerz's hosted payment page for this order. */
export const sslcommerzSessionResponseSchema = z.object({ redirectUrl: z.url() });
export type SslcommerzSessionResponse = z.infer<typeof sslcommerzSessionResponseSchema>;

/**
 * What SSLCommerz POSTs (form fields) to the IPN listener and, through the buyer's browser, to the
 * return addresses. Only the fields the shop reads are named; SSLCommerz sends many more.
 */
export const sslcommerzNotificationSchema = z.looseObject({
  tran_id: z.string().max(100).optional(),
  val_id: z.string().max(100).optional(),
  status: z.string().max(40).optional(),
  value_a: z.string().max(100).optional(),
  verify_sign: z.string().max(100).optional(),
  verify_key: z.string().max(2_000).optional(),
});
export type SslcommerzNotification = z.infer<typeof sslcommerzNotificationSchema>;

export const sslcommerzIpnResponseSchema = z.object({
  received: z.boolean(),
  outcome: z.enum(SSLCOMMERZ_IPN_OUTCOMES),
});
export type SslcommerzIpnResponse = z.infer<typeof sslcommerzIpnResponseSchema>;
