import { orderNameIn, nameIn } from '@tools-bd/contract/messages';
import type { Order } from '@tools-bd/contract';
import { useFormat, useTexts } from '../../../lib/i18n/index.ts';
import { orderScreenTexts } from '../screenTexts.ts';

/**
 * An order's lines behind a disclosure (a native <details>: keyboard and screen readers know it),
 * so a 40-line order does not stretch the table. A one-line order shows none: its row already
 * says the item, the quantity and the price.
 */
export function OrderLines({ order }: { order: Order }) {
  const t = useTexts(orderScreenTexts);
  const f = useFormat();
  const { lines } = order;
  if (lines.length < 2) return null;
  return (
    <details className="mt-1 text-xs font-normal text-slate-700">
      <summary className="cursor-pointer font-semibold text-brand-800 underline">
        {t.lines(lines.length, f.number(lines.length))}
        <span className="sr-only">{t.linesOf(orderNameIn(order, f.language))}</span>
      </summary>
      <ul className="mt-1 space-y-1">
        {lines.map((line) => (
          <li key={line.toolId} className="flex flex-wrap justify-between gap-x-3">
            <span>
              {nameIn(line, f.language)} <span className="font-mono text-slate-500">{line.sku}</span>
            </span>
            <span className="tabular-nums">
              {f.number(line.quantity)} × {f.price(line.unitPrice)} ={' '}
              <span className="font-semibold">{f.price(line.lineTotal)}</span>
            </span>
          </li>
        ))}
      </ul>
    </details>
  );
}
