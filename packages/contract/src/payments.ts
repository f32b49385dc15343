// Shapes of the payments domain; its zod-free messages live in messages/payments.ts.
export * from './messages/payments.ts';
