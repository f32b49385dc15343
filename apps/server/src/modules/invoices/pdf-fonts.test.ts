import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import PDFDocument from 'pdfkit';
import { unwrapWoff } from './pdf-fonts.ts';

const require = createRequire(import.meta.url);
const woffPath = (subset: 'latin' | 'bengali') =>
  require.resolve(`@fontsource/noto-sans-bengali/files/noto-sans-bengali-${subset}-700-normal.woff`);

describe('the PDF fonts', () => {
  it('unwrap a WOFF into the font it holds: the same text measures the same, Bangla conjuncts included', () => {
    for (const [subset, text] of [
      ['bengali', 'ক্ষুদ্র হাতুড়ি ১২,৩৪৫.৬৭৳ — মোট টাকা মাত্র'],
      ['latin', 'Claw hammer 16 oz, VAT 15% — Tk 12,345.67'],
    ] as const) {
      const woff = readFileSync(woffPath(subset));
      const unwrapped = unwrapWoff(woff);
      expect(unwrapped.readUInt32BE(0)).toBe(woff.readUInt32BE(4));
      const pdf = new PDFDocument();
      pdf.registerFont('wrapped', woffPath(subset));
      pdf.registerFont('unwrapped', unwrapped);
      const wrappedWidth = pdf.font('wrapped').fontSize(11).widthOfString(text);
      expect(wrappedWidth).toBeGreaterThan(100);
      expect(pdf.font('unwrapped').fontSize(11).widthOfString(text)).toBe(wrappedWidth);
      pdf.end();
    }
  });

  it('refuses what is not a WOFF 1.0 font', () => {
    expect(() => unwrapWoff(Buffer.from('not a font at all, just text here', 'latin1'))).toThrow(/not a WOFF 1.0 font/);
  });
});
