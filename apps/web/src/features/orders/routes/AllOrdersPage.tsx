import { useEffect, useId } from 'react';
import { useSearchParams } from 'react-router';
import {
  ADMIN_ORDER_PAGE,
  ADMIN_ORDER_STATES,
  adminMessages,
  adminOrderStateLabels,
  orderMessages,
  paymentStatusLabels,
  type AdminOrderState,
  orderNameIn,
} from '@tools-bd/contract/messages';
import type { Order } from '@tools-bd/contract';
import { Alert } from '../../../components/Alert.tsx';
import { DataTable, type DataTableColumn } from '../../../components/DataTable.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { CancelOrderButton } from '../components/CancelOrderButton.tsx';
import { InvoiceLinks } from '../components/InvoiceLinks.tsx';
import { OrderAmounts } from '../components/OrderAmounts.tsx';
import { OrderLines } from '../components/OrderLines.tsx';
import { OrderStatusBadge } from '../components/OrderStatusBadge.tsx';
import { useWithCompanyColumns } from '../components/companyColumns.tsx';
import { PaidLabel } from '../components/PaidLabel.tsx';
import { useAdminOrders } from '../adminApi.ts';
import { OrderStatusSelect } from '../components/OrderStatusSelect.tsx';
import { useFormat, useMessageText, useTexts } from '../../../lib/i18n/index.ts';
import { orderScreenTexts } from '../screenTexts.ts';

function isOrderState(value: string | null): value is AdminOrderState {
  return (ADMIN_ORDER_STATES as readonly string[]).includes(value ?? '');
}

/** An unpaid order shows 'unpaid' with Cancel; cancelling gives its stock back. */
function CancelUnpaid({ order }: { order: Order }) {
  const t = useTexts(orderScreenTexts);
  const m = useMessageText();
  const f = useFormat();
  return (
    <span className="flex items-start gap-3">
      <span className="pt-1 font-semibold text-slate-700">{m(orderMessages.unpaid)}</span>
      <CancelOrderButton
        order={order}
        variant="danger"
        question={t.cancelUnpaidQuestion(f.number(order.cart), orderNameIn(order, f.language), order.customerName)}
        label={t.cancelUnpaidLabel(m(orderMessages.cancel), orderNameIn(order, f.language), order.customerName)}
      />
    </span>
  );
}

function useColumns(): DataTableColumn<Order>[] {
  const t = useTexts(orderScreenTexts);
  const m = useMessageText();
  const f = useFormat();
  return [
    {
      id: 'customer',
      header: t.customer,
      rowHeader: true,
      className: 'font-normal md:min-w-52',
      cell: (order) => (
        <span className="min-w-0 text-right md:text-left">
          <span className="block font-semibold">{order.customerName}</span>
          <span className="block text-xs break-all text-slate-600">{order.email}</span>
        </span>
      ),
    },
    {
      id: 'item',
      header: t.item,
      cell: (order) => (
        <span className="text-right md:text-left">
          {orderNameIn(order, f.language)}
          <span className="block text-xs text-slate-600">{f.date(order.createdAt)}</span>
          <OrderLines order={order} />
        </span>
      ),
    },
    { id: 'quantity', header: t.quantity, align: 'end', cell: (order) => f.number(order.cart) },
    { id: 'price', header: t.price, align: 'end', cell: (order) => <OrderAmounts order={order} /> },
    {
      id: 'payment',
      header: t.payment,
      cell: (order) =>
        order.paid ? (
          <span>
            <PaidLabel order={order} />
            <InvoiceLinks order={order} />
          </span>
        ) : order.paymentStatus === 'in_review' ? (
          // A provider's payment that did not match the order (SSLCommerz): an admin has to look.
          <span className="font-semibold text-amber-800">{m(paymentStatusLabels.in_review)}</span>
        ) : order.paymentStatus === 'unpaid' ? (
          <span className="text-slate-700">{t.notPaid}</span>
        ) : (
          <span className="text-slate-700">{m(paymentStatusLabels[order.paymentStatus])}</span>
        ),
    },
    {
      id: 'transaction',
      header: t.transactionIdHeader,
      cell: (order) =>
        order.transactionId ? (
          <span className="font-mono text-xs break-all max-md:text-right">{order.transactionId}</span>
        ) : (
          <span className="text-slate-500" aria-label={t.none}>
            —
          </span>
        ),
    },
    {
      id: 'status',
      header: t.status,
      // Paid and cash on delivery orders move through the lifecycle; unpaid ones may be cancelled.
      cell: (order) =>
        order.status === 'cancelled' ? (
          <OrderStatusBadge status={order.status} />
        ) : order.paid || order.paymentMethod === 'cod' ? (
          <OrderStatusSelect order={order} />
        ) : (
          <CancelUnpaid order={order} />
        ),
    },
  ];
}

