import { lazy, Suspense, useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { paymentMessages } from '@tools-bd/contract/messages';
import type { Order } from '@tools-bd/contract';
import { Alert } from '../../../components/Alert.tsx';
import { Button, ButtonLink } from '../../../components/Button.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { formatDate } from '../../../lib/dates.ts';
import { formatPrice } from '../../../lib/money.ts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { useSession } from '../../identity/index.ts';
import { useOrder } from '../../orders/index.ts';
import { useConfirmOrderPayment, usePaymentConfig, usePaymentIntent } from '../api.ts';
import { SimulatorCardForm } from '../components/SimulatorCardForm.tsx';
import { BankTransferInstructions, CashOnDeliveryNote } from '../components/OfflinePaymentInstructions.tsx';
import { PaymentMethodSwitch } from '../components/PaymentMethodSwitch.tsx';
import { SslcommerzPaymentSection } from '../components/SslcommerzPayment.tsx';
import type { CardPaymentResult } from '../components/types.ts';

/** Stripe.js and Elements load only when Stripe is the provider: the simulator path never fetches them. */
const StripeCardForm = lazy(() => import('../components/StripeCardForm.tsx'));

const formSpinner = <Spinner label="Loading the card form…" className="min-h-56" />;

/** "14:30" today, "14:30 on May 4, 2026" another day, in the browser's time zone. */
function heldUntilText(reservedUntil: string, now = new Date()): string {
  const at = new Date(reservedUntil);
  const time = `${String(at.getHours()).padStart(2, '0')}:${String(at.getMinutes()).padStart(2, '0')}`;
  return at.toDateString() === now.toDateString() ? time : `${time} on ${formatDate(at)}`;
}

function OrderSummary({ order, paid }: { order: Order; paid: boolean }) {
  return (
    <section className="card p-5 sm:p-6" aria-labelledby="payment-order-heading">
      <h2 id="payment-order-heading" className="text-xl font-bold">
        {paid ? `Your order of ${order.itemName}` : `Please pay for ${order.itemName}`}
      </h2>
      <dl className="mt-4 divide-y divide-slate-200 text-sm">
        <div className="flex justify-between gap-4 py-2">
          <dt className="text-slate-600">Item</dt>
          <dd className="text-right font-medium">{order.itemName}</dd>
        </div>
        <div className="flex justify-between gap-4 py-2">
          <dt className="text-slate-600">Quantity</dt>
          <dd className="font-medium">{order.cart}</dd>
        </div>
        <div className="flex justify-between gap-4 py-2">
          <dt className="text-slate-600">Amount</dt>
          <dd className="text-lg font-extrabold text-ink">{formatPrice(order.price)}</dd>
        </div>
      </dl>
      {!paid && order.reservedUntil ? (
        <p className="mt-3 text-sm font-medium text-slate-700">
          {paymentMessages.heldUntil(heldUntilText(order.reservedUntil))}
        </p>
      ) : null}
    </section>
  );
}

function PaymentSucceeded({ orderId, transactionId }: { orderId: string; transactionId: string }) {
  const { mutate: recordPayment, isPending, isSuccess, error } = useConfirmOrderPayment();

  // The texts are on screen first; then the sketch's alert; then the shop records the payment.
  useEffect(() => {
    let timer = 0;
    const frame = window.requestAnimationFrame(() => {
      timer = window.setTimeout(() => {
        window.alert(paymentMessages.paymentDoneAlert);
        recordPayment({ orderId, transactionId });
      }, 0);
    });
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [orderId, transactionId, recordPayment]);

  return (
    <div className="space-y-4">
      <div role="status" className="space-y-2">
        <p className="text-lg font-bold text-success">{paymentMessages.paymentSucceeded}</p>
        <p className="text-sm text-slate-700">
          {paymentMessages.transactionIdLabel}{' '}
          <span className="font-mono font-semibold break-all text-ink">{transactionId}</span>
        </p>
      </div>
      <p className="min-h-5 text-sm text-slate-600" aria-live="polite">
        {isPending ? 'Recording your payment…' : isSuccess ? 'Your order is marked as paid.' : null}
      </p>
      {error ? (
        <Alert tone="warning">
          Your card was charged, but the shop could not record it yet ({error.message}). It will be recorded shortly.{' '}
          <Button
            variant="outline"
            size="sm"
            className="mt-2"
            onClick={() => recordPayment({ orderId, transactionId })}
          >
            Try again
          </Button>
        </Alert>
      ) : null}
      <ButtonLink to="/dashboard/myOrders" variant="secondary">
        Go to My Orders
      </ButtonLink>
    </div>
  );
}

function AlreadyPaid({ order }: { order: Order }) {
  return (
    <div className="space-y-3">
      <p className="font-semibold text-success">{paymentMessages.alreadyPaid}</p>
      {order.transactionId ? (
        <p className="text-sm text-slate-700">
          {paymentMessages.transactionIdLabel}{' '}
          <span className="font-mono font-semibold break-all text-ink">{order.transactionId}</span>
        </p>
      ) : null}
      <ButtonLink to="/dashboard/myOrders" variant="secondary">
        Go to My Orders
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

const methodHeadings: Record<Order['paymentMethod'], string> = {
  card: 'Card details',
  sslcommerz: 'Card details',
  bank_transfer: 'Pay by bank transfer',
  cod: 'Cash on delivery',
};

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
  useDocumentTitle('Payment');
  const { id } = useParams();
  const order = useOrder(id);
  const [transactionId, setTransactionId] = useState<string | null>(null);
  const current = order.data;
  const done = Boolean(current?.paid) || transactionId !== null;
  const switchable =
    current !== undefined && !done && current.paymentStatus === 'unpaid' && current.status !== 'cancelled';
  const method = current?.paymentMethod;

  return (
    <div>
      <h1 className="mb-4 text-2xl font-bold">Payment</h1>
      {order.isPending ? (
        <Spinner label="Loading your order…" className="min-h-64" />
      ) : order.isError ? (
        <Alert tone="error">{order.error.message}</Alert>
      ) : (
        <div className="grid items-start gap-6 md:grid-cols-2">
          {switchable ? <PaymentMethodSwitch order={order.data} /> : null}
          <OrderSummary order={order.data} paid={done} />
          {method === 'sslcommerz' && !done ? null : (
            <section className="card p-5 sm:p-6" aria-labelledby="payment-card-heading">
              <h2 id="payment-card-heading" className="mb-4 text-xl font-bold">
                {done ? 'Payment received' : methodHeadings[order.data.paymentMethod]}
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
