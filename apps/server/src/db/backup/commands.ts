import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { writeFileAtomically } from '../../lib/atomic-file.ts';
import { openDatabase } from '../client.ts';
import { liveLockHolder } from '../data-dir-lock.ts';
import { controlSocketPath, requestBackup } from './control-socket.ts';
import { BackupError, createBackup, databaseDirOf, restoreBackup } from './snapshot.ts';

export { BackupError } from './snapshot.ts';

/**
 * `npm run backup`: from the running shop when there is one (over its control socket), or
 * straight from DATA_DIR when the shop is stopped (holding the folder's lock meanwhile, so the
 * shop cannot start halfway through).
 */
export async function backupCommand(options: {
  dataDir: string;
  output: string;
}): Promise<{ source: 'running shop' | 'stopped shop'; bytes: number }> {
  const dataDir = resolve(options.dataDir);
  const databaseDir = databaseDirOf(dataDir);
  if (!existsSync(join(databaseDir, 'PG_VERSION')))
    throw new BackupError(`There is no embedded shop in ${dataDir} (set DATA_DIR).`);

  let archive: Buffer;
  let source: 'running shop' | 'stopped shop';
  const holder = liveLockHolder(databaseDir);
  if (holder) {
    source = 'running shop';
    try {
      archive = await requestBackup(controlSocketPath(databaseDir));
    } catch (error) {
      throw new BackupError(`The running shop (pid ${holder.pid}) did not give a backup: ${(error as Error).message}`);
    }
  } else {
    source = 'stopped shop';
    const database = await openDatabase({ kind: 'pglite', dataDir: databaseDir });
    try {
      archive = await createBackup(() => database.dumpDataDir!(), dataDir);
    } finally {
      await database.close();
    }
  }
  await writeFileAtomically(resolve(options.output), archive, { mode: 0o600 });
  return { source, bytes: archive.length };
}

/** `npm run restore -- FILE`: into an empty DATA_DIR only. */
export async function restoreCommand(options: { dataDir: string; file: string }) {
  const archive = await readFile(resolve(options.file)).catch(() => {
    throw new BackupError(`Cannot read the backup file ${options.file}.`);
  });
  return restoreBackup(archive, resolve(options.dataDir));
}
