import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Overview } from '@tools-bd/contract';
import { orderStatusLabels, reportMessages } from '@tools-bd/contract/messages';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { DataTable, type DataTableColumn } from '../../../components/DataTable.tsx';
import { PageSpinner } from '../../../components/Spinner.tsx';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { useSalesOverview } from '../api.ts';
import { ExportForm } from '../components/ExportForm.tsx';
import { RevenueChart } from '../components/RevenueChart.tsx';
import { useFormat, useMessageText, useTexts } from '../../../lib/i18n/index.ts';
import type { Language } from '@tools-bd/contract/messages';
import { reportTexts } from '../texts.ts';

type RevenueDay = Overview['revenueByDay'][number];
type TopProduct = Overview['topProducts'][number];
type LowStockProduct = Overview['lowStock'][number];

const dayLabels = new Map<Language, Intl.DateTimeFormat>();
const formatDay = (date: string, language: Language) => {
  let label = dayLabels.get(language);
  if (!label) {
    label = new Intl.DateTimeFormat(language === 'en' ? 'en-US' : 'bn-BD', { dateStyle: 'medium', timeZone: 'UTC' });
    dayLabels.set(language, label);
  }
  return label.format(new Date(`${date}T00:00:00Z`));
};

/** /dashboard for admins: revenue of the last 30 days, orders by status, best sellers, low stock and the CSV exports. */
export default function SalesOverviewPage() {
  const t = useTexts(reportTexts);
  const m = useMessageText();
  const f = useFormat();
  const topColumns = useTopColumns();
  const lowStockColumns = useLowStockColumns();
  useDocumentTitle(m(reportMessages.overviewTitle));
  const overview = useSalesOverview();
  if (overview.isPending) return <PageSpinner label={t.loadingOverview} />;
  if (overview.error) return <Alert tone="error">{overview.error.message}</Alert>;
  const { revenueByDay, ordersByStatus, topProducts, lowStock } = overview.data;

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">{m(reportMessages.overviewTitle)}</h1>
      <Revenue days={revenueByDay} />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <Panel title={t.ordersByStatus} id="orders-by-status">
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-2">
            {ordersByStatus.map(({ status, count }) => (
              <div key={status} className="rounded-lg border border-slate-200 px-3 py-2">
                <dt className="text-sm text-slate-600">{m(orderStatusLabels[status])}</dt>
                <dd className="text-xl font-semibold tabular-nums">{f.number(count)}</dd>
              </div>
            ))}
          </dl>
        </Panel>
        <Panel title={t.bestSellers} id="top-products">
          <DataTable
            columns={topColumns}
            rows={topProducts}
            rowKey={(row) => row.toolId}
            caption={t.bestSellersCaption}
            empty={m(reportMessages.noTopProducts)}
            numbered
          />
        </Panel>
      </div>
      <Panel title={t.lowStock} id="low-stock" description={t.lowStockDescription}>
        <DataTable
          columns={lowStockColumns}
          rows={lowStock}
          rowKey={(row) => row.toolId}
          caption={t.lowStockCaption}
          empty={m(reportMessages.noLowStock)}
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
  const t = useTexts(reportTexts);
  const m = useMessageText();
  const f = useFormat();
  const [tableShown, setTableShown] = useState(false);
  const tableId = useId();
  const total = days.reduce((sum, day) => sum + day.revenue, 0);
  const orders = days.reduce((sum, day) => sum + day.orders, 0);
  const best = days.reduce<RevenueDay | null>(
    (top, day) => (day.revenue > 0 && (!top || day.revenue > top.revenue) ? day : top),
    null,
  );
  const summary = best
    ? t.revenueSummary(
        formatDay(days[0]!.date, f.language),
        formatDay(days.at(-1)!.date, f.language),
        f.price(total),
        f.number(orders),
        formatDay(best.date, f.language),
        f.price(best.revenue),
      )
    : m(reportMessages.noSales);

  return (
    <section aria-labelledby="revenue-heading" className="card space-y-4 p-5 sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <div>
          <h2 id="revenue-heading" className="text-lg font-semibold">
            {t.revenueHeading}
          </h2>
          <p className="text-sm text-slate-600">{t.revenueNote}</p>
        </div>
        <p className="text-right">
          <span className="block text-2xl font-bold tabular-nums" data-testid="revenue-total">
            {f.price(total)}
          </span>
          <span className="text-sm text-slate-600">{t.paidOrdersCount(f.number(orders))}</span>
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
        {tableShown ? t.hideTable : t.showTable}
      </Button>
      {/* Hidden visually until asked for, never from screen readers. */}
      <div id={tableId} className={tableShown ? 'overflow-x-auto' : 'sr-only'}>
        <table className="w-full text-sm">
          <caption className="sr-only">{t.revenueCaption}</caption>
          <thead>
            <tr className="border-b border-slate-200 text-left">
              <th scope="col" className="py-2 pr-4">
                {t.day}
              </th>
              <th scope="col" className="py-2 pr-4 text-right">
                {t.paidOrders}
              </th>
              <th scope="col" className="py-2 text-right">
                {t.revenue}
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date} className="border-b border-slate-100">
                <th scope="row" className="py-1.5 pr-4 text-left font-normal">
                  <time dateTime={day.date}>{formatDay(day.date, f.language)}</time>
                </th>
                <td className="py-1.5 pr-4 text-right tabular-nums">{f.number(day.orders)}</td>
                <td className="py-1.5 text-right tabular-nums">{f.price(day.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function useTopColumns(): DataTableColumn<TopProduct>[] {
  const t = useTexts(reportTexts);
  const f = useFormat();
  return [
    { id: 'name', header: t.product, rowHeader: true, cell: (row) => row.name },
    { id: 'sku', header: t.sku, cell: (row) => <span className="font-mono text-xs">{row.sku}</span> },
    { id: 'quantity', header: t.units, align: 'end', cell: (row) => f.number(row.quantity) },
    { id: 'revenue', header: t.revenue, align: 'end', cell: (row) => f.price(row.revenue) },
  ];
}

function useLowStockColumns(): DataTableColumn<LowStockProduct>[] {
  const t = useTexts(reportTexts);
  const f = useFormat();
  return [
    { id: 'name', header: t.product, rowHeader: true, cell: (row) => row.name },
    { id: 'sku', header: t.sku, cell: (row) => <span className="font-mono text-xs">{row.sku}</span> },
    {
      id: 'stock',
      header: t.inStock,
      align: 'end',
      cell: (row) => <span className={row.stock === 0 ? 'font-semibold text-danger' : ''}>{f.number(row.stock)}</span>,
    },
    { id: 'minimum', header: t.minimumOrder, align: 'end', cell: (row) => f.number(row.minimumOrder) },
    {
      id: 'manage',
      header: t.actions,
      headerHidden: true,
      cell: (row) => (
        <Link
          to="/dashboard/manageProduct"
          className="text-sm font-medium text-brand-700 underline"
          aria-label={t.restockItem(row.name)}
        >
          {t.restock}
        </Link>
      ),
    },
  ];
}
