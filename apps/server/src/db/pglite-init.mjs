// Creates an embedded database folder (initdb) and exits. Run in its own short-lived process
// because initdb grows PGlite's WebAssembly memory to ~700 MB, which a process never gets back.
import { PGlite } from '@electric-sql/pglite';

const dataDir = process.argv[2];
if (!dataDir) {
  console.error('usage: pglite-init.mjs <dataDir>');
  process.exit(2);
}
const db = await PGlite.create({ dataDir });
await db.close();
