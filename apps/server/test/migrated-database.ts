import { openDatabase } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';

/**
 * A dump of an in-memory embedded database with every migration applied. Starting PGlite empty
 * runs initdb, which costs several times what loading a dump does; the migrations cost little
 * more. Test shops start as copies of this dump; `buildApp` still runs `migrate`, which finds
 * nothing pending. The migrations themselves are tested from an empty database
 * (db/migrate.test.ts, test/db/schema.test.ts), as the shop runs them at its first start.
 */
export async function dumpMigratedDatabase(): Promise<Blob> {
  const handle = await openDatabase({ kind: 'pglite' });
  try {
    await migrate(handle);
    if (!handle.dumpDataDir) throw new Error('the embedded database cannot dump its data folder');
    return await handle.dumpDataDir();
  } finally {
    await handle.close();
  }
}
