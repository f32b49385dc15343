import { useState } from 'react';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '@tools-bd/contract/messages';
import type { Order } from '@tools-bd/contract';
import { Alert } from '../../../components/Alert.tsx';
import { useChangePaymentMethod } from '../../orders/index.ts';
import { usePublicPaymentSettings } from '../api.ts';
import { useMessageText, useTexts } from '../../../lib/i18n/index.ts';
import { paymentTexts } from '../texts.ts';

/**
 * The payment page's choice of method for an unpaid order: one radio per method the shop takes
 * (GET /api/settings), the order's own method always among them even if the shop has since turned it
 * off. Choosing one saves it at once (PATCH /api/orders/{id}/payment-method); the server's refusal
 * (e.g. cash on delivery above the ceiling) is shown and the order keeps its method.
 */
export function PaymentMethodSwitch({ order }: { order: Order }) {
  const settings = usePublicPaymentSettings();
  const change = useChangePaymentMethod();
  // The radio follows the choice in the same event: the mutation's own pending state reaches
  // the page a tick later, and meanwhile React put the controlled radio back on the old method.
  const [chosen, setChosen] = useState<PaymentMethod | null>(null);
  const t = useTexts(paymentTexts);
  const m = useMessageText();
  const hints: Record<PaymentMethod, string> = t.hints;
  // Without the settings the page still offers the order's own method below; there is nothing to switch to.
  if (settings.isError) return null;
  const methods: PaymentMethod[] = settings.data
    ? (settings.data.paymentMethods as readonly PaymentMethod[]).includes(order.paymentMethod)
      ? [...settings.data.paymentMethods]
      : [order.paymentMethod, ...settings.data.paymentMethods]
    : [];
  const choose = (paymentMethod: PaymentMethod) => {
    if (paymentMethod === order.paymentMethod) return;
    setChosen(paymentMethod);
    change.mutate({ id: order._id, paymentMethod }, { onSettled: () => setChosen(null) });
  };
  const shown = chosen ?? (change.isPending ? change.variables.paymentMethod : order.paymentMethod);

  return (
    <section className="card p-5 sm:p-6 md:col-span-2" aria-labelledby="payment-method-heading">
      <h2 id="payment-method-heading" className="sr-only">
        {t.paymentMethod}
      </h2>
      {settings.isPending ? (
        // Reserves the group's height so the sections below do not jump when it arrives.
        <div role="status" className="flex min-h-32 items-center gap-3 text-sm text-slate-600">
          <span
            className="size-5 animate-spin rounded-full border-2 border-slate-200 border-t-brand-500"
            aria-hidden="true"
          />
          {t.loadingWays}
        </div>
      ) : (
        <fieldset
          className="space-y-3"
          disabled={change.isPending}
          aria-describedby={change.isError ? 'payment-method-error' : undefined}
        >
          <legend className="mb-2 text-lg font-bold">{t.howToPay}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {methods.map((method) => (
              <label
                key={method}
                className="flex cursor-pointer items-start gap-2 rounded-md border border-slate-200 p-3 has-[:checked]:border-amber-500 has-[:disabled]:cursor-wait"
              >
                <input
                  type="radio"
                  name="payment-method"
                  value={method}
                  className="mt-1"
                  checked={shown === method}
                  onChange={() => choose(method)}
                />
                <span>
                  <span className="block font-semibold">{m(PAYMENT_METHOD_LABELS[method])}</span>
                  <span className="block text-sm text-slate-600">{hints[method]}</span>
                </span>
              </label>
            ))}
          </div>
          <p className="flex min-h-5 items-center gap-2 text-sm text-slate-600" aria-live="polite">
            {change.isPending ? (
              <>
                <span
                  className="size-4 animate-spin rounded-full border-2 border-slate-200 border-t-brand-500"
                  aria-hidden="true"
                />
                {t.savingMethod}
              </>
            ) : null}
          </p>
          {change.isError ? (
            <div id="payment-method-error">
              <Alert tone="error">{change.error.message}</Alert>
            </div>
          ) : null}
        </fieldset>
      )}
    </section>
  );
}
