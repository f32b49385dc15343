import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { commonMessages, orderMessages } from '@tools-bd/contract/messages';
import type { Order } from '@tools-bd/contract';
import { Alert } from '../../../components/Alert.tsx';
import { Button, ButtonLink } from '../../../components/Button.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { ApiError } from '../../../lib/api.ts';
import { formatDate } from '../../../lib/dates.ts';
import { confirmDeletion } from '../../../lib/dialogs.ts';
import { formatPrice } from '../../../lib/money.ts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { useSession } from '../../identity/index.ts';
import { useCancelOrder, useMyOrders } from '../api.ts';
import { OrderStatusBadge } from '../components/OrderStatusBadge.tsx';
import { responsiveTable } from '../../../components/responsiveTable.ts';

const { cell } = responsiveTable;

function OrderRow({ order, index }: { order: Order; index: number }) {
  const cancel = useCancelOrder();
  const onCancel = () => {
    if (!confirmDeletion(`Cancel your order of ${order.cart} × ${order.itemName}?`)) return;
    cancel.mutate(order._id, { onSuccess: () => window.alert(commonMessages.deleted) });
  };
  return (
    <tr className={responsiveTable.row}>
      <td className="px-4 py-2 align-middle text-slate-600 max-md:hidden">
        {index + 1}
      </td>
      <th scope="row" className={`${cell} text-left font-semibold`} data-label="Item">
        <span>
          {order.itemName}
          <span className="block text-xs font-normal text-slate-600">{formatDate(order.createdAt)}</span>
        </span>
      </th>
      <td className={`${cell} md:text-right`} data-label="Quantity">
        {order.cart}
      </td>
      <td className={`${cell} font-semibold md:text-right`} data-label="Price">
        {formatPrice(order.price)}
      </td>
      <td className={cell} data-label="Status">
        <OrderStatusBadge status={order.status} />
      </td>
      <td className={cell} data-label="Payment">
        {order.paid ? (
          <span className="text-right md:text-left">
            <span className="font-semibold text-success">{orderMessages.paid}</span>
            {order.transactionId ? (
              <span className="block font-mono text-xs break-all text-slate-600">
                <span className="sr-only">Transaction id </span>
                {order.transactionId}
              </span>
            ) : null}
          </span>
        ) : order.price > 0 ? (
          <ButtonLink to={`/dashboard/payment/${order._id}`} size="sm" aria-label={`${orderMessages.pay} for ${order.itemName}`}>
            {orderMessages.pay}
          </ButtonLink>
        ) : null}
      </td>
      <td className={`${cell} max-md:justify-end max-md:pt-3`}>
        <span className="flex flex-col items-end gap-1 md:items-start">
          <Button
            variant="outline"
            size="sm"
            onClick={onCancel}
            disabled={order.paid}
            loading={cancel.isPending}
            aria-label={`${orderMessages.cancel} order of ${order.itemName}`}
          >
            {orderMessages.cancel}
          </Button>
          {cancel.error ? (
            <span role="alert" className="text-xs text-danger">
              {cancel.error.message}
            </span>
          ) : null}
        </span>
      </td>
    </tr>
  );
}

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
      ) : orders.data.length === 0 ? (
        <div className="card p-6 text-slate-700">
          <p>{orderMessages.noOrders}</p>
          <Link to="/" className="mt-2 inline-block font-semibold text-brand-800 underline">
            Browse the tools
          </Link>
        </div>
      ) : (
        <div className="md:overflow-x-auto md:rounded-xl md:border md:border-slate-200 md:bg-white md:shadow-sm">
          <table className={responsiveTable.table}>
            <caption className="sr-only">Your orders, newest first</caption>
            <thead className={responsiveTable.head}>
              <tr>
                <th scope="col" className="px-4 py-3">
                  #
                </th>
                <th scope="col" className="px-4 py-3">
                  Item
                </th>
                <th scope="col" className="px-4 py-3 text-right">
                  Quantity
                </th>
                <th scope="col" className="px-4 py-3 text-right">
                  Price
                </th>
                <th scope="col" className="px-4 py-3">
                  Status
                </th>
                <th scope="col" className="px-4 py-3">
                  Payment
                </th>
                <th scope="col" className="px-4 py-3">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className={responsiveTable.body}>
              {orders.data.map((order, index) => (
                <OrderRow key={order._id} order={order} index={index} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
