import { Readable } from 'node:stream';

/**
 * CSV for spreadsheet programs (RFC 4180): comma-separated, CRLF line ends, a field quoted when
 * it holds a comma, a quote or a line break, quotes doubled inside. The file starts with a UTF-8
 * byte order mark, without which Excel reads UTF-8 as the local code page (৳ and Bengali names
 * would turn into mojibake).
 */
export const UTF8_BOM = '\uFEFF';

/** An amount of money in integer minor units (cents, poisha), written as a plain number: 1250 → 12.50. */
export interface MoneyCell {
  readonly cents: number;
}

/**
 * What a cell may hold. A string is text that came from people (names, addresses, SKUs) and is
 * neutralised against formula injection; a number or a MoneyCell is a figure the server
 * computed and is written as it is, so a credit note's −12.50 stays a number a sum can add.
 */
export type CsvCell = string | number | MoneyCell | null;

export const money = (cents: number): MoneyCell => ({ cents });

/** Integer cents → "12.50" / "-0.05", exactly (no float arithmetic). */
export function formatMinorUnits(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new TypeError(`not a whole number of minor units: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.trunc(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

/**
 * A spreadsheet runs a cell that starts with = + - @ as a formula (OWASP "CSV injection"), and
 * tab or carriage return at the start can smuggle one past some importers. Such text gets a
 * leading apostrophe, which spreadsheets show as text and do not evaluate.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

const NEEDS_QUOTES = /[",\r\n]/;

function quote(field: string): string {
  return NEEDS_QUOTES.test(field) ? `"${field.replaceAll('"', '""')}"` : field;
}

function cellText(cell: CsvCell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return String(cell);
  if (typeof cell === 'object') return formatMinorUnits(cell.cents);
  return quote(neutraliseFormula(cell));
}

/** One record with its CRLF. */
export function csvRow(cells: readonly CsvCell[]): string {
  return `${cells.map(cellText).join(',')}\r\n`;
}

/**
 * A CSV file as a stream: the BOM and header, then each batch of rows as one chunk. Batches are
 * pulled only when the reader wants more (highWaterMark 1), so memory holds about one batch
 * whatever the file's length; a slow client slows the queries down instead of filling memory.
 */
export function csvStream(
  header: readonly string[],
  batches: AsyncIterable<readonly (readonly CsvCell[])[]>,
): Readable {
  async function* chunks() {
    yield UTF8_BOM + csvRow(header);
    for await (const rows of batches) {
      if (rows.length > 0) yield rows.map(csvRow).join('');
    }
  }
  return Readable.from(chunks(), { objectMode: false, highWaterMark: 1 });
}
