import { lazy, Suspense, useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { paymentMessages, orderNameIn } from '@tools-bd/contract/messages';
import type { Order } from '@tools-bd/contract';
import { Alert } from '../../../components/Alert.tsx';
import { Button, ButtonLink } from '../../../components/Button.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { useSession } from '../../identity/index.ts';
import { useOrder } from '../../orders/index.ts';
import { useConfirmOrderPayment, usePaymentConfig, usePaymentIntent } from '../api.ts';
import { SimulatorCardForm } from '../components/SimulatorCardForm.tsx';
import { BankTransferInstructions, CashOnDeliveryNote } from '../components/OfflinePaymentInstructions.tsx';
import { PaymentMethodSwitch } from '../components/PaymentMethodSwitch.tsx';
import { SslcommerzPaymentSection } from '../components/SslcommerzPayment.tsx';
import type { CardPaymentResult } from '../components/types.ts';
import { useFormat, useMessageText, useTexts } from '../../../lib/i18n/index.ts';
import { paymentTexts } from '../texts.ts';

/** Stripe.js and Elements load only when Stripe is the provider: the simulator path never fetches them. */
const StripeCardForm = lazy(() => import('../components/StripeCardForm.tsx'));

function FormSpinner() {
  const t = useTexts(paymentTexts);
  return <Spinner label={t.loadingCardForm} className="min-h-56" />;
}
const formSpinner = <FormSpinner />;

/** "14:30" today, "14:30 on May 4, 2026" another day, in the browser's time zone. */
function heldUntilText(
  reservedUntil: string,
  f: ReturnType<typeof useFormat>,
  t: typeof paymentTexts.english,
  now = new Date(),
): string {
  const at = new Date(reservedUntil);
  const time =
    f.language === 'en'
      ? `${String(at.getHours()).padStart(2, '0')}:${String(at.getMinutes()).padStart(2, '0')}`
      : at.toLocaleTimeString('bn-BD', { hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Dhaka' });
  return at.toDateString() === now.toDateString() ? time : t.timeOn(time, f.date(at));
}

function OrderSummary({ order, paid }: { order: Order; paid: boolean }) {
  const t = useTexts(paymentTexts);
  const f = useFormat();
  return (
    <section className="card p-5 sm:p-6" aria-labelledby="payment-order-heading">
      <h2 id="payment-order-heading" className="text-xl font-bold">
        {paid ? t.yourOrderOf(orderNameIn(order, f.language)) : t.pleasePayFor(orderNameIn(order, f.language))}
      </h2>
      <dl className="mt-4 divide-y divide-slate-200 text-sm">
        <div className="flex justify-between gap-4 py-2">
          <dt className="text-slate-600">{t.item}</dt>
          <dd className="text-right font-medium">{orderNameIn(order, f.language)}</dd>
        </div>
        <div className="flex justify-between gap-4 py-2">
          <dt className="text-slate-600">{t.quantity}</dt>
          <dd className="font-medium">{f.number(order.cart)}</dd>
        </div>
        <div className="flex justify-between gap-4 py-2">
          <dt className="text-slate-600">{t.amount}</dt>
          <dd className="text-lg font-extrabold text-ink">{f.price(order.price)}</dd>
        </div>
      </dl>
      {!paid && order.reservedUntil ? (
        <p className="mt-3 text-sm font-medium text-slate-700">
          {t.heldUntil(heldUntilText(order.reservedUntil, f, t))}
        </p>
      ) : null}
    </section>
  );
}

function PaymentSucceeded({ orderId, transactionId }: { orderId: string; transactionId: string }) {
  const t = useTexts(paymentTexts);
  const m = useMessageText();
  const doneAlert = m(paymentMessages.paymentDoneAlert);
  const { mutate: recordPayment, isPending, isSuccess, error } = useConfirmOrderPayment();

  // The texts are on screen first; then the sketch's alert; then the shop records the payment.
  useEffect(() => {
    let timer = 0;
    const frame = window.requestAnimationFrame(() => {
      timer = window.setTimeout(() => {
        window.alert(doneAlert);
        recordPayment({ orderId, transactionId });
      }, 0);
    });
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [orderId, transactionId, recordPayment, doneAlert]);

  return (
    <div className="space-y-4">
      <div role="status" className="space-y-2">
        <p className="text-lg font-bold text-success">{m(paymentMessages.paymentSucceeded)}</p>
        <p className="text-sm text-slate-700">
          {m(paymentMessages.transactionIdLabel)}{' '}
          <span className="font-mono font-semibold break-all text-ink">{transactionId}</span>
        </p>
      </div>
      <p className="min-h-5 text-sm text-slate-600" aria-live="polite">
        {isPending ? t.recording : isSuccess ? t.markedPaid : null}
      </p>
      {error ? (
        <Alert tone="warning">
          {t.notRecorded(error.message)}{' '}
          <Button
            variant="outline"
            size="sm"
            className="mt-2"
            onClick={() => recordPayment({ orderId, transactionId })}
          >
            {t.tryAgain}
          </Button>
        </Alert>
      ) : null}
      <ButtonLink to="/dashboard/myOrders" variant="secondary">
        {t.goToMyOrders}
      </ButtonLink>
    </div>
  );
}

function AlreadyPaid({ order }: { order: Order }) {
  const t = useTexts(paymentTexts);
  const m = useMessageText();
  return (
    <div className="space-y-3">
      <p className="font-semibold text-success">{m(paymentMessages.alreadyPaid)}</p>
      {order.transactionId ? (
        <p className="text-sm text-slate-700">
          {m(paymentMessages.transactionIdLabel)}{' '}
          <span className="font-mono font-semibold break-all text-ink">{order.transactionId}</span>
        </p>
      ) : null}
      <ButtonLink to="/dashboard/myOrders" variant="secondary">
        {t.goToMyOrders}
      </ButtonLink>
    </div>
  );
}

function CardPayment({ order, onPaid }: { order: Order; onPaid: (transactionId: string) => void }) {
  const { user } = useSession();
  const config = usePaymentConfig();
  const intent = usePaymentIntent(order._id, true);
  const [failure, setFailure] = useState<string | null>(null);
  const billingDetails = { name: user?.name || order.customerName, email: user?.email ?? order.email };
  const clientSecret = intent.data?.clientSecret;

  const onResult = (result: CardPaymentResult) => {
    if (result.ok) {
      setFailure(null);
      onPaid(result.transactionId);
    } else setFailure(result.message);
  };

  return (
    <div className="space-y-4">
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {intent.isError ? <Alert tone="error">{intent.error.message}</Alert> : null}
      {config.isPending ? (
        formSpinner
      ) : config.isError ? (
        <Alert tone="error">{config.error.message}</Alert>
      ) : config.data.provider === 'stripe' ? (
        config.data.publishableKey ? (
          <Suspense fallback={formSpinner}>
            <StripeCardForm
              publishableKey={config.data.publishableKey}
              clientSecret={clientSecret}
              billingDetails={billingDetails}
              onResult={onResult}
            />
          </Suspense>
        ) : (
          <Alert tone="error">{paymentMessages.stripeNotConfigured}</Alert>
        )
      ) : (
        <SimulatorCardForm clientSecret={clientSecret} billingDetails={billingDetails} onResult={onResult} />
      )}
    </div>
  );
}

/** What the order's method asks of the buyer: the card form, the bank details or the cash-on-delivery note. */
function PaymentForMethod({ order, onPaid }: { order: Order; onPaid: (transactionId: string) => void }) {
  if (order.paymentMethod === 'bank_transfer') return <BankTransferInstructions order={order} />;
  if (order.paymentMethod === 'cod') return <CashOnDeliveryNote order={order} />;
  return <CardPayment order={order} onPaid={onPaid} />;
}

/**
 * /dashboard/payment/:id — paying for one of the person's orders. An unpaid order can switch to any
 * method the shop takes; card orders keep SSLCommerz beside the card form, SSLCommerz orders show only it.
 */
export default function PaymentPage() {
  const t = useTexts(paymentTexts);
  const methodHeadings: Record<Order['paymentMethod'], string> = t.methodHeadings;
  useDocumentTitle(t.payment);
  const { id } = useParams();
  const order = useOrder(id);
  const [transactionId, setTransactionId] = useState<string | null>(null);
  const current = order.data;
  const done = Boolean(current?.paid) || transactionId !== null;
  // An order on a company's account keeps its method: it is paid through the account's statement.
  const switchable =
    current !== undefined &&
    !done &&
    current.paymentStatus === 'unpaid' &&
    current.status !== 'cancelled' &&
    current.paymentMethod !== 'on_account';
  const method = current?.paymentMethod;

  return (
    <div>
      <h1 className="mb-4 text-2xl font-bold">{t.payment}</h1>
      {order.isPending ? (
        <Spinner label={t.loadingOrder} className="min-h-64" />
      ) : order.isError ? (
        <Alert tone="error">{order.error.message}</Alert>
      ) : (
        <div className="grid items-start gap-6 md:grid-cols-2">
          {switchable ? <PaymentMethodSwitch order={order.data} /> : null}
          <OrderSummary order={order.data} paid={done} />
          {method === 'sslcommerz' && !done ? null : (
            <section className="card p-5 sm:p-6" aria-labelledby="payment-card-heading">
              <h2 id="payment-card-heading" className="mb-4 text-xl font-bold">
                {done ? t.paymentReceived : methodHeadings[order.data.paymentMethod]}
              </h2>
              {transactionId ? (
                <PaymentSucceeded orderId={order.data._id} transactionId={transactionId} />
              ) : order.data.paid ? (
                <AlreadyPaid order={order.data} />
              ) : (
                <PaymentForMethod order={order.data} onPaid={setTransactionId} />
              )}
            </section>
          )}
          {transactionId || method === 'bank_transfer' || method === 'cod' ? null : (
            <SslcommerzPaymentSection order={order.data} />
          )}
        </div>
      )}
    </div>
  );
}
