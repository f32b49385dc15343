import type { Tool } from '@tools-bd/contract';
import { dollarsToCents, smallestOrderQuantity, unitPriceCentsFor } from '@tools-bd/contract/messages';
import { useFormat, useTexts } from '../../../lib/i18n/index.ts';
import { orderTexts } from '../texts.ts';
import { toolPricing } from '../../catalog/index.ts';

/** The tool's volume prices, the row that prices `quantity` marked; nothing for a tool without breaks. */
export function PriceBreakTable({ tool, quantity }: { tool: Tool; quantity: number }) {
  const t = useTexts(orderTexts);
  const format = useFormat();
  if (tool.priceBreaks.length === 0 || tool.price === null) return null;
  const tiers = [{ minQuantity: smallestOrderQuantity(tool), price: tool.price }, ...tool.priceBreaks];
  // The tier that prices this quantity, by the contract's rule (prices fall from tier to tier, so one matches).
  const unitPriceCents = Number.isInteger(quantity) ? unitPriceCentsFor(toolPricing(tool), quantity) : null;
  const active = tiers.findIndex((tier) => dollarsToCents(tier.price) === unitPriceCents);
  return (
    <table className="w-full text-sm">
      <caption className="mb-1 text-left font-semibold text-slate-800">{t.volumePrices}</caption>
      <thead className="text-left text-xs tracking-wide text-slate-600 uppercase">
        <tr>
          <th scope="col" className="py-1">
            {t.quantity}
          </th>
          <th scope="col" className="py-1 text-right">
            {t.unitPrice}
          </th>
        </tr>
      </thead>
      <tbody>
        {tiers.map((tier, index) => (
          <tr
            key={tier.minQuantity}
            className={`border-t border-slate-200 ${index === active ? 'bg-brand-50 font-bold text-ink' : 'text-slate-700'}`}
          >
            <td className="px-1 py-1">
              {format.language === 'en' ? tier.minQuantity : format.number(tier.minQuantity)}+
              {index === active ? <span className="sr-only">{t.yourPrice}</span> : null}
            </td>
            <td className="px-1 py-1 text-right tabular-nums">{format.price(tier.price)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
