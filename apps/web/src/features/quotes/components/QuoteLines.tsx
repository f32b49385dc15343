import type { Quote } from '@tools-bd/contract';
import { nameIn } from '@tools-bd/contract/messages';
import { useFormat, useTexts } from '../../../lib/i18n/index.ts';
import { quoteTexts } from '../texts.ts';
import { lineTable } from './lineTable.ts';

/** The quote's lines: what was asked, the buyer's list price and the shop's price, and the total at the shop's prices. */
export function QuoteLines({ quote }: { quote: Quote }) {
  const t = useTexts(quoteTexts);
  const f = useFormat();
  const priced = quote.lines.every((line) => line.price !== null);
  const total = quote.lines.reduce((sum, line) => sum + Math.round((line.price ?? 0) * 100) * line.quantity, 0) / 100;
  return (
    <table className={lineTable.table}>
      <thead className={lineTable.head}>
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
      <tbody className={lineTable.body}>
        {quote.lines.map((line) => (
          <tr key={line.toolId} className={lineTable.row}>
            <th scope="row" className={lineTable.rowHead}>
              {nameIn(line, f.language)} <span className="text-slate-500">({line.sku})</span>
            </th>
            <td className={lineTable.numberCell}>
              <span className={lineTable.label}>{t.quantity}</span>
              {f.number(line.quantity)}
            </td>
            <td className={lineTable.numberCell}>
              <span className={lineTable.label}>{t.listPrice}</span>
              {f.price(line.currentPrice)}
            </td>
            <td className={`${lineTable.numberCell} font-semibold`}>
              <span className={`${lineTable.label} font-normal`}>{t.quotedPrice}</span>
              {line.price === null ? '—' : f.price(line.price)}
            </td>
            <td className={lineTable.numberCell}>
              <span className={lineTable.label}>{t.lineTotal}</span>
              {line.price === null ? '—' : f.price(Math.round(line.price * 100 * line.quantity) / 100)}
            </td>
          </tr>
        ))}
      </tbody>
      {priced ? (
        <tfoot className={lineTable.foot}>
          <tr className={lineTable.footRow}>
            <th scope="row" colSpan={4} className="py-2 pr-3 text-right">
              {t.total}
            </th>
            <td className="py-2 text-right text-lg font-extrabold">{f.price(total)}</td>
          </tr>
        </tfoot>
      ) : null}
    </table>
  );
}
