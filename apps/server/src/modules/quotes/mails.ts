/**
 * The quote e-mails, plain text, in the recipient's language (the one they saved, else the
 * shop's: `recipientLanguage`), queued in the transaction of the change they tell about.
 */
import { centsToDollars, nameIn, type Language } from '@tools-bd/contract';
import { documentTexts } from '@tools-bd/contract/documents';
import { formatCount, formatMailAmount } from '../../lib/recipient-language.ts';
import type { MailMessage } from '../../providers/mail/index.ts';
import type { quoteLines } from '../../db/schema.ts';

/** What a quote e-mail tells. */
export interface QuoteMailFacts {
  id: string;
  number: string;
  customerName: string;
  validUntil: string | null;
  shopNote: string | null;
  /** With each product's Bangla name (null when none), which a Bangla mail prints. */
  lines: (typeof quoteLines.$inferSelect & { nameBn: string | null })[];
  /** Where the recipient opens the quote. */
  url: string;
}

const dhakaDay = (date: string, language: Language) =>
  new Intl.DateTimeFormat(language === 'bn' ? 'bn-BD' : 'en-GB', {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(`${date}T00:00:00Z`));

const money = (cents: number, language: Language) => formatMailAmount(centsToDollars(cents), language);

/** The shop's prices, to the buyer (the quote PDF rides along when the mail queue carries it). */
export function quotedMail(quote: QuoteMailFacts, to: string, language: Language): MailMessage {
  const words = documentTexts[language].quotes;
  const totalCents = quote.lines.reduce((sum, line) => sum + (line.priceCents ?? 0) * line.quantity, 0);
  const text = [
    words.greeting(quote.customerName),
    '',
    words.quotedBody(quote.number, dhakaDay(quote.validUntil ?? '', language)),
    '',
    ...quote.lines.map(
      (line) =>
        `  ${words.line(formatCount(line.quantity, language), nameIn(line, language), line.sku, money(line.priceCents ?? 0, language))}`,
    ),
    '',
    words.quotedTotal(money(totalCents, language)),
    ...(quote.shopNote ? ['', words.shopNote(quote.shopNote)] : []),
    '',
    words.open(quote.url),
    '',
    words.signature,
  ].join('\n');
  return { to, subject: words.quotedSubject(quote.number), text };
}

/** A message of one side, to the other: the buyer, or each of the shop's admins. */
export function messageMail(
  quote: QuoteMailFacts,
  to: string,
  language: Language,
  from: 'buyer' | 'shop',
  message: string,
  buyerName = '',
): MailMessage {
  const words = documentTexts[language].quotes;
  const text = [
    from === 'shop' ? words.greeting(quote.customerName) : words.greetingShop,
    '',
    from === 'shop' ? words.messageFromShop(quote.number) : words.messageFromBuyer(buyerName, quote.number),
    '',
    message,
    '',
    words.open(quote.url),
    '',
    words.signature,
  ].join('\n');
  return { to, subject: words.messageSubject(quote.number), text };
}
