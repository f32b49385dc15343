/**
 * The few lines of the POSIX ustar format a backup needs: regular files with short names, in
 * memory. A backup is a standard .tar.gz, so `tar tzf backup.tar.gz` lists what it holds.
 */
export interface TarEntry {
  name: string;
  data: Buffer;
  mode?: number;
}

const BLOCK = 512;

function writeField(header: Buffer, offset: number, length: number, value: string) {
  header.write(value, offset, Math.min(length, Buffer.byteLength(value)), 'utf8');
}

/** An octal number field, zero-padded and NUL-terminated as tar readers expect. */
function writeOctal(header: Buffer, offset: number, length: number, value: number) {
  writeField(header, offset, length, `${value.toString(8).padStart(length - 1, '0')}\0`);
}

function headerFor(entry: TarEntry, modifiedAt: Date): Buffer {
  if (Buffer.byteLength(entry.name) > 100) throw new Error(`tar: the name ${entry.name} is longer than 100 bytes`);
  const header = Buffer.alloc(BLOCK);
  writeField(header, 0, 100, entry.name);
  writeOctal(header, 100, 8, entry.mode ?? 0o644);
  writeOctal(header, 108, 8, 0);
  writeOctal(header, 116, 8, 0);
  writeOctal(header, 124, 12, entry.data.length);
  writeOctal(header, 136, 12, Math.floor(modifiedAt.getTime() / 1000));
  writeField(header, 148, 8, ' '.repeat(8));
  writeField(header, 156, 1, '0');
  writeField(header, 257, 6, 'ustar\0');
  writeField(header, 263, 2, '00');
  let checksum = 0;
  for (const byte of header) checksum += byte;
  writeField(header, 148, 8, `${checksum.toString(8).padStart(6, '0')}\0 `);
  return header;
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

export function packTar(entries: readonly TarEntry[], modifiedAt = new Date()): Buffer {
  const parts: Buffer[] = [];
  for (const entry of entries) parts.push(headerFor(entry, modifiedAt), entry.data, padding(entry.data.length));
  // Two empty blocks end the archive.
  parts.push(Buffer.alloc(BLOCK * 2));
  return Buffer.concat(parts);
}

const text = (block: Buffer, offset: number, length: number) =>
  block.toString('utf8', offset, offset + length).replace(/\0[\s\S]*$/, '');

/** The regular files of an archive; anything else (folders, links) is skipped. */
export function unpackTar(archive: Buffer): TarEntry[] {
  const entries: TarEntry[] = [];
  for (let offset = 0; offset + BLOCK <= archive.length;) {
    const header = archive.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) break;
    if (text(header, 257, 5) !== 'ustar') throw new Error('tar: not a ustar archive');
    const size = parseInt(text(header, 124, 12).trim() || '0', 8);
    const prefix = text(header, 345, 155);
    const name = prefix ? `${prefix}/${text(header, 0, 100)}` : text(header, 0, 100);
    const type = text(header, 156, 1) || '0';
    const start = offset + BLOCK;
    if (start + size > archive.length) throw new Error('tar: the archive is cut short');
    if (type === '0')
      entries.push({
        name,
        data: archive.subarray(start, start + size),
        mode: parseInt(text(header, 100, 8).trim() || '644', 8),
      });
    offset = start + size + padding(size).length;
  }
  return entries;
}
