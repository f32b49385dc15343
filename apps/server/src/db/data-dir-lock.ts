import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import { hostname } from 'node:os';

/**
 * One process owns an embedded database: a second PGlite on the same folder would corrupt it.
 * The owner keeps `<database folder>.lock` holding its process id; a lock whose process is gone
 * (a crash, a SIGKILL) is stale and taken over.
 */
export class DataDirLockedError extends Error {
  constructor(
    readonly lockFile: string,
    readonly holderPid: number,
  ) {
    super(
      `Refusing to start: another Tools-BD process (pid ${holderPid}) is using the embedded database in ${lockFile.replace(/\.lock$/, '')}. ` +
        `Stop it first, or give this one another DATA_DIR. (If no process ${holderPid} is running, delete ${lockFile}.)`,
    );
    this.name = 'DataDirLockedError';
  }
}

export interface LockHolder {
  pid: number;
  hostname: string;
  since: string;
}

export interface DataDirLock {
  file: string;
  release(): void;
}

/** The lock file of an embedded database folder. */
export function lockFileOf(databaseDir: string): string {
  return `${databaseDir.replace(/\/+$/, '')}.lock`;
}

/** Whether a process with this id is running (EPERM: it is, under another user). */
export function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Who holds the lock of this database folder, if a live process does. */
export function liveLockHolder(databaseDir: string): LockHolder | null {
  const holder = readHolder(lockFileOf(databaseDir));
  return holder && holder.pid !== process.pid && processIsAlive(holder.pid) ? holder : null;
}

function readHolder(file: string): LockHolder | null {
  try {
    const holder = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockHolder>;
    return typeof holder.pid === 'number' && Number.isInteger(holder.pid) && holder.pid > 0
      ? (holder as LockHolder)
      : null;
  } catch {
    // Missing, or unreadable (a crash while it was written): nobody holds it.
    return null;
  }
}

/** Takes the lock of an embedded database folder, or throws DataDirLockedError naming the live holder. */
export function acquireDataDirLock(databaseDir: string): DataDirLock {
  const file = lockFileOf(databaseDir);
  // A brand-new DATA_DIR (first start, seed:catalog, the bench) has no folder to hold the lock yet.
  mkdirSync(dirname(file), { recursive: true });
  const content = JSON.stringify({
    pid: process.pid,
    hostname: hostname(),
    since: new Date().toISOString(),
  } satisfies LockHolder);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    let descriptor: number;
    try {
      // 'wx': created only if absent, so of two processes starting together exactly one gets it.
      descriptor = openSync(file, 'wx', 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(file);
      // Our own id in the file is a previous life of this process id (a restarted container's pid 1).
      if (holder && holder.pid !== process.pid && processIsAlive(holder.pid))
        throw new DataDirLockedError(file, holder.pid);
      unlinkSync(file);
      continue;
    }
    try {
      writeSync(descriptor, content);
    } finally {
      closeSync(descriptor);
    }
    return {
      file,
      release: () => {
        // Only our own lock: never one another process took over meanwhile.
        if (readHolder(file)?.pid === process.pid) unlinkSync(file);
      },
    };
  }
  const holder = readHolder(file);
  throw new DataDirLockedError(file, holder?.pid ?? 0);
}
