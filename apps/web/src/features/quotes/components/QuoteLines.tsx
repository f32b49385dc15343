import type { Quote } from '@tools-bd/contract';
import { nameIn } from '@tools-bd/contract/messages';
import { useFormat, useTexts } from '../../../lib/i18n/index.ts';
import { quoteTexts } from '../texts.ts';

/** The quote's lines: what was asked, the buyer's list price and the shop's price, and the total at the shop's prices. */
export function QuoteLines({ quote }: { quote: Quote }) {
  const t = useTexts(quoteTexts);
  const f = useFormat();
  const priced = quote.lines.every((line) => line.price !== null);
  const total = quote.lines.reduce((sum, line) => sum + Math.round((line.price ?? 0) * 100) * line.quantity, 0) / 100;
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[32rem] text-left text-sm">
        <thead className="border-b border-slate-200 text-slate-600">
          <tr>
            <th scope="col" className="py-2 pr-3">
              {t.product}
            </th>
            <th scope="col" className="py-2 pr-3 text-right">
              {t.quantity}
            </th>
            <th scope="col" className="py-2 pr-3 text-right">
              {t.listPrice}
            </th>
            <th scope="col" className="py-2 pr-3 text-right">
              {t.quotedPrice}
            </th>
            <th scope="col" className="py-2 text-right">
              {t.lineTotal}
            </th>
          </tr>
        </thead>
        <tbody>
          {quote.lines.map((line) => (
            <tr key={line.toolId} className="border-b border-slate-100">
              <th scope="row" className="py-2 pr-3 font-medium">
                {nameIn(line, f.language)} <span className="text-slate-500">({line.sku})</span>
              </th>
              <td className="py-2 pr-3 text-right">{f.number(line.quantity)}</td>
              <td className="py-2 pr-3 text-right">{f.price(line.currentPrice)}</td>
              <td className="py-2 pr-3 text-right font-semibold">{line.price === null ? '—' : f.price(line.price)}</td>
              <td className="py-2 text-right">
                {line.price === null ? '—' : f.price(Math.round(line.price * 100 * line.quantity) / 100)}
              </td>
            </tr>
          ))}
        </tbody>
        {priced ? (
          <tfoot>
            <tr>
              <th scope="row" colSpan={4} className="py-2 pr-3 text-right">
                {t.total}
              </th>
              <td className="py-2 text-right text-lg font-extrabold">{f.price(total)}</td>
            </tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}
