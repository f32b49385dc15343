import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';

/**
 * A WOFF 1.0 font as the plain TrueType/OpenType file it wraps. pdfkit opens a font for every
 * document, and on a WOFF its font reader inflates every table in JavaScript each time; a document
 * opened from the unwrapped file reads the tables as they are. Unwrapped once per process.
 */
export function unwrapWoff(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF 1.0 font');
  const flavor = woff.readUInt32BE(4);
  const tableCount = woff.readUInt16BE(12);
  const tables = Array.from({ length: tableCount }, (_, index) => {
    const entry = 44 + index * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compressedLength = woff.readUInt32BE(entry + 8);
    const length = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compressedLength);
    return {
      tag: woff.readUInt32BE(entry),
      checksum: woff.readUInt32BE(entry + 16),
      data: compressedLength < length ? inflateSync(stored) : stored,
    };
  });

  // The offset table's binary-search fields, as the OpenType specification defines them.
  const power = 2 ** Math.floor(Math.log2(tableCount));
  const headerLength = 12 + tableCount * 16;
  const padded = (length: number) => (length + 3) & ~3;
  const font = Buffer.alloc(headerLength + tables.reduce((sum, table) => sum + padded(table.data.length), 0));
  font.writeUInt32BE(flavor, 0);
  font.writeUInt16BE(tableCount, 4);
  font.writeUInt16BE(power * 16, 6);
  font.writeUInt16BE(Math.log2(power), 8);
  font.writeUInt16BE(tableCount * 16 - power * 16, 10);
  let offset = headerLength;
  tables.forEach((table, index) => {
    const record = 12 + index * 16;
    font.writeUInt32BE(table.tag, record);
    font.writeUInt32BE(table.checksum, record + 4);
    font.writeUInt32BE(offset, record + 8);
    font.writeUInt32BE(table.data.length, record + 12);
    table.data.copy(font, offset);
    offset += padded(table.data.length);
  });
  return font;
}

const unwrapped = new Map<string, Buffer>();

/** The font file at `path` (WOFF), unwrapped on first use. */
export function pdfFont(path: string): Buffer {
  let font = unwrapped.get(path);
  if (!font) {
    font = unwrapWoff(readFileSync(path));
    unwrapped.set(path, font);
  }
  return font;
}
