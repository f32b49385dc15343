import type { Order } from '@tools-bd/contract';
import { formatPrice } from '../../../lib/money.ts';

/**
 * An order's lines behind a disclosure (a native <details>: keyboard and screen readers know it),
 * so a 40-line order does not stretch the table. A one-line order shows none: its row already
 * says the item, the quantity and the price.
 */
export function OrderLines({ order }: { order: Order }) {
  const { lines } = order;
  if (lines.length < 2) return null;
  return (
    <details className="mt-1 text-xs font-normal text-slate-700">
      <summary className="cursor-pointer font-semibold text-brand-800 underline">
        {lines.length} {lines.length === 1 ? 'line' : 'lines'}
        <span className="sr-only"> of the order of {order.itemName}</span>
      </summary>
      <ul className="mt-1 space-y-1">
        {lines.map((line) => (
          <li key={line.toolId} className="flex flex-wrap justify-between gap-x-3">
            <span>
              {line.name} <span className="font-mono text-slate-500">{line.sku}</span>
            </span>
            <span className="tabular-nums">
              {line.quantity} × {formatPrice(line.unitPrice)} ={' '}
              <span className="font-semibold">{formatPrice(line.lineTotal)}</span>
            </span>
          </li>
        ))}
      </ul>
    </details>
  );
}
