/** Zod-free constants and messages of the admin screens. */

/** Filters of the admin order list: unpaid, paid and waiting, confirmed, shipped. */
export const ADMIN_ORDER_STATES = ['unpaid', 'paid-pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
export type AdminOrderState = (typeof ADMIN_ORDER_STATES)[number];

export const adminOrderStateLabels: Record<AdminOrderState, string> = {
  unpaid: 'Unpaid',
  'paid-pending': 'Paid, pending',
  confirmed: 'Confirmed',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

export const ADMIN_ORDER_PAGE = { defaultLimit: 20, maxLimit: 100 } as const;

export const adminMessages = {
  /** PATCH /api/orders/{id}/status on an order that is not paid yet. */
  statusNeedsPayment: 'Only a paid order can be confirmed or shipped',
  noOrders: 'No orders here yet',
  noProducts: 'No products yet',
  archived: 'Archived',
  productUpdated: 'Product updated',
} as const;
