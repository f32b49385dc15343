import type {
  PaymentIntentStatus,
  PaymentProviderKind,
  SimulatorConfirmRequest,
  SimulatorConfirmResponse,
} from '@tools-bd/contract';

/** A PaymentIntent as the shop needs to know it, whichever provider holds it. */
export interface ProviderPaymentIntent {
  id: string;
  status: PaymentIntentStatus;
  /** In the smallest unit of `currency` (cents). */
  amountCents: number;
  currency: string;
  /** What the shop put in the intent's metadata when creating it. */
  metadata: { orderId?: string };
}

export interface CreateIntentInput {
  orderId: string;
  amountCents: number;
  currency: 'usd';
  /** The same key answers the same intent instead of creating a second charge. */
  idempotencyKey: string;
  /** The intent already stored on the order, reused when it can still be paid. */
  existingIntentId?: string | null;
}

export interface CreatedIntent {
  id: string;
  clientSecret: string;
  status: PaymentIntentStatus;
  amountCents: number;
}

/** A provider event whose signature has been checked. */
export interface VerifiedWebhookEvent {
  id: string;
  type: string;
  /** Set for `payment_intent.*` events. */
  paymentIntent?: ProviderPaymentIntent;
}

/** The webhook's signature is missing or wrong: answer 400, apply nothing. */
export class WebhookSignatureError extends Error {
  constructor(message = 'Invalid webhook signature') {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/** The provider could not be reached or failed on its side: worth trying again later. */
export class PaymentProviderUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentProviderUnavailableError';
  }
}

/** One card payment provider: Stripe, or the built-in test-mode simulator. */
export interface PaymentProvider {
  readonly kind: PaymentProviderKind;
  /** For the browser (Stripe.js); the simulator has none. */
  readonly publishableKey?: string;
  /** Whether `verifyWebhook` can check signatures (Stripe with STRIPE_WEBHOOK_SECRET). */
  readonly acceptsWebhooks: boolean;
  createOrReuseIntent(input: CreateIntentInput): Promise<CreatedIntent>;
  /** The intent, or null when the provider does not know this id. */
  retrieveIntent(id: string): Promise<ProviderPaymentIntent | null>;
  /** Checks the signature of a raw webhook body; throws WebhookSignatureError when it does not hold. */
  verifyWebhook(payload: Buffer, signatureHeader: string | undefined): VerifiedWebhookEvent;
  /** Gives (part of) a succeeded payment back; the same key refunds once. */
  refund(input: RefundRequestInput): Promise<ProviderRefund>;
  /**
   * Cancels an intent that is not paid yet, so it can no longer be paid. Answers the intent's
   * status afterwards: `canceled`, or `processing`/`succeeded` when it was too late; null when
   * the provider does not know the intent.
   */
  cancelIntent(id: string): Promise<PaymentIntentStatus | null>;
}

export interface RefundRequestInput {
  intentId: string;
  amountCents: number;
  /** The same key answers the same refund instead of refunding twice. */
  idempotencyKey: string;
}

export interface ProviderRefund {
  id: string;
  status: 'succeeded' | 'pending' | 'failed';
}

/** The provider refused a refund (the payment is not refundable): nothing was given back. */
export class RefundRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RefundRefusedError';
  }
}

/** The simulator also plays the part of Stripe.js: it confirms card payments. */
export interface SimulatorPaymentProvider extends PaymentProvider {
  readonly kind: 'simulator';
  /** Confirms with a card as Stripe would in test mode; the intent on success, the card error otherwise. */
  confirmCardPayment(
    request: SimulatorConfirmRequest,
  ): Promise<{ result: SimulatorConfirmResponse; succeeded?: ProviderPaymentIntent }>;
}

/** Stripe's ids: a prefix, an underscore and letters/digits. Anything else never reaches the provider. */
export const PAYMENT_INTENT_ID_PATTERN = /^pi_[A-Za-z0-9_]{1,200}$/;
