/** Zod-free constants, so the home page can use them without loading the schema library. */
export const commonMessages = {
  notFound: 'Not found',
  unauthenticated: 'Please sign in to continue',
  forbidden: 'You are not allowed to do that',
  tooManyRequests: 'Too many attempts, please try again later',
  serviceUnavailable: 'The shop is temporarily unavailable, please try again shortly',
  internal: 'Something went wrong on our side',
  storageFull: "The shop's disk is full, so nothing was saved. Please try again later",
  confirmDelete: 'Are you sure?',
  deleteCancelled: 'Your data file is safe!',
  deleted: 'Deleted!',
} as const;

/** The admin screens' shared wording (orders and products). */
export const adminMessages = {
  /** PATCH /api/orders/{id}/status on an order that is not paid yet. */
  statusNeedsPayment: 'Only a paid order can be confirmed or shipped',
  noOrders: 'No orders here yet',
  noProducts: 'No products yet',
  archived: 'Archived',
  productUpdated: 'Product updated',
} as const;
