import type { CartView } from '@tools-bd/contract';
import { formatPrice } from '../../../lib/money.ts';

/** The checkout's summary: each line's quantity, unit price and total, and the order total. */
export function OrderSummary({ cart }: { cart: CartView }) {
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
      <p className="mt-3 flex justify-between border-t border-slate-300 pt-3 text-lg font-extrabold" aria-live="polite">
        <span>Total ({cart.itemCount} items)</span>
        <span>{formatPrice(cart.subtotal)}</span>
      </p>
    </section>
  );
}
