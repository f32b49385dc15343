/**
 * The PDF of a tax invoice or credit note (A4), drawn with pdfkit, in the customer's language
 * (docs/decisions/022): English, or wholly Bangla with Bengali digits, Bangla dates and the total
 * in Bangla words. The fonts ship with the npm package @fontsource/noto-sans-bengali (SIL Open
 * Font License 1.1): its Latin subset for Latin text and its Bengali subset for Bangla and the
 * taka sign `৳`, which PDF's standard fonts lack; pdfkit shapes Bangla (conjuncts, vowel signs)
 * with fontkit and embeds only the glyphs a document uses. Nothing is fetched at run time.
 */
import {
  amountInWords,
  formatAmount,
  formatMoney,
  LANGUAGE_LOCALES,
  vatBasisPointsToPercent,
  type Language,
  type ShopCurrency,
} from '@tools-bd/contract';
import { amountInBanglaWords, documentTexts } from '@tools-bd/contract/documents';
import type { InvoiceBuyer, InvoiceSeller } from '../../db/schema.ts';
import { openA4Document, PAGE_MARGIN, runsOf } from './pdf-document.ts';

/** One printed line: what was sold and its amounts in minor units. */
export interface DocumentLine {
  name: string;
  sku: string;
  quantity: number;
  unitPriceCents: number;
  netCents: number;
  vatRateBasisPoints: number;
  vatCents: number;
}

export interface TaxDocument {
  /** A quote is no tax document, but is printed in the invoice's style with the VAT an invoice would show. */
  kind: 'invoice' | 'creditNote' | 'quote';
  number: string;
  issuedAt: Date;
  /** The invoice a credit note credits. */
  invoiceNumber: string;
  orderId: string;
  seller: InvoiceSeller;
  buyer: { name: string; address: string; email: string; phone: string };
  /** A company order: the company billed (its BIN, null when it has none), who ordered and the PO number; `buyer` is then the delivery. */
  company?: InvoiceBuyer & { placedBy: string | null; poNumber: string | null };
  lines: DocumentLine[];
  netCents: number;
  vatCents: number;
  totalCents: number;
  /** The customer's language (English when not given). */
  language?: Language;
  /** A quote: the last moment its prices hold (printed as its Dhaka day). */
  validUntil?: Date;
}

const DATE_TIME_OPTIONS: Intl.DateTimeFormatOptions = {
  timeZone: 'Asia/Dhaka',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
};
const dhakaDateTime = new Intl.DateTimeFormat('en-GB', DATE_TIME_OPTIONS);

const dhakaDate = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Dhaka',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
});
const dhakaTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Dhaka',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** `30 Jun 2027, 23:59 (Asia/Dhaka)`. */
export const formatDhakaDateTime = (at: Date) => `${dhakaDateTime.format(at)} (Asia/Dhaka)`;

let banglaFormats:
  | {
      dateTime: Intl.DateTimeFormat;
      date: Intl.DateTimeFormat;
      time: Intl.DateTimeFormat;
      number: Intl.NumberFormat;
      amount: Intl.NumberFormat;
    }
  | undefined;
