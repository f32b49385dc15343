// `npm run seed:catalog -- --count 20000`: fills an EMPTY shop database with a wholesale-sized
// catalogue (deterministic products in the demo categories and brands), for trying the shop at
// scale and for the benchmarks. DATABASE_URL selects PostgreSQL; otherwise the embedded database
// in DATA_DIR (default ./data). Migrations run first, as at start.
import { resolve, join } from 'node:path';
import { parseArgs } from 'node:util';
import { tsImport } from 'tsx/esm/api';

const { values } = parseArgs({ options: { count: { type: 'string', default: '20000' } } });
const count = Number(values.count);
if (!Number.isInteger(count) || count < 1 || count > 1_000_000) {
  console.error('--count must be a whole number from 1 to 1000000');
  process.exit(2);
}

// DATA_DIR holds password hashes: what this writes there is for the shop's user only.
process.umask(0o077);
const load = (path) => tsImport(path, import.meta.url);
const { openDatabase } = await load('../apps/server/src/db/client.ts');
const { migrate } = await load('../apps/server/src/db/migrate.ts');
const { seedLargeCatalog } = await load('../apps/server/src/db/seed-catalog.ts');

const options = process.env.DATABASE_URL
  ? { kind: 'postgres', url: process.env.DATABASE_URL }
  : { kind: 'pglite', dataDir: join(resolve(process.env.DATA_DIR ?? './data'), 'pglite') };
const started = performance.now();
const database = await openDatabase(options);
try {
  await migrate(database);
  const { inserted } = await seedLargeCatalog(database.db, count);
  console.log(`${inserted} products added to the ${options.kind} catalogue in ${((performance.now() - started) / 1000).toFixed(1)} s`);
} catch (error) {
  console.error(`seed:catalog: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
