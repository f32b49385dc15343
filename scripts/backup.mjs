// `npm run backup [-- FILE]`: one file with a consistent snapshot of the embedded shop (database,
// uploaded pictures, JWT secret), taken from the running shop over its control socket, or straight
// from DATA_DIR when the shop is stopped. Restore it with `npm run restore -- FILE`.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

const root = fileURLToPath(new URL('..', import.meta.url));
// The same .env as `npm start`, so DATA_DIR points at the same shop.
if (existsSync(`${root}.env`)) process.loadEnvFile(`${root}.env`);

// With a bucket (S3_BUCKET), product pictures live there and no backup of the shop holds them.
const pictures = process.env.S3_BUCKET
  ? `Product pictures are in the bucket ${process.env.S3_BUCKET}, not in this backup: back the bucket up on its own (README, "Backups").`
  : undefined;

if (process.env.DATABASE_URL) {
  console.error(
    'DATABASE_URL is set: back up PostgreSQL with pg_dump (see README, "Backups"), e.g.\n' +
      '  pg_dump --format=custom "$DATABASE_URL" > toolsbd-$(date +%F).dump\n' +
      (pictures ?? 'and copy DATA_DIR/uploads beside it.'),
  );
  process.exit(2);
}

// DATA_DIR holds password hashes: what this writes there is for the shop's user only.
process.umask(0o077);
register();
const { backupCommand, BackupError } = await import('../apps/server/src/db/backup/commands.ts');
const output = process.argv[2] ?? `tools-bd-backup-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`;
try {
  const { source, bytes } = await backupCommand({ dataDir: process.env.DATA_DIR || './data', output });
  console.log(
    `Backup of the ${source} written to ${output} (${Math.round(bytes / 1024)} kB). It holds password hashes and the JWT secret: keep it private.`,
  );
  if (pictures) console.log(pictures);
} catch (error) {
  console.error(error instanceof BackupError ? error.message : error);
  process.exit(1);
}
