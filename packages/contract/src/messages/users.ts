// Zod-free constants and messages of the users domain.
export {};