/** /dashboard/allOrder (admin): every order, newest first, filtered by state, a page at a time. */
export default function AllOrdersPage() {
  const t = useTexts(orderScreenTexts);
  const m = useMessageText();
  useDocumentTitle(t.manageAllOrders);
  const filterId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const requestedPage = Number.parseInt(searchParams.get('page') ?? '1', 10);
  const page = Number.isFinite(requestedPage) && requestedPage >= 1 ? requestedPage : 1;
  const stateParam = searchParams.get('state');
  const state = isOrderState(stateParam) ? stateParam : undefined;
  const limit = ADMIN_ORDER_PAGE.defaultLimit;
  const orders = useAdminOrders({ page, limit, state });
  const columns = useWithCompanyColumns(useColumns(), orders.data?.orders, 'item');
  const pageCount = orders.data ? Math.ceil(orders.data.total / limit) : 0;

  const show = (next: { page?: number; state?: AdminOrderState }) => {
    const params = new URLSearchParams();
    if (next.state) params.set('state', next.state);
    if (next.page && next.page > 1) params.set('page', String(next.page));
    setSearchParams(params);
  };

  // After a cancel empties the last page, step back to the page that still has orders.
  const pastTheEnd = Boolean(
    orders.data && !orders.isPlaceholderData && orders.data.orders.length === 0 && page > 1 && pageCount > 0,
  );
  useEffect(() => {
    if (pastTheEnd)
      setSearchParams((params) => {
        params.set('page', String(pageCount));
        return params;
      });
  }, [pastTheEnd, pageCount, setSearchParams]);

  return (
    <div>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-2xl font-bold">{t.manageAllOrders}</h1>
        <div>
          <label htmlFor={filterId} className="field-label">
            {t.show}
          </label>
          <select
            id={filterId}
            className="field-input w-auto"
            value={state ?? ''}
            onChange={(event) => show({ state: isOrderState(event.target.value) ? event.target.value : undefined })}
          >
            <option value="">{t.allOrders}</option>
            {ADMIN_ORDER_STATES.map((option) => (
              <option key={option} value={option}>
                {m(adminOrderStateLabels[option])}
              </option>
            ))}
          </select>
        </div>
      </div>

      {orders.isPending ? (
        <Spinner label={t.loadingAllOrders} className="min-h-48" />
      ) : orders.isError ? (
        <Alert tone="error">{orders.error.message}</Alert>
      ) : (
        <DataTable
          columns={columns}
          rows={orders.data.orders}
          rowKey={(order) => order._id}
          caption={state ? t.stateCaption(m(adminOrderStateLabels[state])) : t.allOrdersCaption}
          empty={m(adminMessages.noOrders)}
          busy={orders.isPlaceholderData}
          pagination={{
            page,
            pageCount,
            total: orders.data.total,
            noun: t.orderNoun(orders.data.total),
            onPageChange: (next) => show({ state, page: next }),
          }}
        />
      )}
    </div>
  );
}
