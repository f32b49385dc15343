import type { CartImportRow, ImportRowStatus } from '@tools-bd/contract';
import { DataTable, type DataTableColumn } from '../../../components/DataTable.tsx';

/** Each status in words; the row's own message (the rule it breaks) follows it. */
const statusLabels: Record<ImportRowStatus, string> = {
  added: 'Ready to add',
  unknown_sku: 'Unknown SKU',
  invalid_quantity: 'Invalid quantity',
  below_minimum: 'Below the minimum',
  not_multiple: 'Not whole packs',
  above_maximum: 'Above the maximum',
  out_of_stock: 'Out of stock',
};

const columns: DataTableColumn<CartImportRow>[] = [
  { id: 'line', header: 'Line', align: 'end', className: 'tabular-nums text-slate-600', cell: (row) => row.line },
  { id: 'sku', header: 'SKU', rowHeader: true, className: 'font-mono', cell: (row) => row.sku || '—' },
  { id: 'quantity', header: 'Quantity', align: 'end', cell: (row) => row.quantity ?? '—' },
  {
    id: 'status',
    header: 'Status',
    cell: (row) => (
      <span
        className={`text-right md:text-left ${row.status === 'added' ? 'font-semibold text-success' : 'font-semibold text-danger'}`}
      >
        {statusLabels[row.status]}
        {row.message ? <span className="block text-xs font-normal">{row.message}</span> : null}
      </span>
    ),
  },
];

/** The quick order's preview: every row of the paste or file with what adding it would do. */
export function ImportRowsTable({ rows }: { rows: readonly CartImportRow[] }) {
  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(row) => String(row.line)}
      caption="Quick order rows and their status"
      empty="No SKU lines were found."
    />
  );
}
