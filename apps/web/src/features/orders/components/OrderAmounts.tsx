import type { Order } from '@tools-bd/contract';
import { formatPrice } from '../../../lib/money.ts';
import { useTexts } from '../../../lib/i18n/index.ts';
import { deliveryTexts } from '../deliveryTexts.ts';

/** An order's total with the net amount and the VAT it holds (orders from before VAT show VAT 0), and its delivery fee. */
export function OrderAmounts({ order }: { order: Order }) {
  const t = useTexts(deliveryTexts);
  return (
    <span className="inline-block text-right tabular-nums">
      <span className="block font-semibold">{formatPrice(order.price)}</span>
      <span className="block text-xs font-normal whitespace-nowrap text-slate-600">
        Net {formatPrice(order.net)} · VAT {formatPrice(order.vat)}
      </span>
      {order.district ? (
        <span className="block text-xs font-normal whitespace-nowrap text-slate-600">
          {t.includesDelivery(formatPrice(order.deliveryFee), order.district)}
        </span>
      ) : null}
    </span>
  );
}
