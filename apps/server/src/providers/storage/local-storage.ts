import { readdir, readFile, stat, unlink } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { writeFileAtomically } from '../../lib/atomic-file.ts';
import type { ObjectStorage, StoredObjectInfo } from './object-storage.ts';

const CONTENT_TYPES: Record<string, string> = { '.jpg': 'image/jpeg', '.png': 'image/png', '.webp': 'image/webp' };

/** The embedded default: a folder (`DATA_DIR/uploads`), written whole or not at all (a full disk answers 507). */
export function createLocalStorage(directory: string): ObjectStorage & { directory: string } {
  return {
    kind: 'local',
    inBackups: true,
    directory,
    async put(key, bytes) {
      await writeFileAtomically(join(directory, key), bytes, { mode: 0o644 });
    },
    async get(key) {
      const bytes = await readFile(join(directory, key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
      return bytes && { bytes, contentType: CONTENT_TYPES[extname(key)] ?? 'application/octet-stream' };
    },
    async *list(): AsyncIterable<StoredObjectInfo> {
      const names = await readdir(directory).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      });
      for (const key of names) {
        // Hidden names are temporary files of writes in progress.
        if (key.startsWith('.')) continue;
        const info = await stat(join(directory, key)).catch(() => null);
        if (info?.isFile()) yield { key, lastModified: info.mtime };
      }
    },
    async remove(key) {
      await unlink(join(directory, key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
    },
    close() {},
  };
}
