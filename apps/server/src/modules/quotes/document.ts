/**
 * The quote as a PDF (A4), drawn by the invoice's renderer in its style and fonts, in the
 * customer's language, with each line's VAT computed as the invoice would (the contract's
 * `lineVat` on the line's amount, at the tool's rate and the shop's prices-include-VAT setting).
 */
import { inArray } from 'drizzle-orm';
import { endOfDhakaDay, lineVat, nameIn, orderVatTotals, type PublicSettings } from '@tools-bd/contract';
import type { Database } from '../../db/client.ts';
import { tools, type quoteLines, type quotes } from '../../db/schema.ts';
import { recipientLanguage } from '../../lib/recipient-language.ts';
import { renderTaxDocument, type DocumentLine } from '../invoices/index.ts';

/** What the PDF prints of a quote: the quote as stored, with its lines and their products' Bangla names (null when none). */
type QuoteWithLines = typeof quotes.$inferSelect & {
  lines: (typeof quoteLines.$inferSelect & { nameBn: string | null })[];
};

export type QuoteSettings = Pick<PublicSettings, 'pricesIncludeVat' | 'currency' | 'shop'>;

/** The PDF of a priced quote; its file name is the quote's number. */
export async function renderQuote(
  executor: Database,
  quote: QuoteWithLines,
  settings: QuoteSettings,
): Promise<{ filename: string; pdf: Buffer }> {
  const rates = new Map(
    (
      await executor
        .select({ id: tools.id, rate: tools.vatRateBasisPoints })
        .from(tools)
        .where(
          inArray(
            tools.id,
            quote.lines.map((line) => line.toolId),
          ),
        )
    ).map((row) => [row.id, row.rate]),
  );
  const vats = quote.lines.map((line) =>
    lineVat({
      amountCents: (line.priceCents ?? 0) * line.quantity,
      rateBasisPoints: rates.get(line.toolId) ?? 0,
      pricesIncludeVat: settings.pricesIncludeVat,
    }),
  );
  const totals = orderVatTotals(vats);
  const language = await recipientLanguage(executor, { userId: quote.userId });
  const lines: DocumentLine[] = quote.lines.map((line, index) => ({
    name: nameIn(line, language),
    sku: line.sku,
    quantity: line.quantity,
    unitPriceCents: line.priceCents ?? 0,
    netCents: vats[index]!.netCents,
    vatRateBasisPoints: vats[index]!.rateBasisPoints,
    vatCents: vats[index]!.vatCents,
  }));
  const pdf = await renderTaxDocument({
    kind: 'quote',
    number: quote.number,
    issuedAt: quote.createdAt,
    invoiceNumber: '',
    orderId: quote.orderId ?? '',
    seller: { ...settings.shop, currency: settings.currency },
    buyer: { name: quote.customerName, address: '', email: quote.email, phone: '' },
    lines,
    netCents: totals.netCents,
    vatCents: totals.vatCents,
    totalCents: totals.grossCents,
    language,
    // The last moment of its day, so the day printed is the one the buyer was given.
    validUntil: quote.validUntil ? new Date(endOfDhakaDay(quote.validUntil).getTime() - 1) : undefined,
  });
  return { filename: `${quote.number}.pdf`, pdf };
}
