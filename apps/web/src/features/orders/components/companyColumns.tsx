import type { Order } from '@tools-bd/contract';
import type { DataTableColumn } from '../../../components/DataTable.tsx';
import { useTexts } from '../../../lib/i18n/index.ts';
import { orderScreenTexts } from '../screenTexts.ts';

/** Whether any of these orders is a company's (a purchase order number or who placed it). */
export const hasCompanyOrders = (orders: readonly Order[]) =>
  orders.some((order) => order.poNumber !== null || order.placedBy !== null);

function NoValue() {
  const t = useTexts(orderScreenTexts);
  return (
    <span className="text-slate-500" aria-label={t.none}>
      —
    </span>
  );
}

/**
 * The PO number and placed-by columns, placed after the column `afterId`, when the orders shown
 * include a company's; a list of personal orders keeps its columns as they were.
 */
export function useWithCompanyColumns(
  columns: DataTableColumn<Order>[],
  orders: readonly Order[] | undefined,
  afterId: string,
): DataTableColumn<Order>[] {
  const t = useTexts(orderScreenTexts);
  if (!orders || !hasCompanyOrders(orders)) return columns;
  const added: DataTableColumn<Order>[] = [
    {
      id: 'poNumber',
      header: t.poNumber,
      cell: (order) =>
        order.poNumber ? <span className="font-mono text-sm break-all">{order.poNumber}</span> : <NoValue />,
    },
    {
      id: 'placedBy',
      header: t.placedBy,
      cell: (order) => (order.placedBy ? <span>{order.placedBy.name}</span> : <NoValue />),
    },
  ];
  const at = columns.findIndex((column) => column.id === afterId) + 1;
  return [...columns.slice(0, at), ...added, ...columns.slice(at)];
}
