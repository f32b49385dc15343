import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { orderMessages, PAYMENT_METHOD_LABELS, paymentStatusLabels } from '@tools-bd/contract/messages';
import type { Order } from '@tools-bd/contract';
import { Alert } from '../../../components/Alert.tsx';
import { ButtonLink } from '../../../components/Button.tsx';
import { DataTable, type DataTableColumn } from '../../../components/DataTable.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { ApiError } from '../../../lib/api.ts';
import { formatDate } from '../../../lib/dates.ts';
import { formatPrice } from '../../../lib/money.ts';
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

function PaymentCell({ order }: { order: Order }) {
  // A cancelled order takes no payment; a refund still shows.
  if (order.status === 'cancelled')
    return order.paymentStatus === 'unpaid' ? null : <span>{paymentStatusLabels[order.paymentStatus]}</span>;
  // Partly paid bank transfers and unpaid cash or bank orders: their state and what is still due.
  if (!order.paid && order.paymentMethod !== 'card') {
    return (
      <span className="text-right text-sm md:text-left">
        {paymentStatusLabels[order.paymentStatus]} · {PAYMENT_METHOD_LABELS[order.paymentMethod]}
        <span className="block text-xs text-slate-600">Due {formatPrice(order.balanceDue)}</span>
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
            <span className="sr-only">Transaction id </span>
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
      aria-label={`${orderMessages.pay} for ${order.itemName}`}
    >
      {orderMessages.pay}
    </ButtonLink>
  ) : null;
}

const columns: DataTableColumn<Order>[] = [
  {
    id: 'item',
    header: 'Item',
    rowHeader: true,
    className: 'font-semibold',
    cell: (order) => (
      <span>
        <Link
          to={`/dashboard/orders/${order._id}`}
          className="underline decoration-slate-300 underline-offset-2 hover:decoration-current"
        >
          {order.itemName}
        </Link>
        <span className="block text-xs font-normal text-slate-600">{formatDate(order.createdAt)}</span>
        <OrderLines order={order} />
      </span>
    ),
  },
  { id: 'quantity', header: 'Quantity', align: 'end', cell: (order) => order.cart },
  // The order's total (the sum of its lines), with its net amount and VAT.
  { id: 'price', header: 'Price', align: 'end', cell: (order) => <OrderAmounts order={order} /> },
  {
    id: 'status',
    header: 'Status',
    cell: (order) => (
      <>
        <OrderStatusBadge status={order.status} paymentMethod={order.paymentMethod} />
        <ParcelTracking shipment={order.shipment} />
      </>
    ),
  },
  { id: 'payment', header: 'Payment', cell: (order) => <PaymentCell order={order} /> },
  {
    id: 'actions',
    header: 'Actions',
    headerHidden: true,
    className: 'max-md:justify-end max-md:pt-3',
    cell: (order) => (
      <span className="flex flex-wrap items-start justify-end gap-2 md:justify-start">
        <CancelOrderButton
          order={order}
          question={`Cancel your order of ${order.cart} × ${order.itemName}?`}
          label={`${orderMessages.cancel} order of ${order.itemName}`}
        />
        <ReorderButton order={order} />
      </span>
    ),
  },
];

/** /dashboard/myOrders — the person's orders; 401/403 signs out and goes home. */
export default function MyOrdersPage() {
  useDocumentTitle('My Orders');
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  const orders = useMyOrders(user?.email);
  const refused = orders.error instanceof ApiError && (orders.error.status === 401 || orders.error.status === 403);

  useEffect(() => {
    if (!refused) return;
    signOut();
    navigate('/', { replace: true });
  }, [refused, signOut, navigate]);

  return (
    <div>
      <h1 className="mb-4 text-2xl font-bold">My Orders</h1>
      {orders.isPending || refused ? (
        <Spinner label="Loading your orders…" className="min-h-48" />
      ) : orders.isError ? (
        <Alert tone="error">{orders.error.message}</Alert>
      ) : (
        <DataTable
          columns={columns}
          rows={orders.data}
          rowKey={(order) => order._id}
          caption="Your orders, newest first"
          numbered
          empty={<NoOrdersYet />}
        />
      )}
    </div>
  );
}
