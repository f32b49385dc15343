/** The invoice and credit note of an order, as PDF documents for its buyer or an admin. */
import { eq } from 'drizzle-orm';
import { invoiceMessages, orderMessages, type InvoiceDocumentKind } from '@tools-bd/contract';
import type { Database } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import { notFound } from '../../lib/http-errors.ts';
import { recipientLanguage } from '../../lib/recipient-language.ts';
import type { CurrentUser } from '../../plugins/authentication.ts';
import { requireOwnerOrAdmin } from '../../plugins/authorization.ts';
import { renderTaxDocument, type DocumentLine, type TaxDocument } from './pdf.ts';

export interface RenderedDocument {
  number: string;
  pdf: Buffer;
}

type OrderRow = typeof orders.$inferSelect;

export interface InvoicesServiceOptions {
  /** The orders module's reading of an order's lines (passed in: orders issues invoice numbers, so invoices may not import it). */
  withLines: (rows: OrderRow[]) => Promise<{ lines: TaxDocument['lines'] }[]>;
  /** Throws (403) unless the viewer may read the order: its buyer or an admin, and (the orders module says) its company's owners. */
  requireReader?: (viewer: CurrentUser, order: OrderRow) => Promise<void>;
}

export function createInvoicesService(db: Database, { withLines, requireReader }: InvoicesServiceOptions) {
  return {
    /**
     * The PDF of the order's invoice or credit note: 404 for an unknown order or one without
     * that document yet, 403 for anybody but its buyer or an admin. Everything printed comes from
     * what the order stored when it was placed and invoiced, so reprinting gives the same document
     * (in the customer's language of the day: the words change with it, never the figures).
     */
    async documentFor(viewer: CurrentUser, orderId: string, kind: InvoiceDocumentKind): Promise<RenderedDocument> {
      const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
      if (!row) throw notFound(orderMessages.orderNotFound);
      if (requireReader) await requireReader(viewer, row);
      else requireOwnerOrAdmin(viewer, { userId: row.userId });
      const { invoiceNumber, invoiceIssuedAt, invoiceSeller } = row;
      if (!invoiceNumber || !invoiceIssuedAt || !invoiceSeller) throw notFound(invoiceMessages.invoiceNotIssued);
      const number = kind === 'invoice' ? invoiceNumber : row.creditNoteNumber;
      const issuedAt = kind === 'invoice' ? invoiceIssuedAt : row.creditNoteIssuedAt;
      if (!number || !issuedAt) throw notFound(invoiceMessages.creditNoteNotIssued);

      const [order] = await withLines([row]);
      const document: TaxDocument = {
        kind,
        number,
        issuedAt,
        invoiceNumber,
        orderId: row.id,
        seller: invoiceSeller,
        buyer: {
          name: row.customerName,
          address: row.district ? `${row.address}, ${row.district}` : row.address,
          email: row.email,
          phone: row.phone,
        },
        company: row.invoiceBuyer
          ? { ...row.invoiceBuyer, placedBy: row.placedByName, poNumber: row.poNumber }
          : undefined,
        lines: row.deliveryFeeCents > 0 ? [...order!.lines, deliveryLine(row)] : order!.lines,
        netCents: row.netCents,
        vatCents: row.vatCents,
        totalCents: row.totalCents,
        // The customer's language, whoever downloads it (the buyer or an admin).
        language: await recipientLanguage(db, { userId: row.userId }),
      };
      return { number, pdf: await renderTaxDocument(document) };
    },
  };
}

/**
 * The delivery fee as a printed line of its own: one delivery at the fee, which is gross with
 * the VAT stored when the order was placed inside it, so the totals still add up.
 */
function deliveryLine(row: OrderRow): DocumentLine {
  return {
    name: invoiceMessages.deliveryLine(row.district ?? ''),
    sku: '',
    quantity: 1,
    unitPriceCents: row.deliveryFeeCents,
    netCents: row.deliveryFeeCents - row.deliveryVatCents,
    vatRateBasisPoints: row.deliveryVatRateBasisPoints,
    vatCents: row.deliveryVatCents,
  };
}

export type InvoicesService = ReturnType<typeof createInvoicesService>;
