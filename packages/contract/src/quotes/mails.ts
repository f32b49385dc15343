/**
 * The words of the quote e-mails (and the quote PDF's own words), in English; `mails.bn.ts` holds
 * the same keys in Bangla. Quote numbers stay Latin; dates and amounts come in already written in
 * the mail's language. Zod-free.
 */
export const quoteMailTexts = {
  greeting: (name: string) => `Hello ${name || 'there'},`,
  greetingShop: 'Hello,',
  signature: '— Tools-BD',
  open: (url: string) => `Open the quote: ${url}`,
  quotedSubject: (number: string) => `Your quote ${number} is ready`,
  quotedBody: (number: string, validUntil: string) =>
    `We have priced your quote ${number}. The prices hold until the end of ${validUntil} (Dhaka time); the quote is attached as a PDF.`,
  quotedTotal: (amount: string) => `Total at the quoted prices: ${amount}`,
  shopNote: (note: string) => `Our note: ${note}`,
  messageSubject: (number: string) => `New message on quote ${number}`,
  messageFromShop: (number: string) => `Tools-BD wrote about your quote ${number}:`,
  messageFromBuyer: (name: string, number: string) => `${name || 'The buyer'} wrote about quote ${number}:`,
  line: (quantity: string, name: string, sku: string, price: string) => `${quantity} × ${name} (${sku}) at ${price}`,
  /** The quote PDF. */
  documentTitle: 'Quotation',
  validUntil: (date: string) => `Valid until the end of ${date} (Asia/Dhaka)`,
  requestedOn: (date: string) => `Requested ${date}`,
  quoteFooter:
    'A quotation, not a tax invoice: the tax invoice is issued when the order placed from this quote is paid (cash on delivery: confirmed). Delivery is charged at checkout.',
};
