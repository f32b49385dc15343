// Shapes of the admin screens (order list filters, product forms); messages in messages/admin.ts.
export * from './messages/admin.ts';
