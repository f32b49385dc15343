import { useParams } from 'react-router';
import {
  orderReference,
  orderMessages,
  PAYMENT_METHOD_LABELS,
  paymentStatusLabels,
  orderNameIn,
} from '@tools-bd/contract/messages';
import type { Order } from '@tools-bd/contract';
import { Alert } from '../../../components/Alert.tsx';
import { ButtonLink } from '../../../components/Button.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { ParcelTracking } from '../../delivery/index.ts';
import { useSession } from '../../identity/index.ts';
import { useOrder, usePublicSettings } from '../api.ts';
import { AdminOrderActions } from '../components/AdminOrderActions.tsx';
import { InvoiceLinks } from '../components/InvoiceLinks.tsx';
import { OrderLines } from '../components/OrderLines.tsx';
import { OrderStatusBadge } from '../components/OrderStatusBadge.tsx';
import { OrderTimeline } from '../components/OrderTimeline.tsx';
import { useFormat, useMessageText, useTexts } from '../../../lib/i18n/index.ts';
import { orderScreenTexts } from '../screenTexts.ts';

/** How to pay a bank transfer: the shop's account text and the reference to quote. */
function BankTransferInstructions({ order }: { order: Order }) {
  const t = useTexts(orderScreenTexts);
  const f = useFormat();
  const settings = usePublicSettings();
  return (
    <section className="card space-y-2 border-amber-300 bg-amber-50 p-5" aria-labelledby="bank-heading">
      <h2 id="bank-heading" className="text-lg font-bold">
        {t.bankTransferHeading}
      </h2>
      <p>
        {t.transfer}
        {f.price(order.balanceDue)}
        {t.quotingReference} <strong className="font-mono">{orderReference(order._id)}</strong>.
      </p>
      {settings.isPending ? (
        <Spinner label={t.loadingBankDetails} />
      ) : (
        <pre className="font-sans whitespace-pre-wrap">{settings.data?.bankTransferText}</pre>
      )}
    </section>
  );
}

function Summary({ order }: { order: Order }) {
  const t = useTexts(orderScreenTexts);
  const m = useMessageText();
  const f = useFormat();
  return (
    <section className="card space-y-3 p-5" aria-labelledby="summary-heading">
      <h2 id="summary-heading" className="text-lg font-bold">
        {orderNameIn(order, f.language)}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-600">{t.placed}</dt>
        <dd>{f.date(order.createdAt)}</dd>
        <dt className="text-slate-600">{t.status}</dt>
        <dd>
          <OrderStatusBadge status={order.status} paymentMethod={order.paymentMethod} />
        </dd>
        <dt className="text-slate-600">{t.payment}</dt>
        <dd>
          {m(PAYMENT_METHOD_LABELS[order.paymentMethod])} · {m(paymentStatusLabels[order.paymentStatus])}
        </dd>
        <dt className="text-slate-600">{t.total}</dt>
        <dd className="font-semibold">{f.price(order.price)}</dd>
        <dt className="text-slate-600">{t.netVat}</dt>
        <dd>
          {f.price(order.net)} · {f.price(order.vat)}
        </dd>
        <dt className="text-slate-600">{t.balanceDue}</dt>
        <dd className="font-semibold">{f.price(order.balanceDue)}</dd>
        <dt className="text-slate-600">{t.deliverTo}</dt>
        <dd>
          {order.customerName}, {order.phone}, {order.address}
          {order.district ? `, ${order.district}` : null}
        </dd>
        {order.shipment ? (
          <>
            <dt className="text-slate-600">{t.parcel}</dt>
            <dd>
              <ParcelTracking shipment={order.shipment} />
            </dd>
          </>
        ) : null}
        {order.invoiceNumber ? (
          <>
            <dt className="text-slate-600">{t.documents}</dt>
            <dd>
              <InvoiceLinks order={order} />
            </dd>
          </>
        ) : null}
      </dl>
      <OrderLines order={order} />
    </section>
  );
}

/** /dashboard/orders/{id}: one order, its timeline, and for admins the actions on it. */
export default function OrderPage() {
  const { id } = useParams();
  const { user } = useSession();
  const t = useTexts(orderScreenTexts);
  const m = useMessageText();
  const order = useOrder(id);
  useDocumentTitle(order.data ? t.orderReference(orderReference(order.data._id)) : t.order);
  if (order.isPending) return <Spinner label={t.loadingOrder} className="min-h-48" />;
  if (order.isError) return <Alert tone="error">{order.error.message}</Alert>;
  const current = order.data;
  const unpaid = current.status !== 'cancelled' && current.balanceDue > 0;
  const own = user?.email === current.email;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">{t.orderReference(orderReference(current._id))}</h1>
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <div className="space-y-6">
          <Summary order={current} />
          {unpaid && current.paymentMethod === 'bank_transfer' ? <BankTransferInstructions order={current} /> : null}
          {unpaid && own && current.paymentMethod === 'card' && current.paymentStatus === 'unpaid' ? (
            <ButtonLink to={`/dashboard/payment/${current._id}`}>{m(orderMessages.pay)}</ButtonLink>
          ) : null}
          {user?.role === 'admin' ? <AdminOrderActions order={current} /> : null}
        </div>
        <section className="card p-5" aria-labelledby="timeline-heading">
          <h2 id="timeline-heading" className="mb-4 text-lg font-bold">
            {t.timeline}
          </h2>
          <OrderTimeline orderId={current._id} />
        </section>
      </div>
    </div>
  );
}
