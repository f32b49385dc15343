import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { makeDataDirPrivate } from '../src/db/private-data-dir.ts';

/**
 * Dumps of an in-memory embedded database just after initdb (`empty`) and with every migration
 * applied (`migrated`). Starting PGlite empty runs initdb, which costs several times what loading
 * a dump does; the migrations cost little more. Test shops start as copies of the migrated dump;
 * `buildApp` still runs `migrate`, which finds nothing pending. The migrations themselves are
 * tested on copies of the empty one (db/migrate.test.ts, test/db/schema.test.ts), as the shop runs
 * them at its first start.
 */
export async function dumpDatabases(): Promise<{ empty: Blob; migrated: Blob }> {
  const handle = await openDatabase({ kind: 'pglite' });
  try {
    if (!handle.dumpDataDir) throw new Error('the embedded database cannot dump its data folder');
    const empty = await handle.dumpDataDir();
    await migrate(handle);
    return { empty, migrated: await handle.dumpDataDir() };
  } finally {
    await handle.close();
  }
}

/**
 * A DATA_DIR whose database is that dump, as a shop leaves it after its first start (folders 0700,
 * files 0600) but with no data and nothing else in it: shop processes that test something other
 * than the first start start from a copy of it (processes.ts) rather than running initdb.
 */
export async function writeMigratedDataDir(dump: Blob, dataDir: string): Promise<void> {
  makeDataDirPrivate(dataDir);
  const database = await PGlite.create({ dataDir: join(dataDir, 'pglite'), loadDataDir: dump });
  await database.close();
  makeDataDirPrivate(dataDir);
}
