import { describe, expect, it } from 'vitest';
import { CsvSyntaxError, formatCell, formatRecord, parseCsv } from './csv.ts';

describe('CSV reading and writing', () => {
  it('reads quoted cells with commas, quotes and line breaks, CRLF or LF, a BOM, and skips blank lines', () => {
    const text = '\uFEFFsku,description\r\nA-1,"one, two"\r\n\r\nB-2,"say ""hi""\nnext line"\nC-3,plain\n';
    expect(parseCsv(text)).toEqual([
      { line: 1, cells: ['sku', 'description'] },
      { line: 2, cells: ['A-1', 'one, two'] },
      { line: 4, cells: ['B-2', 'say "hi"\nnext line'] },
      { line: 6, cells: ['C-3', 'plain'] },
    ]);
  });

  it('keeps empty cells and refuses an unclosed quote', () => {
    expect(parseCsv('a,,c\n,,')).toEqual([
      { line: 1, cells: ['a', '', 'c'] },
      { line: 2, cells: ['', '', ''] },
    ]);
    expect(() => parseCsv('a,"b\nc')).toThrow(CsvSyntaxError);
  });

  it('neutralises formula-like cells on writing and takes exactly one apostrophe off on reading', () => {
    expect(formatCell('=1+2')).toBe("'=1+2");
    expect(formatCell('+44 20')).toBe("'+44 20");
    expect(formatCell('-5')).toBe("'-5");
    expect(formatCell('@cmd')).toBe("'@cmd");
    expect(formatCell("'=already")).toBe("''=already");
    expect(formatCell("it's fine")).toBe("it's fine");
    expect(formatCell('a,b')).toBe('"a,b"');
    expect(formatCell('say "x"')).toBe('"say ""x"""');
    expect(formatCell(' padded')).toBe('" padded"');
    for (const value of [
      '=1+2',
      '+44 20',
      '-5',
      '@cmd',
      "'=already",
      "''@x",
      "it's fine",
      'a,b',
      'say "x"',
      'two\r\nlines',
      '\tTab',
      ' padded ',
      '',
    ]) {
      expect(parseCsv(`x,${formatRecord([value, 'end'])}`)[0]?.cells).toEqual(['x', value, 'end']);
    }
  });
});
