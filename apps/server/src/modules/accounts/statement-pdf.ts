/**
 * The account statement as an A4 PDF, in the invoice's style (pdfkit, Noto Sans Bengali's Latin
 * and Bengali subsets, the same sizes and rules) and in the customer's language: English, or
 * Bangla with Bengali digits and Bangla dates. Amounts are written from integer cents.
 */
import {
  formatAmount,
  LANGUAGE_LOCALES,
  type Language,
  type PaymentTerm,
  type ShopCurrency,
  type StatementEntryType,
} from '@tools-bd/contract';
import { documentTexts } from '@tools-bd/contract/documents';
import { openA4Document, PAGE_MARGIN, runsOf } from '../invoices/index.ts';

export interface StatementDocument {
  language: Language;
  currency: ShopCurrency;
  seller: { legalName: string; address: string; bin: string; phone: string; email: string };
  company: { name: string; bin: string | null; address: string; district: string };
  terms: PaymentTerm;
  creditLimitCents: number;
  from: string;
  to: string;
  printedAt: Date;
  openingCents: number;
  entries: {
    date: string;
    type: StatementEntryType;
    reference: string;
    debitCents: number;
    creditCents: number;
    balanceCents: number;
  }[];
  closingCents: number;
  overdueCents: number;
  availableCents: number;
}

/** # date · type · reference · debit · credit · balance: 515 points (A4 less margins). */
const COLUMNS = [
  { key: 'date', width: 80, align: 'left' },
  { key: 'type', width: 80, align: 'left' },
  { key: 'reference', width: 135, align: 'left' },
  { key: 'debit', width: 70, align: 'right' },
  { key: 'credit', width: 70, align: 'right' },
  { key: 'balance', width: 80, align: 'right' },
] as const;

function formatsOf(language: Language, currency: ShopCurrency) {
  const dateFormat = new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], {
    timeZone: 'UTC',
    day: '2-digit',
    month: language === 'en' ? 'short' : 'long',
    year: 'numeric',
  });
  const dateTimeFormat = new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], {
    timeZone: 'Asia/Dhaka',
    day: '2-digit',
    month: language === 'en' ? 'short' : 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  });
  const banglaAmount = new Intl.NumberFormat(LANGUAGE_LOCALES.bn, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return {
    /** A Dhaka day `YYYY-MM-DD` as the language writes a date. */
    day: (day: string) => dateFormat.format(new Date(`${day}T00:00:00Z`)),
    dateTime: (at: Date) => dateTimeFormat.format(at),
    amount: (cents: number) =>
      language === 'en' ? formatAmount(cents / 100, currency) : banglaAmount.format(cents / 100),
  };
}

export async function renderStatement(document: StatementDocument): Promise<Buffer> {
  const words = documentTexts[document.language].statements;
  const format = formatsOf(document.language, document.currency);
  const { pdf, done, line } = await openA4Document({
    title: `${words.title} ${document.company.name}`,
    author: document.seller.legalName,
  });
  const left = PAGE_MARGIN;
  const width = pdf.page.width - 2 * PAGE_MARGIN;
  const right = left + width;

  // Heading: the seller on the left, the statement on the right (as the invoice's).
  pdf.y = PAGE_MARGIN;
  pdf.fontSize(18);
  line(words.title, { y: PAGE_MARGIN, bold: true, rightEdge: right });
  pdf.fontSize(10);
  line(words.period(format.day(document.from), format.day(document.to)), { y: PAGE_MARGIN + 24, rightEdge: right });
  line(words.printed(format.dateTime(document.printedAt)), { y: PAGE_MARGIN + 38, rightEdge: right });
  pdf.fontSize(12);
  line(document.seller.legalName, { x: left, y: PAGE_MARGIN, bold: true });
  pdf.fontSize(9);
  let y = PAGE_MARGIN + 18;
  for (const text of [
    document.seller.address,
    document.seller.bin && `BIN: ${document.seller.bin}`,
    document.seller.phone,
    document.seller.email,
  ].filter(Boolean) as string[]) {
    line(text, { x: left, y });
    y += 12;
  }

  y = Math.max(y + 20, 130);
  pdf.fontSize(10);
  line(words.customer, { x: left, y, bold: true });
  pdf.fontSize(9);
  y += 15;
  for (const text of [
    document.company.name,
    ...(document.company.bin ? [words.bin(document.company.bin)] : []),
    `${document.company.address}, ${document.company.district}`,
    words.terms(words.termNames[document.terms]),
    words.creditLimit(format.amount(document.creditLimitCents)),
  ]) {
    line(text, { x: left, y });
    y += 12;
  }
  y += 8;
  line(words.amountsIn(document.currency), { x: left, y });
  y += 18;

  const drawRow = (cells: string[], bold: boolean) => {
    pdf.fontSize(8);
    let x = left;
    cells.forEach((cell, index) => {
      const column = COLUMNS[index]!;
      if (column.align === 'right') line(cell, { y, bold, rightEdge: x + column.width - 2 });
      else line(cell, { x: x + 2, y, bold });
      x += column.width;
    });
    y += 14;
    pdf
      .moveTo(left, y - 3)
      .lineTo(right, y - 3)
      .lineWidth(0.3)
      .strokeColor('#999999')
      .stroke();
  };
  const titles = COLUMNS.map((column) => words.columns[column.key]);
  drawRow(titles, true);
  drawRow([format.day(document.from), words.openingBalance, '', '', '', format.amount(document.openingCents)], false);
  for (const entry of document.entries) {
    if (y > pdf.page.height - 140) {
      pdf.addPage();
      y = PAGE_MARGIN;
      drawRow(titles, true);
    }
    drawRow(
      [
        format.day(entry.date),
        words.types[entry.type],
        entry.reference,
        entry.debitCents ? format.amount(entry.debitCents) : '',
        entry.creditCents ? format.amount(entry.creditCents) : '',
        format.amount(entry.balanceCents),
      ],
      false,
    );
  }
  if (document.entries.length === 0) {
    pdf.fontSize(9);
    line(words.noEntries, { x: left + 2, y });
    y += 16;
  }

  y += 10;
  const total = (label: string, cents: number, bold = false) => {
    pdf.fontSize(bold ? 11 : 10);
    line(label, { x: right - 230, y, bold });
    line(format.amount(cents), { y, bold, rightEdge: right });
    y += bold ? 18 : 15;
  };
  total(words.closingBalance, document.closingCents, true);
  total(words.overdue, document.overdueCents);
  total(words.available, document.availableCents);
  y += 16;
  pdf.fontSize(8).fillColor('#555555');
  pdf.font('regular');
  const footerRuns = runsOf(words.footer, false);
  if (footerRuns.length === 1) pdf.font(footerRuns[0]!.font).text(words.footer, left, y, { width });
  else
    footerRuns.forEach((run, index) => {
      const options = { width, continued: index < footerRuns.length - 1 };
      pdf.font(run.font);
      if (index === 0) pdf.text(run.part, left, y, options);
      else pdf.text(run.part, options);
    });
  pdf.end();
  return done;
}
