import type { ReactNode } from 'react';
import { EmptyState } from './EmptyState.tsx';
import { Pagination, type PaginationProps } from './Pagination.tsx';
import { responsiveTable } from './responsiveTable.ts';

/**
 * How a column's cells show when the table turns into cards (below the md breakpoint):
 * 'labelled' lines start with the column's header, 'unlabelled' ones stand alone (e.g. the
 * row's buttons), 'hidden' ones are left out (e.g. a row number that only helps a grid).
 */
export type CardCell = 'labelled' | 'unlabelled' | 'hidden';

export interface DataTableColumn<Row> {
  /** A stable name for React's keys. */
  id: string;
  /** The column header, and the cell's label in card mode. */
  header: string;
  /** Keep the header for screen readers only (a column of buttons needs no visible heading). */
  headerHidden?: boolean;
  cell: (row: Row, index: number) => ReactNode;
  /** The cell that names its row: rendered as `<th scope="row">`. */
  rowHeader?: boolean;
  /** 'end' right-aligns header and cells on large screens (numbers, money). */
  align?: 'start' | 'end';
  /** Extra classes for every cell of the column. */
  className?: string;
  /** Defaults to 'labelled', or 'unlabelled' when the header is hidden. */
  card?: CardCell;
}

interface DataTableProps<Row> {
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** What the table lists, for screen readers (an sr-only caption). */
  caption: string;
  /** Shown in a card instead of the table when there are no rows. */
  empty: ReactNode;
  /** Previous / Next under the table, when the caller shows one page of a longer list. */
  pagination?: PaginationProps;
  /** The rows are a previous page kept on screen while the next one loads. */
  busy?: boolean;
  /** Starts each row with its number, on large screens only (a card needs none). */
  numbered?: boolean;
}

const { cell: cardCell } = responsiveTable;
// A cell left out of the cards keeps only the table's padding (the card classes would stack it).
const tableOnlyCell = 'px-4 py-2 align-middle max-md:hidden';

function cellClasses<Row>(column: DataTableColumn<Row>, card: CardCell): string {
  return [
    card === 'hidden' ? tableOnlyCell : cardCell,
    column.rowHeader ? 'text-left' : '',
    column.align === 'end' ? 'md:text-right' : '',
    column.className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
}

function rowNumberColumn<Row>(): DataTableColumn<Row> {
  return {
    id: 'row-number',
    header: '#',
    card: 'hidden',
    className: 'text-slate-600',
    cell: (_row, index) => index + 1,
  };
}

function cardModeOf<Row>(column: DataTableColumn<Row>): CardCell {
  return column.card ?? (column.headerHidden ? 'unlabelled' : 'labelled');
}

function Cell<Row>({ column, row, index }: { column: DataTableColumn<Row>; row: Row; index: number }) {
  const card = cardModeOf(column);
  const props = {
    className: cellClasses(column, card),
    // The card's label comes from data-label (see responsiveTable); unlabelled cells have none.
    'data-label': card === 'labelled' ? column.header : undefined,
  };
  // Roles are spelled out because the cards restyle the table with `display: block`, which
  // makes some browsers drop the table's semantics; with the roles a screen reader still
  // hears each value with its column's header.
  return column.rowHeader ? (
    <th scope="row" role="rowheader" {...props}>
      {column.cell(row, index)}
    </th>
  ) : (
    <td role="cell" {...props}>
      {column.cell(row, index)}
    </td>
  );
}

/**
 * A table of records on large screens and a stack of labelled cards on small ones, with an
 * empty state and optional Previous / Next paging. Rows are keyed by `rowKey`; a cell that
 * needs its own state (a mutation per row) renders a component from `cell`.
 */
export function DataTable<Row>({
  columns: dataColumns,
  rows,
  rowKey,
  caption,
  empty,
  pagination,
  busy = false,
  numbered = false,
}: DataTableProps<Row>) {
  if (rows.length === 0) return <EmptyState>{empty}</EmptyState>;
  const columns = numbered ? [rowNumberColumn<Row>(), ...dataColumns] : dataColumns;
  return (
    <>
      {/* Positioned, so that what its cells place absolutely (screen-reader-only labels) scrolls with the table rather than widening the page. */}
      <div
        className={`relative md:overflow-x-auto md:rounded-xl md:border md:border-slate-200 md:bg-white md:shadow-sm ${busy ? 'opacity-60' : ''}`}
        aria-busy={busy || undefined}
      >
        <table role="table" className={responsiveTable.table}>
          <caption className="sr-only">{caption}</caption>
          <thead role="rowgroup" className={responsiveTable.head}>
            <tr role="row">
              {columns.map((column) => (
                <th
                  key={column.id}
                  scope="col"
                  role="columnheader"
                  className={`px-4 py-3 ${column.align === 'end' ? 'text-right' : ''}`}
                >
                  {column.headerHidden ? <span className="sr-only">{column.header}</span> : column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup" className={responsiveTable.body}>
            {rows.map((row, index) => (
              <tr key={rowKey(row)} role="row" className={responsiveTable.row}>
                {columns.map((column) => (
                  <Cell key={column.id} column={column} row={row} index={index} />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pagination ? <Pagination {...pagination} /> : null}
    </>
  );
}
