import {
  centsToDollars,
  dollarsToCents,
  lineVat,
  orderVatTotals,
  vatPercentToBasisPoints,
  type CartView,
} from '@tools-bd/contract';
import { formatPrice, usePricesIncludeVat } from '../../../lib/money.ts';

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
  const pricesIncludeVat = usePricesIncludeVat();
  const { vatCents, grossCents } = vatOf(cart, pricesIncludeVat);
  return (
    <section className="card p-5 sm:p-6" aria-labelledby="order-summary-heading">
      <h2 id="order-summary-heading" className="mb-3 text-xl font-bold">
        Order summary
      </h2>
      <ul className="divide-y divide-slate-200">
        {cart.lines.map((line) => (
          <li key={line.toolId} className="py-2 text-sm">
            <div className="flex justify-between gap-4">
              <span className="font-semibold">{line.name}</span>
              <span className="font-semibold tabular-nums">{formatPrice(line.lineTotal)}</span>
            </div>
            <p className="text-slate-600">
              {line.quantity} × {formatPrice(line.unitPrice)}
            </p>
            {line.problem ? <p className="font-semibold text-danger">{line.problem}</p> : null}
          </li>
        ))}
      </ul>
      {pricesIncludeVat ? null : (
        <p className="mt-3 flex justify-between border-t border-slate-300 pt-3 text-sm">
          <span>VAT (added to the prices)</span>
          <span className="tabular-nums">{formatPrice(centsToDollars(vatCents))}</span>
        </p>
      )}
      <p className="mt-3 flex justify-between border-t border-slate-300 pt-3 text-lg font-extrabold" aria-live="polite">
        <span>Total ({cart.itemCount} items)</span>
        <span>{formatPrice(centsToDollars(grossCents))}</span>
      </p>
      {pricesIncludeVat ? (
        <p className="mt-1 text-right text-xs text-slate-600">Includes VAT {formatPrice(centsToDollars(vatCents))}</p>
      ) : null}
    </section>
  );
}
