import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { createSimulatorProvider } from './simulator.ts';
import { createStripeProvider } from './stripe.ts';
import type { PaymentProvider, SimulatorPaymentProvider } from './types.ts';

export * from './types.ts';
export { UnknownClientSecretError } from './simulator.ts';

declare module '../../config.ts' {
  interface Config {
    /**
     * Another address for Stripe's API instead of api.stripe.com: a local stand-in in tests,
     * or stripe-mock. Not read from the environment.
     */
    stripeApi?: { host: string; port: number; protocol: 'http' | 'https' };
  }
}

/** Stripe when STRIPE_SECRET_KEY is set; otherwise the built-in test-mode simulator. */
export function createPaymentProvider(config: Config, db: Database): PaymentProvider {
  if (config.stripe) {
    return createStripeProvider({
      secretKey: config.stripe.secretKey,
      publishableKey: config.stripe.publishableKey,
      webhookSecret: config.stripe.webhookSecret,
      api: config.stripeApi,
    });
  }
  return createSimulatorProvider(db);
}

export function isSimulator(provider: PaymentProvider): provider is SimulatorPaymentProvider {
  return provider.kind === 'simulator';
}
