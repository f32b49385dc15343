import { sql, type SQL } from 'drizzle-orm';

/**
 * The invoice and VAT columns the reports read (migration 0013), in one place. Queries name the
 * tables `orders` and `order_lines` without aliases.
 *
 * A line's gross is always net + VAT: with prices that include VAT the line total is the gross
 * (net + VAT = line total); with VAT added the line total is the net and the buyer pays net + VAT.
 * Orders placed before VAT existed carry VAT 0 and net = line total.
 */
export const invoiceFields = {
  /** The order's invoice number, or NULL before it is issued. */
  orderInvoiceNumber: sql`orders.invoice_number` as SQL,
  lineNetCents: sql`order_lines.net_cents` as SQL,
  lineVatCents: sql`order_lines.vat_cents` as SQL,
  lineGrossCents: sql`(order_lines.net_cents + order_lines.vat_cents)` as SQL,
  /** A product's VAT rate in basis points (7.5 % = 750). */
  toolVatRateBasisPoints: sql`vat_rate_basis_points` as SQL,
};
