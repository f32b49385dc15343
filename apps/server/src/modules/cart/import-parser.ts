/**
 * Reads a quick-order paste or CSV file: `sku,quantity` lines. What buyers actually paste comes
 * from spreadsheets, ERP exports and e-mails, so the parser takes
 * - one separator per import, detected: tab, else `;`, else `,`, else runs of spaces;
 * - an optional header line (`SKU,Quantity`, `Item;Qty`…), a UTF-8 byte-order mark, CRLF/CR/LF;
 * - cells wrapped in double quotes, and extra columns after the quantity (ignored);
 * - SKUs in any case (compared upper-case); the same SKU on several lines is summed into one row,
 *   reported at the line where it first appears;
 * - quantities in Bengali digits (৪৮) as well as Latin ones.
 * Blank lines are skipped but keep the numbering, so `line` points at the buyer's own line.
 */
import { CART_LIMITS, cartMessages, latinDigits, normalizeSku } from '@tools-bd/contract';

/** One row to judge. `quantity` is null when the cell is not a whole number. */
export interface ParsedImportRow {
  /** 1-based line in the text as given (header and blank lines counted). */
  line: number;
  /** Upper-case; may be empty when the line had no SKU. */
  sku: string;
  quantity: number | null;
}

export type ImportParseResult = { ok: true; rows: ParsedImportRow[] } | { ok: false; message: string };

const BYTE_ORDER_MARK = '\uFEFF';
const QUANTITY_PATTERN = /^\d+$/;
/** First cells and quantity cells that mark a header line rather than an order line. */
const SKU_HEADER = /^(sku|item|code|product|part|article)\b/i;
const QUANTITY_HEADER = /^(qty|quantity|quantities|amount|count|units|pcs|pieces)\b/i;

type Separator = '\t' | ';' | ',' | ' ';

function detectSeparator(lines: readonly string[]): Separator {
  for (const separator of ['\t', ';', ','] as const) {
    if (lines.some((line) => line.includes(separator))) return separator;
  }
  return ' ';
}

const unquote = (cell: string): string => {
  const trimmed = cell.trim();
  return trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"')
    ? trimmed.slice(1, -1).replace(/""/g, '"').trim()
    : trimmed;
};

function cellsOf(line: string, separator: Separator): string[] {
  const parts = separator === ' ' ? line.trim().split(/\s+/) : line.split(separator);
  return parts.map(unquote);
}

function parseQuantity(cell: string | undefined): number | null {
  const digits = cell === undefined ? '' : latinDigits(cell);
  if (!QUANTITY_PATTERN.test(digits)) return null;
  const quantity = Number(digits);
  return Number.isSafeInteger(quantity) ? quantity : null;
}

function isHeader(cells: readonly string[]): boolean {
  const [first = '', second = ''] = cells;
  if (parseQuantity(second) !== null) return false;
  return SKU_HEADER.test(first) || QUANTITY_HEADER.test(second);
}

/**
 * The rows of an import, or why the whole import is refused (too large, or empty). Rows with the
 * same SKU and a whole-number quantity are summed; a row with a bad quantity stays on its own.
 */
export function parseCartImport(text: string): ImportParseResult {
  if (Buffer.byteLength(text, 'utf8') > CART_LIMITS.importBytesMax)
    return { ok: false, message: cartMessages.importTooLarge };
  const body = text.startsWith(BYTE_ORDER_MARK) ? text.slice(BYTE_ORDER_MARK.length) : text;
  const numbered = body
    .split(/\r\n|\n|\r/)
    .map((content, index) => ({ line: index + 1, content }))
    .filter(({ content }) => content.trim() !== '');
  const separator = detectSeparator(numbered.map(({ content }) => content));
  const lines = numbered.map(({ line, content }) => ({ line, cells: cellsOf(content, separator) }));
  if (lines[0] && isHeader(lines[0].cells)) lines.shift();
  if (lines.length === 0) return { ok: false, message: cartMessages.importEmpty };
  if (lines.length > CART_LIMITS.importRowsMax) return { ok: false, message: cartMessages.importTooLarge };

  const rows: ParsedImportRow[] = [];
  const summedBySku = new Map<string, ParsedImportRow>();
  for (const { line, cells } of lines) {
    const sku = normalizeSku(cells[0] ?? '');
    const quantity = parseQuantity(cells[1]);
    const earlier = quantity !== null ? summedBySku.get(sku) : undefined;
    if (earlier && earlier.quantity !== null && quantity !== null) {
      earlier.quantity += quantity;
      continue;
    }
    const row = { line, sku, quantity };
    rows.push(row);
    if (quantity !== null) summedBySku.set(sku, row);
  }
  return { ok: true, rows };
}
