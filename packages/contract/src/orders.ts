// Shapes of the orders domain; its zod-free messages live in messages/orders.ts.
export * from './messages/orders.ts';
