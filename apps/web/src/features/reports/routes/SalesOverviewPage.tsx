import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Overview } from '@tools-bd/contract';
import { orderStatusLabels, reportMessages } from '@tools-bd/contract/messages';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { DataTable, type DataTableColumn } from '../../../components/DataTable.tsx';
import { PageSpinner } from '../../../components/Spinner.tsx';
import { formatPrice } from '../../../lib/money.ts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { useSalesOverview } from '../api.ts';
import { ExportForm } from '../components/ExportForm.tsx';
import { RevenueChart } from '../components/RevenueChart.tsx';

type RevenueDay = Overview['revenueByDay'][number];
type TopProduct = Overview['topProducts'][number];
type LowStockProduct = Overview['lowStock'][number];

const dayLabel = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const formatDay = (date: string) => dayLabel.format(new Date(`${date}T00:00:00Z`));

/** /dashboard for admins: revenue of the last 30 days, orders by status, best sellers, low stock and the CSV exports. */
export default function SalesOverviewPage() {
  useDocumentTitle(reportMessages.overviewTitle);
  const overview = useSalesOverview();
  if (overview.isPending) return <PageSpinner label="Loading the sales overview…" />;
  if (overview.error) return <Alert tone="error">{overview.error.message}</Alert>;
  const { revenueByDay, ordersByStatus, topProducts, lowStock } = overview.data;

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">{reportMessages.overviewTitle}</h1>
      <Revenue days={revenueByDay} />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <Panel title="Orders by status" id="orders-by-status">
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-2">
            {ordersByStatus.map(({ status, count }) => (
              <div key={status} className="rounded-lg border border-slate-200 px-3 py-2">
                <dt className="text-sm text-slate-600">{orderStatusLabels[status]}</dt>
                <dd className="text-xl font-semibold tabular-nums">{count.toLocaleString('en-US')}</dd>
              </div>
            ))}
          </dl>
        </Panel>
        <Panel title="Best sellers, last 30 days" id="top-products">
          <DataTable
            columns={topColumns}
            rows={topProducts}
            rowKey={(row) => row.toolId}
            caption="The ten products sold in the most units in the last 30 days"
            empty={reportMessages.noTopProducts}
            numbered
          />
        </Panel>
      </div>
      <Panel
        title="Low stock"
        id="low-stock"
        description="Products on sale with less than twice their minimum order in stock."
      >
        <DataTable
          columns={lowStockColumns}
          rows={lowStock}
          rowKey={(row) => row.toolId}
          caption="Products with less than twice their minimum order in stock"
          empty={reportMessages.noLowStock}
        />
      </Panel>
      <ExportForm />
    </div>
  );
}

function Panel({
  title,
  id,
  description,
  children,
}: {
  title: string;
  id: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <div>
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        {description ? <p className="text-sm text-slate-600">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}

/** The chart, and the same numbers as a table behind a toggle (and always there for screen readers). */
function Revenue({ days }: { days: readonly RevenueDay[] }) {
  const [tableShown, setTableShown] = useState(false);
  const tableId = useId();
  const total = days.reduce((sum, day) => sum + day.revenue, 0);
  const orders = days.reduce((sum, day) => sum + day.orders, 0);
  const best = days.reduce<RevenueDay | null>(
    (top, day) => (day.revenue > 0 && (!top || day.revenue > top.revenue) ? day : top),
    null,
  );
  const summary = best
    ? `Revenue per day, ${formatDay(days[0]!.date)} to ${formatDay(days.at(-1)!.date)}: ${formatPrice(total)} from ${orders} paid orders; best day ${formatDay(best.date)} with ${formatPrice(best.revenue)}.`
    : reportMessages.noSales;

  return (
    <section aria-labelledby="revenue-heading" className="card space-y-4 p-5 sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <div>
          <h2 id="revenue-heading" className="text-lg font-semibold">
            Revenue, last 30 days
          </h2>
          <p className="text-sm text-slate-600">Paid orders, by the day they were paid (Bangladesh time).</p>
        </div>
        <p className="text-right">
          <span className="block text-2xl font-bold tabular-nums" data-testid="revenue-total">
            {formatPrice(total)}
          </span>
          <span className="text-sm text-slate-600">{orders.toLocaleString('en-US')} paid orders</span>
        </p>
      </div>
      <RevenueChart days={days} summary={summary} />
      <Button
        variant="outline"
        size="sm"
        aria-expanded={tableShown}
        aria-controls={tableId}
        onClick={() => setTableShown((shown) => !shown)}
      >
        {tableShown ? 'Hide the table' : 'Show as a table'}
      </Button>
      {/* Hidden visually until asked for, never from screen readers. */}
      <div id={tableId} className={tableShown ? 'overflow-x-auto' : 'sr-only'}>
        <table className="w-full text-sm">
          <caption className="sr-only">Revenue per day, last 30 days</caption>
          <thead>
            <tr className="border-b border-slate-200 text-left">
              <th scope="col" className="py-2 pr-4">
                Day
              </th>
              <th scope="col" className="py-2 pr-4 text-right">
                Paid orders
              </th>
              <th scope="col" className="py-2 text-right">
                Revenue
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date} className="border-b border-slate-100">
                <th scope="row" className="py-1.5 pr-4 text-left font-normal">
                  <time dateTime={day.date}>{formatDay(day.date)}</time>
                </th>
                <td className="py-1.5 pr-4 text-right tabular-nums">{day.orders}</td>
                <td className="py-1.5 text-right tabular-nums">{formatPrice(day.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

const topColumns: DataTableColumn<TopProduct>[] = [
  { id: 'name', header: 'Product', rowHeader: true, cell: (row) => row.name },
  { id: 'sku', header: 'SKU', cell: (row) => <span className="font-mono text-xs">{row.sku}</span> },
  { id: 'quantity', header: 'Units', align: 'end', cell: (row) => row.quantity.toLocaleString('en-US') },
  { id: 'revenue', header: 'Revenue', align: 'end', cell: (row) => formatPrice(row.revenue) },
];

const lowStockColumns: DataTableColumn<LowStockProduct>[] = [
  { id: 'name', header: 'Product', rowHeader: true, cell: (row) => row.name },
  { id: 'sku', header: 'SKU', cell: (row) => <span className="font-mono text-xs">{row.sku}</span> },
  {
    id: 'stock',
    header: 'In stock',
    align: 'end',
    cell: (row) => (
      <span className={row.stock === 0 ? 'font-semibold text-danger' : ''}>{row.stock.toLocaleString('en-US')}</span>
    ),
  },
  { id: 'minimum', header: 'Minimum order', align: 'end', cell: (row) => row.minimumOrder.toLocaleString('en-US') },
  {
    id: 'manage',
    header: 'Actions',
    headerHidden: true,
    cell: (row) => (
      <Link
        to="/dashboard/manageProduct"
        className="text-sm font-medium text-brand-700 underline"
        aria-label={`Restock ${row.name} in Manage products`}
      >
        Restock
      </Link>
    ),
  },
];
