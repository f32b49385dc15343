/** Zod-free messages of invoices and credit notes. */
export const invoiceMessages = {
  invoiceNotIssued: 'This order has no invoice yet: it is issued when the order is paid',
  creditNoteNotIssued:
    'This order has no credit note: one is issued only when an invoiced order is cancelled or refunded',
  downloadFailed: 'The document could not be downloaded. Please try again.',
  /** The delivery fee's line on an invoice or credit note. */
  deliveryLine: (district: string) => (district ? `Delivery to ${district}` : 'Delivery'),
} as const;

/** What the PDF documents are called, on the page and in file names. */
export const INVOICE_DOCUMENTS = {
  invoice: { title: 'Tax invoice', path: 'invoice.pdf' },
  creditNote: { title: 'Credit note', path: 'credit-note.pdf' },
} as const;
export type InvoiceDocumentKind = keyof typeof INVOICE_DOCUMENTS;
