import type { BillingDetails } from '@tools-bd/contract';

/** What a card form reports once the provider has answered. */
export type CardPaymentResult = { ok: true; transactionId: string } | { ok: false; message: string };

/** Both card forms (Stripe Elements, the simulator's) take the same props. */
export interface CardFormProps {
  /** Undefined until the server has made the payment intent: the Pay button waits for it. */
  clientSecret: string | undefined;
  billingDetails: BillingDetails;
  onResult(result: CardPaymentResult): void;
}
