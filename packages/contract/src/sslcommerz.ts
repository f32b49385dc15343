// Shapes of SSLCommerz payments; the zod-free facts and messages are in messages/sslcommerz.ts.
import { z } from 'zod';
import { idSchema } from './common/schemas.ts';
import { SSLCOMMERZ_IPN_OUTCOMES } from './messages/sslcommerz.ts';

export * from './messages/sslcommerz.ts';

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

export const sslcommerzIpnResponseSchema = z.object({ received: z.boolean(), outcome: z.enum(SSLCOMMERZ_IPN_OUTCOMES) });
export type SslcommerzIpnResponse = z.infer<typeof sslcommerzIpnResponseSchema>;
