export * from './common/messages.ts';
export * from './catalog/messages.ts';
export * from './reviews/messages.ts';
export * from './identity/messages.ts';
export * from './users/messages.ts';
export * from './orders/messages.ts';
export * from './payments/messages.ts';
export * from './profiles/messages.ts';
export * from './messages/admin.ts';
// The order rules are zod-free too: the purchase page and the quantity spinner call them.
export * from './orders/rules.ts';
// So are a product's selling rules: the admin product form checks them before sending.
export * from './catalog/rules.ts';
// The order lifecycle's transition table: the admin's order page offers what the server allows.
export * from './orders/lifecycle.ts';
export * from './cart/messages.ts';
export * from './settings/messages.ts';
export * from './pages/messages.ts';
export * from './messages/sslcommerz.ts';
// VAT arithmetic: the order pages and the invoices show the same amounts.
export * from './invoices/rules.ts';
export * from './invoices/money-format.ts';
export * from './invoices/messages.ts';
export * from './reports/messages.ts';
export * from './messages/catalog-admin.ts';
export * from './messages/order-lifecycle.ts';
