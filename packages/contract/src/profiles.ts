// Shapes of the profiles domain; its zod-free messages live in messages/profiles.ts.
export * from './messages/profiles.ts';
