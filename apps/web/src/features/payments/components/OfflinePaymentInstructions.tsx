import { orderReference } from '@tools-bd/contract/messages';
import type { Order } from '@tools-bd/contract';
import { Spinner } from '../../../components/Spinner.tsx';
import { usePublicPaymentSettings } from '../api.ts';
import { useFormat, useTexts } from '../../../lib/i18n/index.ts';
import { paymentTexts } from '../texts.ts';

/** Bank transfer: the shop's account text and the reference to quote (the order number), as on the order page. */
export function BankTransferInstructions({ order }: { order: Order }) {
  const t = useTexts(paymentTexts);
  const f = useFormat();
  const settings = usePublicPaymentSettings();
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">
        {t.transfer}
        {f.price(order.balanceDue)}
        {t.quotingReference} <strong className="font-mono">{orderReference(order._id)}</strong>
        {t.markedWhenArrives}
      </p>
      {settings.isPending ? (
        <Spinner label={t.loadingBankDetails} className="py-4" />
      ) : settings.isError || !settings.data.bankTransferText.trim() ? null : (
        <pre className="rounded-md bg-slate-50 p-3 font-sans text-sm whitespace-pre-wrap">
          {settings.data.bankTransferText}
        </pre>
      )}
    </div>
  );
}

/** Cash on delivery: nothing to pay now. */
export function CashOnDeliveryNote({ order }: { order: Order }) {
  const t = useTexts(paymentTexts);
  const f = useFormat();
  return <p className="text-sm text-slate-700">{t.cashOnDelivery(f.price(order.balanceDue))}</p>;
}
