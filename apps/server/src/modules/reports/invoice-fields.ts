import { sql, type SQL } from 'drizzle-orm';

/**
 * The invoice columns the reports read, in one place. The VAT and invoice work (migration 0013)
 * adds them; until it is merged an order has no invoice number and its lines no VAT (net = the
 * line total, VAT 0), which is also what orders placed before VAT existed show.
 *
 * Queries name the tables `orders` and `order_lines` without aliases.
 */
export interface InvoiceFields {
  /** The order's invoice number, or NULL before it is issued. */
  orderInvoiceNumber: SQL;
  /** A line's amount without VAT, in cents. */
  lineNetCents: SQL;
  /** A line's VAT, in cents. */
  lineVatCents: SQL;
  /** Whether invoices exist at all in this database (false until migration 0013 is merged). */
  invoicesIssued: boolean;
}

export function invoiceFields(): InvoiceFields {
  return {
    orderInvoiceNumber: sql`NULL::text`,
    lineNetCents: sql`order_lines.line_total_cents`,
    lineVatCents: sql`0`,
    invoicesIssued: false,
  };
}
