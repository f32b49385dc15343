import Stripe from 'stripe';
import { paymentIntentStatusSchema, type PaymentIntentStatus } from '@tools-bd/contract';
import {
  PAYMENT_INTENT_ID_PATTERN,
  PaymentProviderUnavailableError,
  RefundRefusedError,
  WebhookSignatureError,
  type CreateIntentInput,
  type CreatedIntent,
  type PaymentProvider,
  type ProviderPaymentIntent,
  type ProviderRefund,
  type RefundRequestInput,
  type VerifiedWebhookEvent,
} from './types.ts';

export interface StripeProviderOptions {
  secretKey: string;
  publishableKey?: string;
  webhookSecret?: string;
  /** Another address for Stripe's API (tests run a local stand-in; stripe-mock works too). */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
  /** Automatic retries of failed network calls; idempotency keys make them safe. */
  maxNetworkRetries?: number;
  timeoutMilliseconds?: number;
}

/** Statuses in which an intent can still be confirmed by the customer. */
const PAYABLE_STATUSES = new Set<PaymentIntentStatus>([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
]);

function toStatus(status: string): PaymentIntentStatus {
  const parsed = paymentIntentStatusSchema.safeParse(status);
  // An unknown, newer status is never "succeeded".
  return parsed.success ? parsed.data : 'processing';
}

function toProviderIntent(intent: Stripe.PaymentIntent): ProviderPaymentIntent {
  return {
    id: intent.id,
    status: toStatus(intent.status),
    amountCents: intent.amount,
    currency: intent.currency,
    metadata: { orderId: intent.metadata?.orderId },
  };
}

/** Network trouble, rate limits and Stripe's own failures are worth another try later. */
function isTransient(error: unknown): boolean {
  return (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeAPIError ||
    error instanceof Stripe.errors.StripeRateLimitError ||
    (error instanceof Stripe.errors.StripeError && (error.statusCode ?? 0) >= 500)
  );
}

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isTransient(error)) throw new PaymentProviderUnavailableError('Stripe could not be reached', { cause: error });
    throw error;
  }
}

/** Card payments with Stripe PaymentIntents; webhooks checked with Stripe's own signature check. */
export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: options.maxNetworkRetries ?? 2,
    timeout: options.timeoutMilliseconds ?? 20_000,
    appInfo: { name: 'Tools-BD' },
    ...(options.api ?? {}),
  });

  async function retrieveRaw(id: string): Promise<Stripe.PaymentIntent | null> {
    if (!PAYMENT_INTENT_ID_PATTERN.test(id)) return null;
    try {
      return await guarded(() => stripe.paymentIntents.retrieve(id));
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
      throw error;
    }
  }

  const toCreated = (intent: Stripe.PaymentIntent): CreatedIntent => {
    if (!intent.client_secret) throw new Error(`Stripe answered PaymentIntent ${intent.id} without a client secret`);
    return {
      id: intent.id,
      clientSecret: intent.client_secret,
      status: toStatus(intent.status),
      amountCents: intent.amount,
    };
  };

  return {
    kind: 'stripe',
    publishableKey: options.publishableKey,
    acceptsWebhooks: Boolean(options.webhookSecret),

    async createOrReuseIntent(input: CreateIntentInput): Promise<CreatedIntent> {
      let idempotencyKey = input.idempotencyKey;
      if (input.existingIntentId) {
        const existing = await retrieveRaw(input.existingIntentId);
        const sameCharge =
          existing &&
          existing.metadata?.orderId === input.orderId &&
          existing.amount === input.amountCents &&
          existing.currency === input.currency;
        // A succeeded one is answered too: the caller records the payment instead of charging again.
        if (
          sameCharge &&
          (PAYABLE_STATUSES.has(toStatus(existing.status)) ||
            existing.status === 'succeeded' ||
            existing.status === 'processing')
        ) {
          return toCreated(existing);
        }
        // The stored intent can no longer be paid (cancelled, or changed): a new one, with its own key.
        idempotencyKey = `${input.idempotencyKey}:after:${input.existingIntentId}`;
      }
      const intent = await guarded(() =>
        stripe.paymentIntents.create(
          {
            amount: input.amountCents,
            currency: input.currency,
            allowed_payment_method_types: ['card'],
            metadata: { orderId: input.orderId },
          },
          { idempotencyKey },
        ),
      );
      return toCreated(intent);
    },

    async retrieveIntent(id: string): Promise<ProviderPaymentIntent | null> {
      const intent = await retrieveRaw(id);
      return intent ? toProviderIntent(intent) : null;
    },

    async refund(input: RefundRequestInput): Promise<ProviderRefund> {
      try {
        const refund = await guarded(() =>
          stripe.refunds.create(
            { payment_intent: input.intentId, amount: input.amountCents },
            { idempotencyKey: input.idempotencyKey },
          ),
        );
        const status = refund.status === 'succeeded' || refund.status === 'failed' ? refund.status : 'pending';
        return { id: refund.id, status };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError) throw new RefundRefusedError(error.message);
        throw error;
      }
    },

    async cancelIntent(id: string): Promise<PaymentIntentStatus | null> {
      const existing = await retrieveRaw(id);
      if (!existing) return null;
      const status = toStatus(existing.status);
      // Stripe refuses to cancel these; the answer is what they are.
      if (status === 'succeeded' || status === 'processing' || status === 'canceled') return status;
      try {
        return toStatus((await guarded(() => stripe.paymentIntents.cancel(id))).status);
      } catch (error) {
        // Paid meanwhile: say what it is now.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) {
          const now = await retrieveRaw(id);
          return now ? toStatus(now.status) : null;
        }
        throw error;
      }
    },

    verifyWebhook(payload: Buffer, signatureHeader: string | undefined): VerifiedWebhookEvent {
      if (!options.webhookSecret) throw new WebhookSignatureError('Webhooks are not configured');
      if (!signatureHeader) throw new WebhookSignatureError('Missing Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(payload, signatureHeader, options.webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError((error as Error).message);
      }
      const object = (event.data as { object?: { object?: string } }).object;
      const paymentIntent =
        object?.object === 'payment_intent' ? toProviderIntent(object as Stripe.PaymentIntent) : undefined;
      return { id: event.id, type: event.type, paymentIntent };
    },
  };
}
