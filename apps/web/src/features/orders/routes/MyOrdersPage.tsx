import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { orderMessages, PAYMENT_METHOD_LABELS, paymentStatusLabels, orderNameIn } from '@tools-bd/contract/messages';
import type { Order } from '@tools-bd/contract';
import { Alert } from '../../../components/Alert.tsx';
import { ButtonLink } from '../../../components/Button.tsx';
import { DataTable, type DataTableColumn } from '../../../components/DataTable.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { ReorderButton } from '../../cart/index.ts';
import { ParcelTracking } from '../../delivery/index.ts';
import { useSession } from '../../identity/index.ts';
import { useMyOrders } from '../api.ts';
import { CancelOrderButton } from '../components/CancelOrderButton.tsx';
import { PaidLabel } from '../components/PaidLabel.tsx';
import { NoOrdersYet } from '../components/NoOrdersYet.tsx';
import { OrderLines } from '../components/OrderLines.tsx';
import { OrderAmounts } from '../components/OrderAmounts.tsx';
import { InvoiceLinks } from '../components/InvoiceLinks.tsx';
import { OrderStatusBadge } from '../components/OrderStatusBadge.tsx';
import { useWithCompanyColumns } from '../components/companyColumns.tsx';
import { useFormat, useMessageText, useTexts } from '../../../lib/i18n/index.ts';
import { orderScreenTexts } from '../screenTexts.ts';

function PaymentCell({ order }: { order: Order }) {
  const t = useTexts(orderScreenTexts);
  const m = useMessageText();
  const f = useFormat();
  // A cancelled order takes no payment; a refund still shows.
  if (order.status === 'cancelled')
    return order.paymentStatus === 'unpaid' ? null : <span>{m(paymentStatusLabels[order.paymentStatus])}</span>;
  // Partly paid bank transfers and unpaid cash or bank orders: their state and what is still due.
  if (!order.paid && order.paymentMethod !== 'card') {
    return (
      <span className="text-right text-sm md:text-left">
        {m(paymentStatusLabels[order.paymentStatus])} · {m(PAYMENT_METHOD_LABELS[order.paymentMethod])}
        <span className="block text-xs text-slate-600">{t.due(f.price(order.balanceDue))}</span>
      </span>
    );
  }
  if (order.paid) {
    return (
      <span className="text-right md:text-left">
        <PaidLabel order={order} />
        <InvoiceLinks order={order} />
        {order.transactionId ? (
          <span className="block font-mono text-xs break-all text-slate-600">
            <span className="sr-only">{t.transactionId}</span>
            {order.transactionId}
          </span>
        ) : null}
      </span>
    );
  }
  return order.price > 0 ? (
    <ButtonLink
      to={`/dashboard/payment/${order._id}`}
      size="sm"
      aria-label={t.payFor(m(orderMessages.pay), orderNameIn(order, f.language))}
    >
      {m(orderMessages.pay)}
    </ButtonLink>
  ) : null;
}

function useColumns(): DataTableColumn<Order>[] {
  const t = useTexts(orderScreenTexts);
  const m = useMessageText();
  const f = useFormat();
  return [
    {
      id: 'item',
      header: t.item,
      rowHeader: true,
      className: 'font-semibold',
      cell: (order) => (
        <span>
          <Link
            to={`/dashboard/orders/${order._id}`}
            className="underline decoration-slate-300 underline-offset-2 hover:decoration-current"
          >
            {orderNameIn(order, f.language)}
          </Link>
          <span className="block text-xs font-normal text-slate-600">{f.date(order.createdAt)}</span>
          <OrderLines order={order} />
        </span>
      ),
    },
    { id: 'quantity', header: t.quantity, align: 'end', cell: (order) => f.number(order.cart) },
    // The order's total (the sum of its lines), with its net amount and VAT.
    { id: 'price', header: t.price, align: 'end', cell: (order) => <OrderAmounts order={order} /> },
    {
      id: 'status',
      header: t.status,
      cell: (order) => (
        <>
          <OrderStatusBadge status={order.status} paymentMethod={order.paymentMethod} />
          <ParcelTracking shipment={order.shipment} />
        </>
      ),
    },
    { id: 'payment', header: t.payment, cell: (order) => <PaymentCell order={order} /> },
    {
      id: 'actions',
      header: t.actions,
      headerHidden: true,
      className: 'max-md:justify-end max-md:pt-3',
      cell: (order) => (
        <span className="flex flex-wrap items-start justify-end gap-2 md:justify-start">
          <CancelOrderButton
            order={order}
            question={t.cancelQuestion(f.number(order.cart), orderNameIn(order, f.language))}
            label={t.cancelLabel(m(orderMessages.cancel), orderNameIn(order, f.language))}
          />
          <ReorderButton order={order} />
        </span>
      ),
    },
  ];
}

/** /dashboard/myOrders — the person's orders; 401/403 signs out and goes home. */
export default function MyOrdersPage() {
  const t = useTexts(orderScreenTexts);
  useDocumentTitle(t.myOrders);
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  const orders = useMyOrders(user?.email);
  const columns = useWithCompanyColumns(useColumns(), orders.data, 'item');
  const refused = orders.error instanceof ApiError && (orders.error.status === 401 || orders.error.status === 403);

  useEffect(() => {
    if (!refused) return;
    signOut();
    navigate('/', { replace: true });
  }, [refused, signOut, navigate]);

  return (
    <div>
      <h1 className="mb-4 text-2xl font-bold">{t.myOrders}</h1>
      {orders.isPending || refused ? (
        <Spinner label={t.loadingOrders} className="min-h-48" />
      ) : orders.isError ? (
        <Alert tone="error">{orders.error.message}</Alert>
      ) : (
        <DataTable
          columns={columns}
          rows={orders.data}
          rowKey={(order) => order._id}
          caption={t.yourOrdersCaption}
          numbered
          empty={<NoOrdersYet />}
        />
      )}
    </div>
  );
}
