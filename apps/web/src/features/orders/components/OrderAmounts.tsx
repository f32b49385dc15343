import type { Order } from '@tools-bd/contract';
import { useFormat, useTexts } from '../../../lib/i18n/index.ts';
import { orderScreenTexts } from '../screenTexts.ts';
import { deliveryTexts } from '../deliveryTexts.ts';

/** An order's total with the net amount and the VAT it holds (orders from before VAT show VAT 0), and its delivery fee. */
export function OrderAmounts({ order }: { order: Order }) {
  const t = useTexts(orderScreenTexts);
  const d = useTexts(deliveryTexts);
  const f = useFormat();
  return (
    <span className="inline-block text-right tabular-nums">
      <span className="block font-semibold">{f.price(order.price)}</span>
      <span className="block text-xs font-normal whitespace-nowrap text-slate-600">
        {t.net} {f.price(order.net)} · {t.vat} {f.price(order.vat)}
      </span>
      {order.district ? (
        <span className="block text-xs font-normal whitespace-nowrap text-slate-600">
          {d.includesDelivery(f.price(order.deliveryFee), order.district)}
        </span>
      ) : null}
    </span>
  );
}
