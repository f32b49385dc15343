import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { acquireDataDirLock } from '../data-dir-lock.ts';
import { makeDataDirPrivate } from '../private-data-dir.ts';
import { packTar, unpackTar, type TarEntry } from './tar.ts';

/**
 * One backup file of an embedded shop: a .tar.gz holding a manifest, the database folder as
 * PGlite dumps it (itself a tar), the JWT secret (sessions stay valid after a restore) and the
 * uploaded pictures. It holds password hashes and the JWT secret: keep it as private as DATA_DIR.
 */
const MANIFEST = 'tools-bd-backup.json';
const DATABASE = 'database.tar';
const JWT_SECRET = 'jwt-secret';
const UPLOADS = 'uploads';
const FORMAT = { format: 'tools-bd-backup', version: 1 } as const;

export class BackupError extends Error {}

/** The parts of DATA_DIR a backup covers; the database folder is the one `config.database.dataDir` names. */
export const databaseDirOf = (dataDir: string) => join(dataDir, 'pglite');

async function regularFiles(folder: string): Promise<string[]> {
  const names = await readdir(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const files: string[] = [];
  // Hidden names are files still being written (lib/atomic-file.ts): not part of the shop yet.
  for (const name of names.sort())
    if (!name.startsWith('.') && (await stat(join(folder, name))).isFile()) files.push(name);
  return files;
}

/**
 * Takes the database copy first, then reads the pictures: a picture the copied database names
 * was uploaded before it, so it is there (the upload sweeper only removes pictures no product uses).
 */
export async function createBackup(
  dumpDatabase: () => Promise<Blob>,
  dataDir: string,
  takenAt = new Date(),
): Promise<Buffer> {
  const database = Buffer.from(await (await dumpDatabase()).arrayBuffer());
  const entries: TarEntry[] = [
    { name: MANIFEST, data: Buffer.from(JSON.stringify({ ...FORMAT, takenAt: takenAt.toISOString() }, null, 2)) },
    { name: DATABASE, data: database, mode: 0o600 },
  ];
  const secretFile = join(dataDir, JWT_SECRET);
  if (existsSync(secretFile)) entries.push({ name: JWT_SECRET, data: await readFile(secretFile), mode: 0o600 });
  const uploads = join(dataDir, UPLOADS);
  for (const name of await regularFiles(uploads))
    entries.push({ name: `${UPLOADS}/${name}`, data: await readFile(join(uploads, name)) });
  return promisify(gzip)(packTar(entries, takenAt));
}

/** Whether a folder is missing or holds nothing: the only places a backup is restored into. */
export function isEmptyFolder(folder: string): boolean {
  return !existsSync(folder) || readdirSync(folder).length === 0;
}

/** A plain file name: no folders, nothing hidden, nothing that climbs out of the uploads folder. */
const SAFE_FILE_NAME = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

function readBackup(entries: TarEntry[]) {
  const byName = new Map(entries.map((entry) => [entry.name, entry]));
  let manifest: { format?: string; version?: number; takenAt?: string };
  try {
    manifest = JSON.parse(byName.get(MANIFEST)?.data.toString('utf8') ?? '') as typeof manifest;
  } catch {
    throw new BackupError('This file is not a Tools-BD backup (no manifest).');
  }
  if (manifest.format !== FORMAT.format || manifest.version !== FORMAT.version) {
    throw new BackupError(
      `This file is not a Tools-BD backup this version can read (${manifest.format} ${manifest.version}).`,
    );
  }
  const database = byName.get(DATABASE);
  if (!database) throw new BackupError('The backup holds no database.');
  const uploads = entries.filter((entry) => entry.name.startsWith(`${UPLOADS}/`));
  for (const upload of uploads) {
    if (!SAFE_FILE_NAME.test(upload.name.slice(UPLOADS.length + 1)))
      throw new BackupError(`The backup holds an unexpected file: ${upload.name}`);
  }
  return { takenAt: manifest.takenAt, database: database.data, jwtSecret: byName.get(JWT_SECRET)?.data, uploads };
}

/**
 * Restores a backup into an empty (or missing) DATA_DIR; refuses any other, so it never mixes
 * two shops or overwrites a live one. On failure, what it wrote is removed again.
 */
export async function restoreBackup(archive: Buffer, dataDir: string): Promise<{ takenAt?: string; uploads: number }> {
  if (!isEmptyFolder(dataDir))
    throw new BackupError(`Refusing to restore into ${dataDir}: it is not empty. Restore into a new, empty DATA_DIR.`);
  let entries: TarEntry[];
  try {
    entries = unpackTar(await promisify(gunzip)(archive));
  } catch (error) {
    throw new BackupError(`This file is not a Tools-BD backup (${(error as Error).message}).`);
  }
  const backup = readBackup(entries);

  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const databaseDir = databaseDirOf(dataDir);
  // Nobody may open the shop while it is being restored.
  const lock = acquireDataDirLock(databaseDir);
  try {
    if (backup.jwtSecret) await writeFile(join(dataDir, JWT_SECRET), backup.jwtSecret, { mode: 0o600 });
    mkdirSync(join(dataDir, UPLOADS), { recursive: true });
    for (const upload of backup.uploads) await writeFile(join(dataDir, upload.name), upload.data, { mode: 0o644 });
    const database = await PGlite.create({
      dataDir: databaseDir,
      loadDataDir: new Blob([new Uint8Array(backup.database)]),
    });
    // Opening it replays the write-ahead log up to the moment of the copy.
    await database.query('select count(*) from schema_migrations');
    await database.close();
    // Unpacking writes the database files readable by everyone, whatever the umask.
    makeDataDirPrivate(dataDir);
  } catch (error) {
    lock.release();
    for (const name of readdirSync(dataDir)) rmSync(join(dataDir, name), { recursive: true, force: true });
    throw error;
  }
  lock.release();
  return { takenAt: backup.takenAt, uploads: backup.uploads.length };
}
