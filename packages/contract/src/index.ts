export * from './common.ts';
export * from './catalog.ts';
export * from './reviews.ts';
export * from './identity.ts';
export * from './users.ts';
export * from './orders.ts';
export * from './payments.ts';
export * from './profiles.ts';
