/**
 * The classes of a table of quote lines that fits a phone: below the `sm` breakpoint each line is a
 * small card (the product on top, then each cell under its column's name, which `label` shows in
 * place of the hidden header row); from `sm` up it is a plain table.
 */
export const lineTable = {
  table: 'block w-full text-left text-sm sm:table',
  head: 'hidden border-b border-slate-200 text-slate-600 sm:table-header-group',
  body: 'block space-y-3 sm:table-row-group',
  row: 'grid grid-cols-2 gap-x-3 gap-y-2 border-b border-slate-100 pb-3 sm:table-row',
  rowHead: 'col-span-2 font-medium sm:table-cell sm:py-2 sm:pr-3',
  cell: 'min-w-0 sm:table-cell sm:py-2 sm:pr-3',
  /** A number cell: right-aligned in the table, under its label on a phone. */
  numberCell: 'min-w-0 sm:table-cell sm:py-2 sm:pr-3 sm:text-right',
  label: 'block text-xs text-slate-600 sm:hidden',
  foot: 'block sm:table-footer-group',
  footRow: 'flex items-baseline justify-between gap-3 pt-2 sm:table-row',
} as const;
