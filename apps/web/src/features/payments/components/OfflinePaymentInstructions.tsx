import { orderReference } from '@tools-bd/contract/messages';
import type { Order } from '@tools-bd/contract';
import { Spinner } from '../../../components/Spinner.tsx';
import { formatPrice } from '../../../lib/money.ts';
import { usePublicPaymentSettings } from '../api.ts';

/** Bank transfer: the shop's account text and the reference to quote (the order number), as on the order page. */
export function BankTransferInstructions({ order }: { order: Order }) {
  const settings = usePublicPaymentSettings();
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">
        Transfer {formatPrice(order.balanceDue)} quoting the reference{' '}
        <strong className="font-mono">{orderReference(order._id)}</strong>. We mark the order paid when the money
        arrives; your items are held for a few days.
      </p>
      {settings.isPending ? (
        <Spinner label="Loading the bank details…" className="py-4" />
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
  return (
    <p className="text-sm text-slate-700">
      You pay {formatPrice(order.balanceDue)} in cash when the order is delivered. There is nothing to pay now; we will
      e-mail you when it ships.
    </p>
  );
}
