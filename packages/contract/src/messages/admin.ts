// Zod-free constants and messages of the admin screens.
export {};
