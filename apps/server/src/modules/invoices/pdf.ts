/**
 * The PDF of a tax invoice or credit note (A4), drawn with pdfkit. The fonts ship with the
 * npm package @fontsource/noto-sans-bengali (SIL Open Font License 1.1): its Latin subset for
 * the text and its Bengali subset for the taka sign `৳`, which PDF's standard fonts lack.
 * Nothing is fetched at run time.
 */
import { createRequire } from 'node:module';
import type PDFKitDocument from 'pdfkit';
import {
  amountInWords,
  formatAmount,
  formatMoney,
  vatBasisPointsToPercent,
  type ShopCurrency,
} from '@tools-bd/contract';
import type { InvoiceBuyer, InvoiceSeller } from '../../db/schema.ts';

const require = createRequire(import.meta.url);
const fontFile = (subset: 'latin' | 'bengali', weight: 400 | 700) =>
  require.resolve(`@fontsource/noto-sans-bengali/files/noto-sans-bengali-${subset}-${weight}-normal.woff`);
const FONTS = {
  regular: fontFile('latin', 400),
  bold: fontFile('latin', 700),
  taka: fontFile('bengali', 400),
  takaBold: fontFile('bengali', 700),
} as const;

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
  kind: 'invoice' | 'creditNote';
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
}

const dhakaDateTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Dhaka',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

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

const PAGE_MARGIN = 40;
/** # · description · SKU · qty · unit price · net · VAT % · VAT · gross: widths in points, 515 in all (A4 less margins). */
const COLUMNS = [
  { title: '#', width: 18, align: 'left' },
  { title: 'Description', width: 122, align: 'left' },
  { title: 'SKU', width: 70, align: 'left' },
  { title: 'Qty', width: 35, align: 'right' },
  { title: 'Unit price', width: 58, align: 'right' },
  { title: 'Net', width: 58, align: 'right' },
  { title: 'VAT %', width: 34, align: 'right' },
  { title: 'VAT', width: 54, align: 'right' },
  { title: 'Gross', width: 66, align: 'right' },
] as const;

/** pdfkit and its font engine weigh some megabytes: loaded with the first document, not at start. */
let pdfkitModule: Promise<{ default: typeof PDFKitDocument }> | undefined;

