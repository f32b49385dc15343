import { useParams, useSearchParams } from 'react-router';
import {
  SSLCOMMERZ_RETURN_OUTCOMES,
  sslcommerzMessages,
  type SslcommerzReturnOutcome,
  orderNameIn,
} from '@tools-bd/contract/messages';
import type { Order } from '@tools-bd/contract';
import { Alert } from '../../../components/Alert.tsx';
import { ButtonLink } from '../../../components/Button.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { formatPrice } from '../../../lib/money.ts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { useOrderWhilePaymentSettles } from '../api.ts';
import { useTexts, useFormat } from '../../../lib/i18n/index.ts';
import { paymentTexts } from '../texts.ts';

const isOutcome = (value: string | undefined): value is SslcommerzReturnOutcome =>
  (SSLCOMMERZ_RETURN_OUTCOMES as readonly string[]).includes(value ?? '');

const inReview = (order: Order) => order.paymentStatus === 'in_review';

function Links({ orderId, retry }: { orderId: string | null; retry: boolean }) {
  const t = useTexts(paymentTexts);
  return (
    <div className="flex flex-wrap gap-3">
      {retry && orderId ? <ButtonLink to={`/dashboard/payment/${orderId}`}>{t.tryAgain}</ButtonLink> : null}
      <ButtonLink to="/dashboard/myOrders" variant="secondary">
        {t.goToMyOrders}
      </ButtonLink>
    </div>
  );
}

/** After SSLCommerz's success: the shop validates on its side; the page follows the order until it settles. */
function SuccessState({ orderId }: { orderId: string }) {
  const t = useTexts(paymentTexts);
  const order = useOrderWhilePaymentSettles(orderId);
  const { language } = useFormat();
  if (order.isPending) return <Spinner label={t.loadingOrder} className="min-h-40" />;
  if (order.isError) return <Alert tone="error">{order.error.message}</Alert>;
  const summary = (
    <p className="text-sm text-slate-700">
      {orderNameIn(order.data, language)} ·{' '}
      <span className="font-semibold text-ink">{formatPrice(order.data.price)}</span>
    </p>
  );
  if (order.data.paid) {
    return (
      <div className="space-y-4">
        <Alert tone="success">
          <p className="font-bold">{sslcommerzMessages.successTitle}</p>
          <p>{sslcommerzMessages.successBody}</p>
        </Alert>
        {summary}
        <Links orderId={orderId} retry={false} />
      </div>
    );
  }
  if (inReview(order.data)) {
    return (
      <div className="space-y-4">
        <Alert tone="warning">
          <p className="font-bold">{sslcommerzMessages.reviewTitle}</p>
          <p>{sslcommerzMessages.reviewBody}</p>
        </Alert>
        {summary}
        <Links orderId={orderId} retry={false} />
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <Spinner label={sslcommerzMessages.pendingTitle} className="min-h-20" />
      <p className="text-sm text-slate-700">{sslcommerzMessages.pendingBody}</p>
      {summary}
      <Links orderId={orderId} retry={false} />
    </div>
  );
}

/** /payment/sslcommerz/:outcome?order={id} — where the shop sends the buyer back from SSLCommerz. */
export default function SslcommerzReturnPage() {
  const t = useTexts(paymentTexts);
  const { outcome } = useParams();
  const [search] = useSearchParams();
  const orderId = search.get('order');
  const known = isOutcome(outcome) ? outcome : 'fail';
  const title =
    known === 'success'
      ? sslcommerzMessages.successTitle
      : known === 'cancel'
        ? sslcommerzMessages.cancelTitle
        : sslcommerzMessages.failTitle;
  useDocumentTitle(title);

  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="mb-6 text-2xl font-bold">{known === 'success' ? t.yourSslcommerzPayment : title}</h1>
      <div className="card p-5 sm:p-6">
        {known === 'success' && orderId ? (
          <SuccessState orderId={orderId} />
        ) : known === 'success' ? (
          <div className="space-y-4">
            <Alert tone="info">{sslcommerzMessages.pendingBody}</Alert>
            <Links orderId={null} retry={false} />
          </div>
        ) : (
          <div className="space-y-4">
            <Alert tone={known === 'fail' ? 'error' : 'info'}>
              {known === 'fail' ? sslcommerzMessages.failBody : sslcommerzMessages.cancelBody}
            </Alert>
            <Links orderId={orderId} retry />
          </div>
        )}
      </div>
    </div>
  );
}
