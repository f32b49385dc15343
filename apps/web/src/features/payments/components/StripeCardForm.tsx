import { useEffect, useId, useState, type FormEvent } from 'react';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { cardErrorMessages, paymentMessages } from '@tools-bd/contract/messages';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import type { CardFormProps } from './types.ts';
import { useTexts } from '../../../lib/i18n/index.ts';
import { paymentTexts } from '../texts.ts';

/** Stripe.js is loaded once per publishable key, and only on this screen (this module is lazy). */
const stripeLoads = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let load = stripeLoads.get(publishableKey);
  if (!load) {
    load = loadStripe(publishableKey).catch((error: unknown) => {
      // A failed download may work on the next visit to the screen.
      stripeLoads.delete(publishableKey);
      throw error;
    });
    stripeLoads.set(publishableKey, load);
  }
  return load;
}

const cardStyle = {
  base: { fontSize: '16px', color: '#0f172a', '::placeholder': { color: '#64748b' } },
  invalid: { color: '#b91c1c' },
};

function StripeCardFields({ clientSecret, billingDetails, onResult }: CardFormProps) {
  const t = useTexts(paymentTexts);
  const stripe = useStripe();
  const elements = useElements();
  const labelId = useId();
  const [paying, setPaying] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card || !clientSecret || paying) return;
    setPaying(true);
    try {
      const { paymentIntent, error } = await stripe.confirmCardPayment(clientSecret, {
        payment_method: { card, billing_details: { name: billingDetails.name, email: billingDetails.email } },
      });
      if (error) onResult({ ok: false, message: error.message ?? cardErrorMessages.declined });
      else if (paymentIntent?.status === 'succeeded') onResult({ ok: true, transactionId: paymentIntent.id });
      else onResult({ ok: false, message: cardErrorMessages.processingError });
    } finally {
      setPaying(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div role="group" aria-labelledby={labelId}>
        <span id={labelId} className="field-label">
          {t.cardDetails}
        </span>
        <div className="field-input min-h-11 py-3 focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-500">
          <CardElement options={{ style: cardStyle }} />
        </div>
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={!stripe || !clientSecret} loading={paying}>
        {paymentMessages.pay}
      </Button>
    </form>
  );
}

/** Stripe Elements' card field, confirmed with the client secret and the buyer's name and e-mail. */
export default function StripeCardForm({ publishableKey, ...props }: CardFormProps & { publishableKey: string }) {
  const [unavailable, setUnavailable] = useState(false);
  useEffect(() => {
    let current = true;
    stripeFor(publishableKey).then(
      (stripe) => current && setUnavailable(!stripe),
      () => current && setUnavailable(true),
    );
    return () => {
      current = false;
    };
  }, [publishableKey]);
  if (unavailable) return <Alert tone="error">{paymentMessages.stripeNotLoaded}</Alert>;
  return (
    <Elements stripe={stripeFor(publishableKey)}>
      <StripeCardFields {...props} />
    </Elements>
  );
}
