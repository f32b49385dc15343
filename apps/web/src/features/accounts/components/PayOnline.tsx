import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { FormField } from '../../../components/FormField.tsx';
import { typedNumber } from '../../../components/NumberInput.tsx';
import { useTexts } from '../../../lib/i18n/index.ts';
import { usePayOnline } from '../api.ts';
import { accountTexts } from '../texts.ts';

/** Pay online: (part of) the open balance through SSLCommerz; the shop allocates it when SSLCommerz confirms. */
export function PayOnline({ balance }: { balance: number }) {
  const t = useTexts(accountTexts);
  const pay = usePayOnline();
  const [amount, setAmount] = useState(balance.toFixed(2));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    pay.mutate(typedNumber(amount), { onSuccess: ({ redirectUrl }) => window.location.assign(redirectUrl) });
  };
  return (
    <form className="flex flex-wrap items-end gap-3" onSubmit={submit} noValidate aria-label={t.payOnline}>
      <FormField
        label={t.payAmount}
        type="number"
        min={0}
        step="0.01"
        inputMode="decimal"
        value={amount}
        hint={t.payOnlineHint}
        onChange={(event) => setAmount(event.target.value)}
      />
      <Button type="submit" loading={pay.isPending}>
        {t.payOnline}
      </Button>
      {pay.isPending ? <span role="status">{t.openingPayment}</span> : null}
      {pay.error ? <Alert tone="error">{pay.error.message}</Alert> : null}
    </form>
  );
}
