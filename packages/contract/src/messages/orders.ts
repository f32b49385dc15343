// Zod-free constants and messages of the orders domain.
export {};
