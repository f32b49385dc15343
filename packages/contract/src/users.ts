// Shapes of the users domain; its zod-free messages live in messages/users.ts.
export * from './messages/users.ts';
