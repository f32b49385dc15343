/**
 * RFC 4180 CSV, as spreadsheets write it: comma-separated, cells with commas, quotes or line
 * breaks in double quotes ("" for a quote), CRLF or LF line ends, an optional UTF-8 BOM.
 *
 * Cells that a spreadsheet would run as a formula (starting with = + - @, tab or CR) are written
 * with a leading apostrophe, and reading takes exactly one apostrophe off such a cell again, so
 * an export read back gives the same values (CSV injection, OWASP). lib/csv.ts writes the
 * report exports, which are never read back; this one must be reversible ("'=x" is written
 * "''=x"), so it keeps its own rule and its reader.
 */

export interface CsvRecord {
  /** The line the record starts on (1 = the first line). */
  line: number;
  cells: string[];
}

export class CsvSyntaxError extends Error {}

const FORMULA_START = /^'*[=+\-@\t\r]/;

/** Splits text into records; blank lines are skipped. Throws CsvSyntaxError for an unclosed quote. */
export function parseCsv(text: string): CsvRecord[] {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  let cellStarted = false;

  const endCell = () => {
    cells.push(cell);
    cell = '';
    cellStarted = false;
  };
  const endRecord = () => {
    endCell();
    if (!(cells.length === 1 && cells[0] === '')) records.push({ line: recordLine, cells: cells.map(readCell) });
    cells = [];
  };

  for (let index = 0; index < source.length; index++) {
    const character = source[index]!;
    if (quoted) {
      if (character === '"') {
        if (source[index + 1] === '"') {
          cell += '"';
          index++;
        } else quoted = false;
      } else {
        if (character === '\n') line++;
        cell += character;
      }
      continue;
    }
    if (character === '"' && !cellStarted) {
      quoted = true;
      cellStarted = true;
    } else if (character === ',') endCell();
    else if (character === '\n' || character === '\r') {
      if (character === '\r' && source[index + 1] === '\n') index++;
      endRecord();
      line++;
      recordLine = line;
    } else {
      cell += character;
      cellStarted = true;
    }
  }
  if (quoted) throw new CsvSyntaxError('unclosed quote');
  endRecord();
  return records;
}

/** A read cell: the apostrophe the export put before a formula-like value comes off. */
function readCell(value: string): string {
  return /^'+[=+\-@\t\r]/.test(value) ? value.slice(1) : value;
}

/** One cell as written: neutralised if it would start a formula, quoted when it must be. */
export function formatCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]|^\s|\s$/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One record with its CRLF line end. */
export function formatRecord(values: readonly string[]): string {
  return `${values.map(formatCell).join(',')}\r\n`;
}
