import { chmodSync, lstatSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * DATA_DIR holds password hashes (in the database files and their write-ahead log), the JWT
 * secret, queued e-mail with sign-in links, uploads and backups: nobody but the shop's own
 * user may read it.
 */

/**
 * The umask of every process that writes into DATA_DIR, set first thing at start: it is
 * process-wide, so it also covers the files PGlite's worker thread and child processes
 * create later, which ask for 0666.
 */
export const PRIVATE_UMASK = 0o077;

/**
 * Creates DATA_DIR as 0700, or takes group and other permissions off everything already in it
 * (a folder from an older version, a copy, a restore): folders 0700, files 0600 at most.
 * Answers how many entries it had to tighten. Symbolic links are left alone: chmod would follow
 * them out of the folder.
 */
export function makeDataDirPrivate(dataDir: string): number {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  let tightened = 0;
  const pending = [dataDir];
  for (let path = pending.pop(); path !== undefined; path = pending.pop()) {
    // DATA_DIR itself may be a link to the real folder; entries inside it are not followed.
    const stats = path === dataDir ? statSync(path) : lstatSync(path);
    if (stats.isSymbolicLink()) continue;
    if (stats.mode & 0o077) {
      chmodSync(path, stats.mode & 0o700);
      tightened += 1;
    }
    if (stats.isDirectory()) for (const name of readdirSync(path)) pending.push(join(path, name));
  }
  return tightened;
}
