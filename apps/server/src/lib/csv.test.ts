import { describe, expect, it } from 'vitest';
import { csvRow, csvStream, formatMinorUnits, money, neutraliseFormula, UTF8_BOM } from './csv.ts';

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  let out = '';
  for await (const chunk of stream) out += chunk.toString();
  return out;
}

describe('CSV cells', () => {
  it('quotes fields holding commas, quotes or line breaks, doubling the quotes (RFC 4180)', () => {
    expect(csvRow(['plain', 'a,b', 'say "hi"', 'two\nlines', 'cr\rlf', ''])).toBe(
      'plain,"a,b","say ""hi""","two\nlines","cr\rlf",\r\n',
    );
  });

  it('neutralises text that a spreadsheet would run as a formula', () => {
    expect(csvRow(['=1+1', '+880 1711', '-2+3', '@SUM(A1)', '\t=cmd', '\r=cmd', 'safe = fine'])).toBe(
      `'=1+1,'+880 1711,'-2+3,'@SUM(A1),'\t=cmd,"'\r=cmd",safe = fine\r\n`,
    );
    // Neutralised first, then quoted: the apostrophe sits inside the quotes.
    expect(csvRow(['=HYPERLINK("http://x","click")'])).toBe(`"'=HYPERLINK(""http://x"",""click"")"\r\n`);
    expect(neutraliseFormula('Bosch, 18 V')).toBe('Bosch, 18 V');
  });

  it('writes numbers and money the server computed as numbers, negative ones too', () => {
    expect(csvRow([7, -3, money(1250), money(-1250), money(-5), money(0), null])).toBe(
      '7,-3,12.50,-12.50,-0.05,0.00,\r\n',
    );
    expect(formatMinorUnits(123_456_789_001)).toBe('1234567890.01');
    expect(() => formatMinorUnits(1.5)).toThrow(TypeError);
  });

  it('keeps Unicode text as it is', () => {
    expect(csvRow(['৳12,34,567.89', 'ঢাকা'])).toBe('"৳12,34,567.89",ঢাকা\r\n');
  });
});

describe('CSV stream', () => {
  it('starts with a UTF-8 byte order mark and the header, then every batch', async () => {
    async function* batches() {
      yield [['a', 1]];
      yield [];
      yield [
        ['b', 2],
        ['c', money(300)],
      ];
    }
    const stream = csvStream(['Name', 'Value'], batches());
    const bytes = Buffer.from(await text(stream));
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString('utf8')).toBe(`${UTF8_BOM}Name,Value\r\na,1\r\nb,2\r\nc,3.00\r\n`);
  });

  it('pulls the next batch only when the reader wants more (memory holds about one batch)', async () => {
    let pulled = 0;
    async function* batches() {
      for (let i = 0; i < 1_000; i += 1) {
        pulled += 1;
        yield [['x'.repeat(10_000)]];
      }
    }
    const stream = csvStream(['Payload'], batches());
    // Nobody reads: after the stream settles, it has asked for at most a couple of batches.
    stream.once('readable', () => {});
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pulled).toBeLessThanOrEqual(2);
    const all = await text(stream);
    expect(pulled).toBe(1_000);
    expect(all.split('\r\n')).toHaveLength(1 + 1_000 + 1);
  });
});
