/**
 * `@tools-bd/contract/messages`: each domain's zod-free facts and messages and its pure rules. The
 * home page's bundle loads only this entry, so nothing it reaches may import zod (no schemas.ts).
 */
export * from './accounts/messages.ts';
export * from './accounts/rules.ts';
export * from './cart/messages.ts';
export * from './catalog/messages.ts';
export * from './catalog/rules.ts';
export * from './catalog/image-variants.ts';
export * from './companies/messages.ts';
export * from './common/messages.ts';
export * from './common/languages.ts';
export * from './identity/messages.ts';
export * from './invoices/messages.ts';
export * from './invoices/rules.ts';
export * from './invoices/amount-in-bangla.ts';
export * from './notifications/messages.ts';
export * from './notifications/rules.ts';
export * from './orders/messages.ts';
export * from './orders/rules.ts';
export * from './pages/messages.ts';
export * from './pricing/messages.ts';
export * from './pricing/rules.ts';
export * from './payments/messages.ts';
export * from './profiles/messages.ts';
export * from './quotes/messages.ts';
export * from './quotes/rules.ts';
export * from './reports/messages.ts';
export * from './reviews/messages.ts';
export * from './settings/messages.ts';
export * from './delivery/messages.ts';
export * from './shipping/messages.ts';
export * from './shipping/rules.ts';
export * from './users/messages.ts';
