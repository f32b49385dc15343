/** Zod-free constants and messages of the cart and checkout domain. */
import { ORDER_LIMITS, orderMessages } from '../orders/messages.ts';

export const IMPORT_ROW_STATUSES = [
  'added',
  'unknown_sku',
  'invalid_quantity',
  'below_minimum',
  'not_multiple',
  'above_maximum',
  'out_of_stock',
] as const;
export type ImportRowStatus = (typeof IMPORT_ROW_STATUSES)[number];

export const CART_LIMITS = {
  /** The most units one line may hold, whatever the stock (the same cap as a single order). */
  quantityMax: ORDER_LIMITS.quantityMax,
  linesMax: 500,
  importRowsMax: 500,
  importBytesMax: 1_000_000,
  idempotencyKeyMin: 8,
  idempotencyKeyMax: 64,
} as const;

export const cartMessages = {
  quantityWholeNumber: orderMessages.quantityWholeNumber,
  quantityTooLarge: orderMessages.quantityTooLarge,
  tooManyLines: 'A cart holds at most 500 lines',
  importEmpty: 'Paste or choose a file of SKU and quantity lines',
  importTooLarge: 'An import holds at most 500 rows and 1 MB',
  unknownSku: 'No product has this SKU',
  /** A cart line (or import row) whose tool was archived or deleted after it was added. */
  toolNotOnSale: 'This tool is no longer on sale',
  cartEmpty: 'Your cart is empty',
  cartHasProblems: 'Some lines of your cart can not be ordered as they are',
  idempotencyKeyRequired: 'The Idempotency-Key header is required',
  idempotencyKeyInvalid: 'The Idempotency-Key header must be 8 to 64 characters',
  idempotencyKeyReused: 'This Idempotency-Key was used for a different order',
  /** A retry whose first request's order has since been cancelled: the key is spent, nothing is placed again. */
  idempotencyKeyOrderCancelled: 'The order placed with this Idempotency-Key was cancelled',
  addToCart: 'Add to cart',
  checkout: 'Checkout',
} as const;
