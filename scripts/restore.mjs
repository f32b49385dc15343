// `npm run restore -- FILE`: puts a backup made by `npm run backup` into an empty DATA_DIR
// (a non-empty one is refused, so a live shop is never overwritten). Then `npm start` opens it.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

const root = fileURLToPath(new URL('..', import.meta.url));
if (existsSync(`${root}.env`)) process.loadEnvFile(`${root}.env`);

const file = process.argv[2];
if (!file) {
  console.error('usage: npm run restore -- FILE   (into DATA_DIR, which must be empty or missing)');
  process.exit(2);
}

// DATA_DIR holds password hashes: what this writes there is for the shop's user only.
process.umask(0o077);
register();
const { restoreCommand, BackupError } = await import('../apps/server/src/db/backup/commands.ts');
const dataDir = process.env.DATA_DIR || './data';
try {
  const { takenAt, uploads } = await restoreCommand({ dataDir, file });
  console.log(`Restored the backup taken at ${takenAt} into ${dataDir} (${uploads} uploaded pictures). Start the shop with npm start.`);
} catch (error) {
  console.error(error instanceof BackupError ? error.message : error);
  process.exit(1);
}
