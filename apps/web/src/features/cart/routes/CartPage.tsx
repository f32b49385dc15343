import { Link, useLocation } from 'react-router';
import { cartMessages } from '@tools-bd/contract/messages';
import { Alert } from '../../../components/Alert.tsx';
import { ButtonLink } from '../../../components/Button.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { useCart } from '../api.ts';
import { CartLineItem } from '../components/CartLineItem.tsx';
import type { ReorderNotice } from '../components/ReorderButton.tsx';
import { useFormat, useMessageText, useTexts } from '../../../lib/i18n/index.ts';
import { cartScreenTexts } from '../screenTexts.ts';
import { RequestQuoteButton } from '../../quotes/index.ts';

/** What a reorder could not put back as it was, shown once on arrival. */
function ReorderChanges({ notice }: { notice: ReorderNotice }) {
  const t = useTexts(cartScreenTexts);
  const m = useMessageText();
  if (notice.changes.length === 0) return <Alert tone="success">{t.reorderDone}</Alert>;
  return (
    <Alert tone="warning">
      <p className="font-semibold">{t.reorderChanged}</p>
      <ul className="mt-1 list-disc pl-5">
        {notice.changes.map((change) => (
          <li key={change.toolId}>
            {change.name}: {m(change.problem)}
          </li>
        ))}
      </ul>
    </Alert>
  );
}

/** /cart: every line with its stepper and problem, the subtotal, and Checkout. */
export default function CartPage() {
  const t = useTexts(cartScreenTexts);
  const m = useMessageText();
  const f = useFormat();
  useDocumentTitle(t.cartTitle);
  const { cart, isPending, error, isAccountCart } = useCart();
  const location = useLocation();
  const reorder = (location.state as { reorder?: ReorderNotice } | null)?.reorder;
  const hasProblems = Boolean(cart?.lines.some((line) => line.problem));

  return (
    <div className="container-page py-8">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-bold sm:text-3xl">{t.yourCart}</h1>
        <Link to="/quick-order" className="font-semibold text-brand-800 underline">
          {t.quickOrderBySku}
        </Link>
      </div>
      {reorder ? <ReorderChanges notice={reorder} /> : null}
      {isPending ? (
        <Spinner label={t.loadingCart} className="min-h-64" />
      ) : error || !cart ? (
        <Alert tone="error">{error?.message ?? t.cartFailed}</Alert>
      ) : cart.lines.length === 0 ? (
        <EmptyState>
          <p>{m(cartMessages.cartEmpty)}</p>
          <Link to="/" className="mt-2 inline-block font-semibold text-brand-800 underline">
            {t.browseTools}
          </Link>
        </EmptyState>
      ) : (
        <div className="mt-4 grid gap-6 lg:grid-cols-[1fr_20rem] lg:items-start">
          <ul className="space-y-4" aria-label={t.cartLines}>
            {cart.lines.map((line) => (
              <CartLineItem key={line.toolId} line={line} />
            ))}
          </ul>
          <aside className="card space-y-3 p-5 lg:sticky lg:top-20" aria-labelledby="cart-summary-heading">
            <h2 id="cart-summary-heading" className="text-lg font-bold">
              {t.summary}
            </h2>
            <p className="flex justify-between text-slate-700" aria-live="polite">
              <span>{t.subtotal(f.number(cart.itemCount))}</span>
              <span className="text-xl font-extrabold text-ink">{f.price(cart.subtotal)}</span>
            </p>
            {hasProblems ? (
              <p className="text-sm font-semibold text-danger">{m(cartMessages.cartHasProblems)}</p>
            ) : null}
            {hasProblems ? (
              <span
                className="block w-full cursor-not-allowed rounded-md bg-slate-200 px-6 py-3 text-center font-semibold text-slate-500"
                aria-disabled="true"
              >
                {m(cartMessages.checkout)}
              </span>
            ) : (
              <ButtonLink to="/checkout" size="lg" className="w-full">
                {m(cartMessages.checkout)}
              </ButtonLink>
            )}
            {isAccountCart ? null : <p className="text-sm text-slate-600">{t.signInBeforePaying}</p>}
            {isAccountCart ? <RequestQuoteButton /> : null}
          </aside>
        </div>
      )}
    </div>
  );
}
