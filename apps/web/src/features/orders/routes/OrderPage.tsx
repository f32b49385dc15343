import { useParams } from 'react-router';
import { orderReference, orderMessages, PAYMENT_METHOD_LABELS, paymentStatusLabels } from '@tools-bd/contract/messages';
import type { Order } from '@tools-bd/contract';
import { Alert } from '../../../components/Alert.tsx';
import { ButtonLink } from '../../../components/Button.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { formatDate } from '../../../lib/dates.ts';
import { formatPrice } from '../../../lib/money.ts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { ParcelTracking } from '../../delivery/index.ts';
import { useSession } from '../../identity/index.ts';
import { useOrder, usePublicSettings } from '../api.ts';
import { AdminOrderActions } from '../components/AdminOrderActions.tsx';
import { InvoiceLinks } from '../components/InvoiceLinks.tsx';
import { OrderLines } from '../components/OrderLines.tsx';
import { OrderStatusBadge } from '../components/OrderStatusBadge.tsx';
import { OrderTimeline } from '../components/OrderTimeline.tsx';

/** How to pay a bank transfer: the shop's account text and the reference to quote. */
function BankTransferInstructions({ order }: { order: Order }) {
  const settings = usePublicSettings();
  return (
    <section className="card space-y-2 border-amber-300 bg-amber-50 p-5" aria-labelledby="bank-heading">
      <h2 id="bank-heading" className="text-lg font-bold">
        How to pay by bank transfer
      </h2>
      <p>
        Transfer {formatPrice(order.balanceDue)} quoting the reference{' '}
        <strong className="font-mono">{orderReference(order._id)}</strong>.
      </p>
      {settings.isPending ? (
        <Spinner label="Loading the bank details…" />
      ) : (
        <pre className="font-sans whitespace-pre-wrap">{settings.data?.bankTransferText}</pre>
      )}
    </section>
  );
}

function Summary({ order }: { order: Order }) {
  return (
    <section className="card space-y-3 p-5" aria-labelledby="summary-heading">
      <h2 id="summary-heading" className="text-lg font-bold">
        {order.itemName}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-600">Placed</dt>
        <dd>{formatDate(order.createdAt)}</dd>
        <dt className="text-slate-600">Status</dt>
        <dd>
          <OrderStatusBadge status={order.status} paymentMethod={order.paymentMethod} />
        </dd>
        <dt className="text-slate-600">Payment</dt>
        <dd>
          {PAYMENT_METHOD_LABELS[order.paymentMethod]} · {paymentStatusLabels[order.paymentStatus]}
        </dd>
        <dt className="text-slate-600">Total</dt>
        <dd className="font-semibold">{formatPrice(order.price)}</dd>
        <dt className="text-slate-600">Net · VAT</dt>
        <dd>
          {formatPrice(order.net)} · {formatPrice(order.vat)}
        </dd>
        <dt className="text-slate-600">Balance due</dt>
        <dd className="font-semibold">{formatPrice(order.balanceDue)}</dd>
        <dt className="text-slate-600">Deliver to</dt>
        <dd>
          {order.customerName}, {order.phone}, {order.address}
        </dd>
        {order.shipment ? (
          <>
            <dt className="text-slate-600">Parcel</dt>
            <dd>
              <ParcelTracking shipment={order.shipment} />
            </dd>
          </>
        ) : null}
        {order.invoiceNumber ? (
          <>
            <dt className="text-slate-600">Documents</dt>
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
  const order = useOrder(id);
  useDocumentTitle(order.data ? `Order ${orderReference(order.data._id)}` : 'Order');
  if (order.isPending) return <Spinner label="Loading the order…" className="min-h-48" />;
  if (order.isError) return <Alert tone="error">{order.error.message}</Alert>;
  const current = order.data;
  const unpaid = current.status !== 'cancelled' && current.balanceDue > 0;
  const own = user?.email === current.email;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">Order {orderReference(current._id)}</h1>
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <div className="space-y-6">
          <Summary order={current} />
          {unpaid && current.paymentMethod === 'bank_transfer' ? <BankTransferInstructions order={current} /> : null}
          {unpaid && own && current.paymentMethod === 'card' && current.paymentStatus === 'unpaid' ? (
            <ButtonLink to={`/dashboard/payment/${current._id}`}>{orderMessages.pay}</ButtonLink>
          ) : null}
          {user?.role === 'admin' ? <AdminOrderActions order={current} /> : null}
        </div>
        <section className="card p-5" aria-labelledby="timeline-heading">
          <h2 id="timeline-heading" className="mb-4 text-lg font-bold">
            Timeline
          </h2>
          <OrderTimeline orderId={current._id} />
        </section>
      </div>
    </div>
  );
}
