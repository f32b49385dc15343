/**
 * The words printed on the tax invoice and credit note PDFs, in English; `documents.bn.ts` holds
 * them in Bangla. One table per language, so a new line on the document is a new key in both.
 * Numbers, amounts and dates come in already written in the document's language; invoice numbers,
 * order ids, SKUs, BINs and phone numbers stay Latin. Zod-free.
 */
export const taxDocumentTexts = {
  invoiceTitle: 'TAX INVOICE',
  creditNoteTitle: 'CREDIT NOTE',
  number: (number: string) => `No. ${number}`,
  date: (date: string) => `Date: ${date}`,
  /** After the date and time: which clock they are on. */
  timeZone: '(Asia/Dhaka)',
  creditsInvoice: (number: string) => `Credits invoice ${number}`,
  order: (id: string) => `Order ${id}`,
  bin: (bin: string) => `BIN: ${bin}`,
  binNotRegistered: 'not registered',
  phone: (phone: string) => `Phone: ${phone}`,
  email: (email: string) => `E-mail: ${email}`,
  billTo: 'Bill to',
  /** A company's invoice: Mushak-6.3 asks for the time of issue beside the date. */
  dateAndTimeOfIssue: (date: string, time: string, zone: string) => `Date: ${date} · Time of issue: ${time} ${zone}`,
  buyerBin: (bin: string) => `Buyer BIN: ${bin}`,
  buyerHasNoBin: 'none (the buyer has no BIN)',
  deliverTo: 'Deliver to',
  orderedBy: (name: string) => `Ordered by ${name}`,
  poNumber: (poNumber: string) => `PO number: ${poNumber}`,
  amountsInTaka: 'Amounts in Bangladeshi taka (৳). VAT is computed per line.',
  amountsInDollars: 'Amounts in US dollars ($). VAT is computed per line.',
  columns: {
    index: '#',
    description: 'Description',
    sku: 'SKU',
    quantity: 'Qty',
    unitPrice: 'Unit price',
    net: 'Net',
    vatRate: 'VAT %',
    vat: 'VAT',
    gross: 'Gross',
  },
  netTotal: 'Net total',
  vatTotal: 'VAT total',
  total: 'Total',
  totalCredited: 'Total credited',
  inWords: (words: string) => `In words: ${words}`,
  invoiceFooter:
    'This invoice was issued when the order was paid. It cannot be changed; a cancellation or refund is documented by a credit note.',
  creditNoteFooter: (invoiceNumber: string) => `This credit note cancels invoice ${invoiceNumber} in full.`,
};
