import { defineTexts } from '../../lib/i18n/texts.ts';

/** The admin's sales overview and the CSV exports. */
export const reportTexts = defineTexts('reports', {
  loadingOverview: 'Loading the sales overview…',
  ordersByStatus: 'Orders by status',
  bestSellers: 'Best sellers, last 30 days',
  bestSellersCaption: 'The ten products sold in the most units in the last 30 days',
  lowStock: 'Low stock',
  lowStockDescription: 'Products on sale with less than twice their minimum order in stock.',
  lowStockCaption: 'Products with less than twice their minimum order in stock',
  revenueSummary: (from: string, to: string, total: string, orders: string, bestDay: string, best: string) =>
    `Revenue per day, ${from} to ${to}: ${total} from ${orders} paid orders; best day ${bestDay} with ${best}.`,
  revenueHeading: 'Revenue, last 30 days',
  revenueNote: 'Paid orders, by the day they were paid (Bangladesh time).',
  paidOrdersCount: (count: string) => `${count} paid orders`,
  hideTable: 'Hide the table',
  showTable: 'Show as a table',
  revenueCaption: 'Revenue per day, last 30 days',
  day: 'Day',
  paidOrders: 'Paid orders',
  revenue: 'Revenue',
  product: 'Product',
  sku: 'SKU',
  units: 'Units',
  inStock: 'In stock',
  minimumOrder: 'Minimum order',
  actions: 'Actions',
  restock: 'Restock',
  restockItem: (name: string) => `Restock ${name} in Manage products`,
  // Exports.
  exports: 'Exports',
  exportsNote: 'CSV files for spreadsheets and your accountant. Days are Bangladesh time; both dates are included.',
  from: 'From',
  to: 'To',
  download: (what: string) => `Download ${what}`,
  downloaded: (what: string, from: string, to: string) => `${what}: ${from} to ${to} downloaded`,
});
