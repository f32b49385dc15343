import { useState, type FormEvent } from 'react';
import { cardErrorMessages, paymentMessages, TEST_CARDS } from '@tools-bd/contract/messages';
import { Button } from '../../../components/Button.tsx';
import { FormField } from '../../../components/FormField.tsx';
import { useSimulatorConfirm } from '../api.ts';
import { digitsOnly, formatCardNumber, formatCvc, formatExpiry, parseExpiry } from './cardFormat.ts';
import type { CardFormProps } from './types.ts';
import { useTexts } from '../../../lib/i18n/index.ts';
import { paymentTexts } from '../texts.ts';

/** The expiry's format, as it is typed in every language. */
const EXPIRY_FORMAT = 'MM/YY';

/** The built-in test-mode card form: number, expiry and CVC formatted as typed, Stripe's test cards listed. */
export function SimulatorCardForm({ clientSecret, billingDetails, onResult }: CardFormProps) {
  const t = useTexts(paymentTexts);
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const confirm = useSimulatorConfirm();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!clientSecret || confirm.isPending) return;
    const expiryDate = parseExpiry(expiry);
    // Stripe Elements refuses unfinished fields before asking Stripe; so do we.
    if (digitsOnly(number).length < 12) return onResult({ ok: false, message: cardErrorMessages.incompleteNumber });
    if (!expiryDate) return onResult({ ok: false, message: cardErrorMessages.incompleteExpiry });
    if (cvc.length < 3) return onResult({ ok: false, message: cardErrorMessages.incompleteCvc });
    confirm.mutate(
      {
        clientSecret,
        card: { number: digitsOnly(number), expMonth: expiryDate.month, expYear: expiryDate.year, cvc },
        billingDetails,
      },
      {
        onSuccess: (answer) => {
          if ('error' in answer) onResult({ ok: false, message: answer.error.message });
          else if (answer.paymentIntent.status === 'succeeded')
            onResult({ ok: true, transactionId: answer.paymentIntent.id });
          else onResult({ ok: false, message: cardErrorMessages.processingError });
        },
        onError: (error) => onResult({ ok: false, message: error.message }),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormField
        label={t.cardNumber}
        inputClassName="font-mono tracking-wide"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        value={number}
        onChange={(event) => setNumber(formatCardNumber(event.target.value))}
      />
      <div className="grid grid-cols-2 gap-4">
        <FormField
          label={t.expiry}
          inputClassName="font-mono"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder={EXPIRY_FORMAT}
          value={expiry}
          onChange={(event) => setExpiry(formatExpiry(event.target.value))}
        />
        <FormField
          label={t.cvc}
          inputClassName="font-mono"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          value={cvc}
          onChange={(event) => setCvc(formatCvc(event.target.value))}
        />
      </div>

      <Button type="submit" size="lg" className="w-full" disabled={!clientSecret} loading={confirm.isPending}>
        {paymentMessages.pay}
      </Button>

      <div className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
        <p className="font-semibold">{paymentMessages.testModeTitle}</p>
        <p className="mt-1">{paymentMessages.testModeNote}</p>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          {TEST_CARDS.map((card) => (
            <div key={card.number} className="contents">
              <dt className="font-mono whitespace-nowrap">{card.number}</dt>
              <dd>{card.outcome}</dd>
            </div>
          ))}
        </dl>
      </div>
    </form>
  );
}
