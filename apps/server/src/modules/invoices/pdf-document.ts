/**
 * An A4 document in the shop's printed style, shared by the tax documents and the account
 * statement: pdfkit (loaded with the first document), Noto Sans Bengali's Latin and Bengali subsets
 * from @fontsource/noto-sans-bengali (SIL Open Font License 1.1; the Bengali one also draws `৳`),
 * and lines of mixed Bangla and Latin text, each run in its own subset.
 */
import { createRequire } from 'node:module';
import type PDFKitDocument from 'pdfkit';
import { pdfFont } from './pdf-fonts.ts';

const require = createRequire(import.meta.url);
const fontFile = (subset: 'latin' | 'bengali', weight: 400 | 700) =>
  require.resolve(`@fontsource/noto-sans-bengali/files/noto-sans-bengali-${subset}-${weight}-normal.woff`);
const FONTS = {
  regular: fontFile('latin', 400),
  bold: fontFile('latin', 700),
  bengali: fontFile('bengali', 400),
  bengaliBold: fontFile('bengali', 700),
} as const;

/** What the Bengali subset draws: the Bengali block (digits and `৳` too), the dandas, the joiners and the dotted circle. */
const BENGALI_CHARACTER = /[\u0980-\u09FF\u0964\u0965\u25CC]|\u200C|\u200D/u;

export const PAGE_MARGIN = 40;

/** pdfkit and its font engine weigh some megabytes: loaded with the first document, not at start. */
let pdfkitModule: Promise<{ default: typeof PDFKitDocument }> | undefined;

/** One piece of a line drawn with one font. */
export interface Run {
  part: string;
  font: keyof typeof FONTS;
}

/** Text cut into runs of Bengali and of Latin characters; a space stays in the run it is in (both subsets have one). */
export function runsOf(text: string, bold: boolean): Run[] {
  const runs: Run[] = [];
  for (const character of text) {
    const bengali = BENGALI_CHARACTER.test(character);
    const last = runs.at(-1);
    const font = bengali ? (bold ? 'bengaliBold' : 'bengali') : bold ? 'bold' : 'regular';
    if (last && (last.font === font || character === ' ')) last.part += character;
    else runs.push({ part: character, font });
  }
  return runs;
}

export interface LineOptions {
  x?: number;
  y: number;
  bold?: boolean;
  /** Aligns the line's end here instead of starting it at `x`. */
  rightEdge?: number;
}

export interface A4Document {
  pdf: PDFKit.PDFDocument;
  /** Resolves with the PDF's bytes once `pdf.end()` was called. */
  done: Promise<Buffer>;
  /** One line of mixed text from (x, y), or ending at `rightEdge`. */
  line: (text: string, options: LineOptions) => void;
}

/** A new A4 document with the shop's fonts registered and its bytes collected. */
export async function openA4Document(info: { title: string; author: string }): Promise<A4Document> {
  const { default: PDFDocument } = await (pdfkitModule ??= import('pdfkit') as Promise<{
    default: typeof PDFKitDocument;
  }>);
  const pdf = new PDFDocument({ size: 'A4', margin: PAGE_MARGIN, info: { Title: info.title, Author: info.author } });
  for (const [name, file] of Object.entries(FONTS)) pdf.registerFont(name, pdfFont(file));
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const widthOf = (run: Run) => pdf.font(run.font).widthOfString(run.part);
  const line = (text: string, { x, y, bold = false, rightEdge }: LineOptions) => {
    const runs = runsOf(text, bold);
    let cursor = rightEdge !== undefined ? rightEdge - runs.reduce((sum, run) => sum + widthOf(run), 0) : (x ?? pdf.x);
    for (const run of runs) {
      pdf.font(run.font).text(run.part, cursor, y, { lineBreak: false });
      cursor += widthOf(run);
    }
  };
  return { pdf, done, line };
}
