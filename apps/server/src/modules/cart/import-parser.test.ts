import { describe, expect, it } from 'vitest';
import { cartMessages } from '@tools-bd/contract';
import { parseCartImport, type ParsedImportRow } from './import-parser.ts';

function rowsOf(text: string): ParsedImportRow[] {
  const result = parseCartImport(text);
  if (!result.ok) throw new Error(`refused: ${result.message}`);
  return result.rows;
}

describe('parseCartImport', () => {
  it('reads each separator, one per import', () => {
    const expected = [
      { line: 1, sku: 'HT-HAM-16OZ', quantity: 40 },
      { line: 2, sku: 'MS-TAPE-8M', quantity: 25 },
    ];
    expect(rowsOf('HT-HAM-16OZ,40\nMS-TAPE-8M,25')).toEqual(expected);
    expect(rowsOf('HT-HAM-16OZ;40\nMS-TAPE-8M;25')).toEqual(expected);
    expect(rowsOf('HT-HAM-16OZ\t40\nMS-TAPE-8M\t25')).toEqual(expected);
    expect(rowsOf('HT-HAM-16OZ 40\nMS-TAPE-8M    25')).toEqual(expected);
    // Spaces around cells, quotes of spreadsheets, CRLF and extra columns.
    expect(rowsOf('"HT-HAM-16OZ" , "40", Claw hammer\r\n MS-TAPE-8M,25 ,\r\n')).toEqual(expected);
  });

  it('skips an optional header, a UTF-8 byte-order mark and blank lines, keeping the line numbers', () => {
    expect(rowsOf('\uFEFFSKU,Quantity\r\nht-ham-16oz,40\r\n\r\nMS-TAPE-8M,25')).toEqual([
      { line: 2, sku: 'HT-HAM-16OZ', quantity: 40 },
      { line: 4, sku: 'MS-TAPE-8M', quantity: 25 },
    ]);
    expect(rowsOf('Item;Qty\nHT-HAM-16OZ;40')).toEqual([{ line: 2, sku: 'HT-HAM-16OZ', quantity: 40 }]);
    expect(rowsOf('\uFEFFHT-HAM-16OZ\t40')).toEqual([{ line: 1, sku: 'HT-HAM-16OZ', quantity: 40 }]);
  });

  it('matches SKUs whatever their case and sums duplicates into the first line of that SKU', () => {
    expect(rowsOf('ht-ham-16oz,20\nMS-TAPE-8M,25\nHT-Ham-16oz,20\nHT-HAM-16OZ,10')).toEqual([
      { line: 1, sku: 'HT-HAM-16OZ', quantity: 50 },
      { line: 2, sku: 'MS-TAPE-8M', quantity: 25 },
    ]);
  });

  it('keeps a row whose quantity is not a whole number on its own, with no quantity', () => {
    expect(rowsOf('HT-HAM-16OZ,ten\nHT-HAM-16OZ,2.5\nHT-HAM-16OZ,-3\nHT-HAM-16OZ\nHT-HAM-16OZ,20')).toEqual([
      { line: 1, sku: 'HT-HAM-16OZ', quantity: null },
      { line: 2, sku: 'HT-HAM-16OZ', quantity: null },
      { line: 3, sku: 'HT-HAM-16OZ', quantity: null },
      { line: 4, sku: 'HT-HAM-16OZ', quantity: null },
      { line: 5, sku: 'HT-HAM-16OZ', quantity: 20 },
    ]);
    expect(rowsOf(',12')).toEqual([{ line: 1, sku: '', quantity: 12 }]);
  });

  it('reads quantities typed in Bengali digits, summed with Latin ones', () => {
    expect(rowsOf('SKU,পরিমাণ\nHT-HAM-16OZ,৪৮\nMS-TAPE-8M,২৫\nHT-HAM-16OZ,2')).toEqual([
      { line: 2, sku: 'HT-HAM-16OZ', quantity: 50 },
      { line: 3, sku: 'MS-TAPE-8M', quantity: 25 },
    ]);
    expect(rowsOf('HT-HAM-16OZ\t১২০')).toEqual([{ line: 1, sku: 'HT-HAM-16OZ', quantity: 120 }]);
  });

  it('takes 500 rows and refuses 501, or more than 1 MB, whole', () => {
    const lines = (count: number) => Array.from({ length: count }, (_, index) => `SKU-${index},1`).join('\n');
    expect(rowsOf(`sku,quantity\n${lines(500)}`)).toHaveLength(500);
    expect(parseCartImport(lines(501))).toEqual({ ok: false, message: cartMessages.importTooLarge });
    // Under 500 rows but over 1 MB (a long trailing column), and 1 MB of multi-byte text.
    expect(parseCartImport(`HT-HAM-16OZ,1,${'x'.repeat(1_000_000)}`)).toEqual({
      ok: false,
      message: cartMessages.importTooLarge,
    });
    expect(parseCartImport(`HT-HAM-16OZ,1,${'৳'.repeat(400_000)}`)).toEqual({
      ok: false,
      message: cartMessages.importTooLarge,
    });
  });

  it('refuses an import with no rows', () => {
    expect(parseCartImport('')).toEqual({ ok: false, message: cartMessages.importEmpty });
    expect(parseCartImport('\uFEFF\n  \nSKU,Quantity\n')).toEqual({ ok: false, message: cartMessages.importEmpty });
  });
});
