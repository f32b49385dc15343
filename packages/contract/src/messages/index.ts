export * from './common.ts';
export * from './catalog.ts';
export * from './reviews.ts';
export * from './identity.ts';
export * from './users.ts';
export * from './orders.ts';
export * from './payments.ts';
export * from './profiles.ts';
export * from './admin.ts';
// The order rules are zod-free too: the purchase page and the quantity spinner call them.
export * from '../orders/rules.ts';
// So are a product's selling rules: the admin product form checks them before sending.
export * from '../catalog/rules.ts';
// The order lifecycle's transition table: the admin's order page offers what the server allows.
export * from '../orders/lifecycle.ts';
export * from './cart.ts';
export * from './settings.ts';
export * from './pages.ts';
export * from './sslcommerz.ts';
// VAT arithmetic: the order pages and the invoices show the same amounts.
export * from '../invoices/vat.ts';
export * from '../invoices/money-format.ts';
export * from './invoices.ts';
export * from './reports.ts';
export * from './catalog-admin.ts';
export * from './order-lifecycle.ts';
