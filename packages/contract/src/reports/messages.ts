/** Zod-free constants and messages of the admin's records: the sales overview and the CSV exports. */

/** The overview's window: today and the 29 days before it, in the shop's time zone. */
export const OVERVIEW_DAYS = 30;
/** How many best sellers the overview lists. */
export const TOP_PRODUCTS_LIMIT = 10;
/** The most low-stock products the overview lists (the most urgent first). */
export const LOW_STOCK_LIMIT = 50;
/** Days, date ranges and printed times are Bangladesh's (UTC+6, no daylight saving since 2009). */
export const SHOP_TIME_ZONE = 'Asia/Dhaka';

export const EXPORT_KINDS = ['orders', 'invoices', 'products'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

export const exportLabels: Record<ExportKind, string> = {
  orders: 'Orders (one row per line)',
  invoices: 'Invoices and credit notes',
  products: 'Products',
};

export const reportMessages = {
  fromDate: 'Choose a start date as YYYY-MM-DD',
  toDate: 'Choose an end date as YYYY-MM-DD',
  dateOrder: 'The start date must not be after the end date',
  overviewTitle: 'Sales overview',
  noSales: 'No paid orders in the last 30 days',
  noLowStock: 'Every product has at least twice its minimum order in stock',
  noTopProducts: 'Nothing sold in the last 30 days',
} as const;

/** `YYYY-MM-DD` that names a real calendar day (2026-02-30 does not). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The calendar day in the shop's time zone of an instant, as `YYYY-MM-DD` (the export form's defaults). */
export function shopDate(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}
