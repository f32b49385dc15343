import type { CartImportRow, ImportRowStatus } from '@tools-bd/contract';
import { DataTable, type DataTableColumn } from '../../../components/DataTable.tsx';
import { useFormat, useMessageText, useTexts } from '../../../lib/i18n/index.ts';
import { cartScreenTexts } from '../screenTexts.ts';

/** Each status in words (screenTexts' statusLabels); the row's own message (the rule it breaks) follows it. */
function useColumns(): DataTableColumn<CartImportRow>[] {
  const t = useTexts(cartScreenTexts);
  const m = useMessageText();
  const f = useFormat();
  const statusLabels: Record<ImportRowStatus, string> = t.statusLabels;
  return [
    {
      id: 'line',
      header: t.line,
      align: 'end',
      className: 'tabular-nums text-slate-600',
      cell: (row) => f.number(row.line),
    },
    { id: 'sku', header: t.sku, rowHeader: true, className: 'font-mono', cell: (row) => row.sku || '—' },
    {
      id: 'quantity',
      header: t.quantity,
      align: 'end',
      cell: (row) => (row.quantity === null || row.quantity === undefined ? '—' : f.number(row.quantity)),
    },
    {
      id: 'status',
      header: t.status,
      cell: (row) => (
        <span
          className={`text-right md:text-left ${row.status === 'added' ? 'font-semibold text-success' : 'font-semibold text-danger'}`}
        >
          {statusLabels[row.status]}
          {row.message ? <span className="block text-xs font-normal">{m(row.message)}</span> : null}
        </span>
      ),
    },
  ];
}

/** The quick order's preview: every row of the paste or file with what adding it would do. */
export function ImportRowsTable({ rows }: { rows: readonly CartImportRow[] }) {
  const t = useTexts(cartScreenTexts);
  const columns = useColumns();
  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(row) => String(row.line)}
      caption={t.rowsCaption}
      empty={t.noSkuLines}
    />
  );
}
