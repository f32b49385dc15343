// Zod-free constants and messages of the payments domain.
export {};
