import { eq, sql, type SQL } from 'drizzle-orm';
import { orders } from '../../db/schema.ts';

/**
 * What "paid" means, in one place: the payment provider confirmed a payment, which the order
 * records as its transaction id. The `paid` flag is the same fact stored for the sketch's wire
 * shape; the CHECK `orders_paid_has_transaction` (migration 0005) keeps the two equal, so
 * every reader below may look at the flag alone.
 */
export function isPaid(row: { paid: boolean }): boolean {
  return row.paid;
}

/** The same test for queries: a row is paid, or unpaid. */
export const paidCondition: SQL = eq(orders.paid, true);
export const unpaidCondition: SQL = eq(orders.paid, false);

/** The columns that record a payment, all together (the CHECK refuses a flag without its transaction). */
export function paymentRecord(transactionId: string) {
  return { paid: true, transactionId, paidAt: sql`now()` } as const;
}
