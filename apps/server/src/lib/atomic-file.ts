import { randomBytes } from 'node:crypto';
import { mkdir, rename, unlink, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { commonMessages } from '@tools-bd/contract';
import { HttpError } from './http-errors.ts';

/** No space left on the device, or the user's disk quota is used up. */
const DISK_FULL_CODES = new Set(['ENOSPC', 'EDQUOT']);

export function isDiskFull(error: unknown): boolean {
  return DISK_FULL_CODES.has((error as NodeJS.ErrnoException | null)?.code ?? '');
}

/** 507 Insufficient Storage: the client did nothing wrong, and nothing was kept. */
export const storageFull = () => new HttpError(507, commonMessages.storageFull);

/**
 * Writes a file (and its folder, if missing) that readers see whole or not at all: the bytes go to a hidden temporary file
 * beside it, which is renamed into place once written. A failed write (a full disk above all)
 * removes the temporary file, so nothing half-written stays behind; a full disk answers 507.
 */
export async function writeFileAtomically(
  path: string,
  data: string | Buffer,
  options: { mode?: number } = {},
): Promise<void> {
  // Same folder, so the rename stays on one file system and is atomic. The leading dot keeps
  // it out of listings that serve or read these folders (uploads, outbox).
  const temporary = join(dirname(path), `.${basename(path)}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    const write = () => writeFile(temporary, data, { flag: 'wx', mode: options.mode ?? 0o644 });
    // The folder is made only when missing: most writes go to one that exists.
    await write().catch(async (error: unknown) => {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      await mkdir(dirname(path), { recursive: true });
      await write();
    });
    await rename(temporary, path);
  } catch (error) {
    await unlink(temporary).catch(() => undefined);
    if (isDiskFull(error)) throw storageFull();
    throw error;
  }
}
