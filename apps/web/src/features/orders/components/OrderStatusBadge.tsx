import { orderStatusLabels, type OrderStatus, type PaymentMethod } from '@tools-bd/contract/messages';
import { useMessageText, useTexts } from '../../../lib/i18n/index.ts';
import { orderScreenTexts } from '../screenTexts.ts';

const tones: Record<OrderStatus, string> = {
  pending: 'bg-slate-100 text-slate-800 ring-slate-300',
  confirmed: 'bg-blue-50 text-blue-800 ring-blue-200',
  processing: 'bg-amber-50 text-amber-900 ring-amber-200',
  shipped: 'bg-green-50 text-success ring-green-200',
  delivered: 'bg-green-100 text-green-900 ring-green-300',
  returned: 'bg-orange-50 text-orange-900 ring-orange-200',
  cancelled: 'bg-red-50 text-red-800 ring-red-200',
  awaiting_approval: 'bg-violet-50 text-violet-800 ring-violet-200',
};

/** The order's fulfilment state (pending to delivered, or cancelled); pending cash on delivery awaits the shop's call. */
export function OrderStatusBadge({ status, paymentMethod }: { status: OrderStatus; paymentMethod?: PaymentMethod }) {
  const m = useMessageText();
  const t = useTexts(orderScreenTexts);
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${tones[status]}`}
    >
      {status === 'pending' && paymentMethod === 'cod' ? t.awaitingConfirmation : m(orderStatusLabels[status])}
    </span>
  );
}
