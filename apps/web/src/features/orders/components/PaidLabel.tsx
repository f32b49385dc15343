import type { Order } from '@tools-bd/contract';
import { orderMessages } from '@tools-bd/contract/messages';
import { useMessageText } from '../../../lib/i18n/index.ts';

/** 'Paid', and 'Test payment' beside it when the test-mode simulator took the payment (no money moved). */
export function PaidLabel({ order }: { order: Pick<Order, 'testPayment'> }) {
  const m = useMessageText();
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <span className="font-semibold text-success">{m(orderMessages.paid)}</span>
      {order.testPayment ? (
        <span className="rounded-full border border-amber-700 px-2 py-0.5 text-xs font-semibold text-amber-800">
          {m(orderMessages.testPayment)}
        </span>
      ) : null}
    </span>
  );
}
