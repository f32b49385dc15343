import { eq, type SQL } from 'drizzle-orm';
import { orders } from '../../db/schema.ts';

/**
 * What "paid" means, in one place: the payments ledger (modules/payments/ledger.ts, the only
 * writer) received the order's whole total — from the card provider, SSLCommerz, or cash and
 * bank transfers an admin recorded. The `paid` flag is that fact stored for the sketch's wire
 * shape; the CHECK `orders_paid_is_payment_status` (migration 0012) keeps it equal to
 * `payment_status = 'paid'`, so every reader below may look at the flag alone.
 */
export function isPaid(row: { paid: boolean }): boolean {
  return row.paid;
}

/** The same test for queries: a row is paid, or unpaid. */
export const paidCondition: SQL = eq(orders.paid, true);
export const unpaidCondition: SQL = eq(orders.paid, false);
