// Zod-free constants and messages of the profiles domain.
export {};