/** Renders the document; resolves with the PDF's bytes. */
export async function renderTaxDocument(document: TaxDocument): Promise<Buffer> {
  const { default: PDFDocument } = await (pdfkitModule ??= import('pdfkit') as Promise<{
    default: typeof PDFKitDocument;
  }>);
  const currency: ShopCurrency = document.seller.currency;
  const money = (cents: number) => formatMoney(cents / 100, currency);
  const amount = (cents: number) => formatAmount(cents / 100, currency);
  const title = document.kind === 'invoice' ? 'TAX INVOICE' : 'CREDIT NOTE';

  const pdf = new PDFDocument({
    size: 'A4',
    margin: PAGE_MARGIN,
    info: { Title: `${title} ${document.number}`, Author: document.seller.legalName },
  });
  pdf.registerFont('regular', FONTS.regular);
  pdf.registerFont('bold', FONTS.bold);
  pdf.registerFont('taka', FONTS.taka);
  pdf.registerFont('takaBold', FONTS.takaBold);
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  /** Text in which `৳` is drawn with the Bengali font and the rest with the Latin one, as runs of the same line. */
  const runsOf = (text: string, bold: boolean) =>
    text
      .split(/(৳)/)
      .filter((part) => part !== '')
      .map((part) => ({ part, font: part === '৳' ? (bold ? 'takaBold' : 'taka') : bold ? 'bold' : 'regular' }));
  /** One line of mixed text from (x, y); `rightEdge` aligns its end there instead. */
  const mixed = (
    text: string,
    { x, y, bold = false, rightEdge }: { x?: number; y: number; bold?: boolean; rightEdge?: number },
  ) => {
    const runs = runsOf(text, bold);
    const widthOf = (run: { part: string; font: string }) => pdf.font(run.font).widthOfString(run.part);
    let cursor = rightEdge !== undefined ? rightEdge - runs.reduce((sum, run) => sum + widthOf(run), 0) : (x ?? pdf.x);
    for (const run of runs) {
      pdf.font(run.font).text(run.part, cursor, y, { lineBreak: false });
      cursor += widthOf(run);
    }
  };

  const left = PAGE_MARGIN;
  const width = pdf.page.width - 2 * PAGE_MARGIN;

  // Heading: the seller on the left, the document on the right.
  pdf.font('bold').fontSize(18).text(title, left, PAGE_MARGIN, { width, align: 'right' });
  pdf.font('regular').fontSize(10).text(`No. ${document.number}`, { width, align: 'right' });
  // Mushak-6.3 asks a business buyer's invoice for the date and the time of issue.
  pdf.text(
    document.company
      ? `Date: ${dhakaDate.format(document.issuedAt)} · Time of issue: ${dhakaTime.format(document.issuedAt)} (Asia/Dhaka)`
      : `Date: ${formatDhakaDateTime(document.issuedAt)}`,
    { width, align: 'right' },
  );
  if (document.kind === 'creditNote') pdf.text(`Credits invoice ${document.invoiceNumber}`, { width, align: 'right' });
  pdf.text(`Order ${document.orderId}`, { width, align: 'right' });

  const seller = document.seller;
  pdf
    .font('bold')
    .fontSize(12)
    .text(seller.legalName, left, PAGE_MARGIN, { width: width / 2 });
  pdf.font('regular').fontSize(9);
  if (seller.address) pdf.text(seller.address, { width: width / 2 });
  pdf.text(`BIN: ${seller.bin || 'not registered'}`, { width: width / 2 });
  if (seller.phone) pdf.text(`Phone: ${seller.phone}`, { width: width / 2 });
  if (seller.email) pdf.text(`E-mail: ${seller.email}`, { width: width / 2 });

  pdf.moveDown(1.5);
  pdf.y = Math.max(pdf.y, 150);
  pdf.font('bold').fontSize(10).text('Bill to', left);
  const company = document.company;
  if (company) {
    pdf
      .font('regular')
      .fontSize(9)
      .text(company.company)
      .text(`Buyer BIN: ${company.bin ?? 'none (the buyer has no BIN)'}`)
      .text(`${company.address}, ${company.district}`);
    pdf.moveDown(0.5);
    pdf.font('bold').fontSize(10).text('Deliver to', left);
  }
  pdf
    .font('regular')
    .fontSize(9)
    .text(document.buyer.name)
    .text(document.buyer.address)
    .text(`${document.buyer.email} · ${document.buyer.phone}`);
  if (company?.placedBy || company?.poNumber)
    pdf.text(
      [company.placedBy && `Ordered by ${company.placedBy}`, company.poNumber && `PO number: ${company.poNumber}`]
        .filter(Boolean)
        .join(' · '),
    );
  pdf.moveDown();
  pdf.fontSize(9);
  const noteTop = pdf.y;
  mixed(`Amounts in ${currency === 'BDT' ? 'Bangladeshi taka (৳)' : 'US dollars ($)'}. VAT is computed per line.`, {
    x: left,
    y: noteTop,
  });
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
      pdf.text(cell, x + 2, top, { width: column.width - 4, align: column.align });
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
  drawRow(
    COLUMNS.map((column) => column.title),
    true,
  );
  document.lines.forEach((line, index) => {
    if (pdf.y > pdf.page.height - 160) {
      pdf.addPage();
      drawRow(
        COLUMNS.map((column) => column.title),
        true,
      );
    }
    drawRow(
      [
        String(index + 1),
        line.name,
        line.sku,
        String(line.quantity),
        amount(line.unitPriceCents),
        amount(line.netCents),
        `${vatBasisPointsToPercent(line.vatRateBasisPoints)}%`,
        amount(line.vatCents),
        amount(line.netCents + line.vatCents),
      ],
      false,
    );
  });

  // Totals: the sums of the printed lines, so they always add up.
  pdf.moveDown();
  const labelX = left + width - 230;
  const totalRow = (label: string, cents: number, bold = false) => {
    const top = pdf.y;
    pdf
      .font(bold ? 'bold' : 'regular')
      .fontSize(bold ? 11 : 10)
      .text(label, labelX, top, { width: 110, lineBreak: false });
    mixed(money(cents), { y: top, bold, rightEdge: left + width });
    pdf.x = left;
    pdf.y = top + (bold ? 18 : 15);
  };
  totalRow('Net total', document.netCents);
  totalRow('VAT total', document.vatCents);
  totalRow(document.kind === 'invoice' ? 'Total' : 'Total credited', document.totalCents, true);
  pdf.moveDown();
  pdf
    .font('regular')
    .fontSize(9)
    .text(`In words: ${amountInWords(document.totalCents, currency)}`, left, pdf.y, { width });
  pdf.moveDown(2);
  pdf
    .fontSize(8)
    .fillColor('#555555')
    .text(
      document.kind === 'invoice'
        ? 'This invoice was issued when the order was paid. It cannot be changed; a cancellation or refund is documented by a credit note.'
        : `This credit note cancels invoice ${document.invoiceNumber} in full.`,
      { width },
    );
  pdf.end();
  return done;
}