/** Bangla's formats, made with the first Bangla document. */
const bangla = () =>
  (banglaFormats ??= {
    dateTime: new Intl.DateTimeFormat(LANGUAGE_LOCALES.bn, { ...DATE_TIME_OPTIONS, month: 'long' }),
    date: new Intl.DateTimeFormat(LANGUAGE_LOCALES.bn, {
      timeZone: 'Asia/Dhaka',
      day: '2-digit',
      month: 'long',
      year: 'numeric',
    }),
    time: new Intl.DateTimeFormat(LANGUAGE_LOCALES.bn, {
      timeZone: 'Asia/Dhaka',
      hour: '2-digit',
      minute: '2-digit',
      hour12: false,
    }),
    number: new Intl.NumberFormat(LANGUAGE_LOCALES.bn, { useGrouping: false, maximumFractionDigits: 2 }),
    amount: new Intl.NumberFormat(LANGUAGE_LOCALES.bn, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  });
const banglaMoney = new Map<ShopCurrency, Intl.NumberFormat>();

/** How a document in `language` writes numbers, amounts, dates and the total in words. */
function formatsOf(language: Language, currency: ShopCurrency) {
  if (language === 'en')
    return {
      number: (value: number) => String(value),
      amount: (cents: number) => formatAmount(cents / 100, currency),
      money: (cents: number) => formatMoney(cents / 100, currency),
      dateTime: (at: Date) => dhakaDateTime.format(at),
      date: (at: Date) => dhakaDate.format(at),
      time: (at: Date) => dhakaTime.format(at),
      inWords: (cents: number) => amountInWords(cents, currency),
    };
  const formats = bangla();
  let money = banglaMoney.get(currency);
  if (!money)
    banglaMoney.set(
      currency,
      (money = new Intl.NumberFormat(LANGUAGE_LOCALES.bn, {
        style: 'currency',
        currency,
        currencyDisplay: 'narrowSymbol',
      })),
    );
  const moneyFormat = money;
  return {
    number: (value: number) => formats.number.format(value),
    amount: (cents: number) => formats.amount.format(cents / 100),
    money: (cents: number) => moneyFormat.format(cents / 100),
    dateTime: (at: Date) => formats.dateTime.format(at),
    date: (at: Date) => formats.date.format(at),
    time: (at: Date) => formats.time.format(at),
    inWords: (cents: number) => amountInBanglaWords(cents, currency),
  };
}

/** # · description · SKU · qty · unit price · net · VAT % · VAT · gross: widths in points, 515 in all (A4 less margins). */
const COLUMNS = [
  { title: 'index', width: 18, align: 'left' },
  { title: 'description', width: 122, align: 'left' },
  { title: 'sku', width: 70, align: 'left' },
  { title: 'quantity', width: 35, align: 'right' },
  { title: 'unitPrice', width: 58, align: 'right' },
  { title: 'net', width: 58, align: 'right' },
  { title: 'vatRate', width: 34, align: 'right' },
  { title: 'vat', width: 54, align: 'right' },
  { title: 'gross', width: 66, align: 'right' },
] as const;

/** Renders the document; resolves with the PDF's bytes. */
export async function renderTaxDocument(document: TaxDocument): Promise<Buffer> {
  const currency: ShopCurrency = document.seller.currency;
  const language = document.language ?? 'en';
  const words = documentTexts[language].invoices;
  const format = formatsOf(language, currency);
  const quoteWords = documentTexts[language].quotes;
  const title =
    document.kind === 'invoice'
      ? words.invoiceTitle
      : document.kind === 'creditNote'
        ? words.creditNoteTitle
        : quoteWords.documentTitle;

  const {
    pdf,
    done,
    line: mixed,
  } = await openA4Document({
    title: `${title} ${document.number}`,
    author: document.seller.legalName,
  });
  /**
   * Text in a box `width` wide, from (x, y) or where the last text ended: one font's text as
   * pdfkit writes it; mixed text right-aligned as one line, else wrapped run after run (`continued`).
   */
  const write = (
    text: string,
    {
      x,
      y,
      width,
      align = 'left',
      bold = false,
    }: { x?: number; y?: number; width: number; align?: 'left' | 'right'; bold?: boolean },
  ) => {
    const runs = runsOf(text, bold);
    if (runs.length === 1) {
      const [run] = runs;
      pdf.font(run!.font);
      if (x === undefined) pdf.text(run!.part, { width, align });
      else pdf.text(run!.part, x, y, { width, align });
      return;
    }
    const left = x ?? pdf.x;
    const top = y ?? pdf.y;
    if (align === 'right') {
      mixed(text, { y: top, bold, rightEdge: left + width });
      pdf.x = left;
      pdf.y = top + pdf.currentLineHeight(true);
      return;
    }
    runs.forEach((run, index) => {
      const options = { width, continued: index < runs.length - 1 };
      pdf.font(run.font);
      if (index === 0) pdf.text(run.part, left, top, options);
      else pdf.text(run.part, options);
    });
  };

  const left = PAGE_MARGIN;
  const width = pdf.page.width - 2 * PAGE_MARGIN;

  // Heading: the seller on the left, the document on the right.
  pdf.fontSize(18);
  write(title, { x: left, y: PAGE_MARGIN, width, align: 'right', bold: true });
  pdf.fontSize(10);
  write(words.number(document.number), { width, align: 'right' });
  // Mushak-6.3 asks a business buyer's invoice for the date and the time of issue.
  write(
    document.company
      ? words.dateAndTimeOfIssue(format.date(document.issuedAt), format.time(document.issuedAt), words.timeZone)
      : words.date(`${format.dateTime(document.issuedAt)} ${words.timeZone}`),
    { width, align: 'right' },
  );
  if (document.kind === 'creditNote') write(words.creditsInvoice(document.invoiceNumber), { width, align: 'right' });
  if (document.kind === 'quote') {
    if (document.validUntil) write(quoteWords.validUntil(format.date(document.validUntil)), { width, align: 'right' });
  } else write(words.order(document.orderId), { width, align: 'right' });

  const seller = document.seller;
  pdf.fontSize(12);
  write(seller.legalName, { x: left, y: PAGE_MARGIN, width: width / 2, bold: true });
  pdf.fontSize(9);
  if (seller.address) write(seller.address, { width: width / 2 });
  write(words.bin(seller.bin || words.binNotRegistered), { width: width / 2 });
  if (seller.phone) write(words.phone(seller.phone), { width: width / 2 });
  if (seller.email) write(words.email(seller.email), { width: width / 2 });

  pdf.moveDown(1.5);
  pdf.y = Math.max(pdf.y, 150);
  pdf.fontSize(10);
  write(words.billTo, { x: left, y: pdf.y, width, bold: true });
  pdf.fontSize(9);
  const company = document.company;
  if (company) {
    write(company.company, { width });
    write(words.buyerBin(company.bin ?? words.buyerHasNoBin), { width });
    write(`${company.address}, ${company.district}`, { width });
    pdf.moveDown(0.5);
    pdf.fontSize(10);
    write(words.deliverTo, { x: left, y: pdf.y, width, bold: true });
    pdf.fontSize(9);
  }
  write(document.buyer.name, { width });
  write(document.buyer.address, { width });
  write(`${document.buyer.email} · ${document.buyer.phone}`, { width });
  if (company?.placedBy || company?.poNumber)
    write(
      [company.placedBy && words.orderedBy(company.placedBy), company.poNumber && words.poNumber(company.poNumber)]
        .filter(Boolean)
        .join(' · '),
      { width },
    );
  pdf.moveDown();
  pdf.fontSize(9);
  const noteTop = pdf.y;
  mixed(currency === 'BDT' ? words.amountsInTaka : words.amountsInDollars, { x: left, y: noteTop });
  pdf.x = left;
  pdf.y = noteTop + 18;

  // The lines.
  const drawRow = (cells: string[], bold: boolean) => {
    const top = pdf.y;
    let x = left;
    let bottom = top;
    pdf.font(bold ? 'bold' : 'regular').fontSize(8);
    cells.forEach((cell, index) => {
      const column = COLUMNS[index]!;
      write(cell, { x: x + 2, y: top, width: column.width - 4, align: column.align, bold });
      bottom = Math.max(bottom, pdf.y);
      x += column.width;
    });
    pdf.y = bottom + 3;
    pdf
      .moveTo(left, pdf.y - 1)
      .lineTo(left + width, pdf.y - 1)
      .lineWidth(0.3)
      .strokeColor('#999999')
      .stroke();
    pdf.x = left;
  };
  const titles = COLUMNS.map((column) => words.columns[column.title]);
  drawRow(titles, true);
  document.lines.forEach((line, index) => {
    if (pdf.y > pdf.page.height - 160) {
      pdf.addPage();
      drawRow(titles, true);
    }
    drawRow(
      [
        format.number(index + 1),
        line.name,
        line.sku,
        format.number(line.quantity),
        format.amount(line.unitPriceCents),
        format.amount(line.netCents),
        `${format.number(vatBasisPointsToPercent(line.vatRateBasisPoints))}%`,
        format.amount(line.vatCents),
        format.amount(line.netCents + line.vatCents),
      ],
      false,
    );
  });

  // Totals: the sums of the printed lines, so they always add up.
  pdf.moveDown();
  const labelX = left + width - 230;
  const totalRow = (label: string, cents: number, bold = false) => {
    const top = pdf.y;
    pdf.fontSize(bold ? 11 : 10);
    mixed(label, { x: labelX, y: top, bold });
    mixed(format.money(cents), { y: top, bold, rightEdge: left + width });
    pdf.x = left;
    pdf.y = top + (bold ? 18 : 15);
  };
  totalRow(words.netTotal, document.netCents);
  totalRow(words.vatTotal, document.vatCents);
  totalRow(document.kind === 'creditNote' ? words.totalCredited : words.total, document.totalCents, true);
  pdf.moveDown();
  pdf.fontSize(9);
  write(words.inWords(format.inWords(document.totalCents)), { x: left, y: pdf.y, width });
  pdf.moveDown(2);
  pdf.fontSize(8).fillColor('#555555');
  const footer =
    document.kind === 'invoice'
      ? words.invoiceFooter
      : document.kind === 'creditNote'
        ? words.creditNoteFooter(document.invoiceNumber)
        : quoteWords.quoteFooter;
  write(footer, {
    x: left,
    width,
  });
  pdf.end();
  return done;
}
