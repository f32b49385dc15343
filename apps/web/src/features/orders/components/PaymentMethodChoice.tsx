import type { UseFormRegisterReturn } from 'react-hook-form';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '@tools-bd/contract/messages';
import { useMessageText, useTexts } from '../../../lib/i18n/index.ts';
import { orderScreenTexts } from '../screenTexts.ts';

interface PaymentMethodChoiceProps {
  /** The enabled methods (GET /api/settings), in the shop's order. */
  methods: readonly PaymentMethod[];
  /** react-hook-form's register('paymentMethod'). */
  field: UseFormRegisterReturn;
  error?: string;
}

/** The payment method of an order: one radio per enabled method, in one labelled group. */
export function PaymentMethodChoice({ methods, field, error }: PaymentMethodChoiceProps) {
  const t = useTexts(orderScreenTexts);
  const m = useMessageText();
  const hints: Partial<Record<PaymentMethod, string>> = t.methodHints;
  return (
    <fieldset className="space-y-2" aria-describedby={error ? 'payment-method-error' : undefined}>
      <legend className="field-label">{t.paymentMethod}</legend>
      {methods.map((method) => (
        <label
          key={method}
          className="flex cursor-pointer items-start gap-2 rounded-md border border-slate-200 p-3 has-[:checked]:border-amber-500"
        >
          <input type="radio" value={method} className="mt-1" {...field} />
          <span>
            <span className="block font-semibold">{m(PAYMENT_METHOD_LABELS[method])}</span>
            {hints[method] ? <span className="block text-sm text-slate-600">{hints[method]}</span> : null}
          </span>
        </label>
      ))}
      {error ? (
        <p id="payment-method-error" className="field-error">
          {m(error)}
        </p>
      ) : null}
    </fieldset>
  );
}
