/** `@tools-bd/contract`: everything of the zod-free entry, and each domain's zod schemas and types. */
export * from './messages.ts';
// First of the schemas: it configures zod for the browser before any other schema is built.
export * from './common/schemas.ts';
export * from './accounts/schemas.ts';
export * from './cart/schemas.ts';
export * from './catalog/schemas.ts';
export * from './companies/schemas.ts';
export * from './identity/schemas.ts';
export * from './orders/schemas.ts';
export * from './pages/schemas.ts';
export * from './pricing/schemas.ts';
export * from './payments/schemas.ts';
export * from './profiles/schemas.ts';
export * from './quotes/schemas.ts';
export * from './reports/schemas.ts';
export * from './reviews/schemas.ts';
export * from './settings/schemas.ts';
export * from './delivery/schemas.ts';
export * from './shipping/schemas.ts';
export * from './users/schemas.ts';
