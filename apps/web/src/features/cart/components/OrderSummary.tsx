import {
  centsToDollars,
  dollarsToCents,
  lineVat,
  nameIn,
  orderVatTotals,
  vatPercentToBasisPoints,
  type CartView,
} from '@tools-bd/contract';
import { usePricesIncludeVat } from '../../../lib/money.ts';
import { useFormat, useMessageText, useTexts } from '../../../lib/i18n/index.ts';
import { cartScreenTexts } from '../screenTexts.ts';

/** The cart's VAT by the contract's rules (per line, half up), as the order will store it. */
function vatOf(cart: CartView, pricesIncludeVat: boolean) {
  return orderVatTotals(
    cart.lines.map((line) =>
      lineVat({
        amountCents: dollarsToCents(line.lineTotal),
        rateBasisPoints: vatPercentToBasisPoints(line.vatRate),
        pricesIncludeVat,
      }),
    ),
  );
}

/** The checkout's summary: each line's quantity, unit price and total, and the order total. */
export function OrderSummary({ cart }: { cart: CartView }) {
  const t = useTexts(cartScreenTexts);
  const m = useMessageText();
  const f = useFormat();
  const pricesIncludeVat = usePricesIncludeVat();
  const { vatCents, grossCents } = vatOf(cart, pricesIncludeVat);
  return (
    <section className="card p-5 sm:p-6" aria-labelledby="order-summary-heading">
      <h2 id="order-summary-heading" className="mb-3 text-xl font-bold">
        {t.orderSummary}
      </h2>
      <ul className="divide-y divide-slate-200">
        {cart.lines.map((line) => (
          <li key={line.toolId} className="py-2 text-sm">
            <div className="flex justify-between gap-4">
              <span className="font-semibold">{nameIn(line, f.language)}</span>
              <span className="font-semibold tabular-nums">{f.price(line.lineTotal)}</span>
            </div>
            <p className="text-slate-600">
              {f.number(line.quantity)} × {f.price(line.unitPrice)}
            </p>
            {line.problem ? <p className="font-semibold text-danger">{m(line.problem)}</p> : null}
          </li>
        ))}
      </ul>
      {pricesIncludeVat ? null : (
        <p className="mt-3 flex justify-between border-t border-slate-300 pt-3 text-sm">
          <span>{t.vatAdded}</span>
          <span className="tabular-nums">{f.price(centsToDollars(vatCents))}</span>
        </p>
      )}
      <p className="mt-3 flex justify-between border-t border-slate-300 pt-3 text-lg font-extrabold" aria-live="polite">
        <span>{t.totalItems(f.number(cart.itemCount))}</span>
        <span>{f.price(centsToDollars(grossCents))}</span>
      </p>
      {pricesIncludeVat ? (
        <p className="mt-1 text-right text-xs text-slate-600">{t.includesVat(f.price(centsToDollars(vatCents)))}</p>
      ) : null}
    </section>
  );
}
