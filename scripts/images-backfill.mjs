// `npm run images:backfill`: WebP variants (and content-hashed, sized names) for pictures uploaded
// before the shop made them; with S3_BUCKET set it also moves pictures from DATA_DIR/uploads into
// the bucket. Uses the same configuration as `npm start` (.env); run it again at any time.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

const root = fileURLToPath(new URL('..', import.meta.url));
if (existsSync(`${root}.env`)) process.loadEnvFile(`${root}.env`);

register();
const { loadConfig } = await import('../apps/server/src/config.ts');
const { buildApp } = await import('../apps/server/src/app.ts');
const { backfillPictureVariants } = await import('../apps/server/src/modules/catalog/index.ts');

let app;
try {
  // Only the database and the storage are needed: no background sweeps, no demo data.
  const config = loadConfig({ LOG_LEVEL: 'warn', ...process.env, SEED_DEMO_DATA: 'false' });
  app = await buildApp({
    ...config,
    mailSweepIntervalMs: 0,
    orderLifecycle: { ...config.orderLifecycle, reservationSweepIntervalMs: 0 },
  });
} catch (error) {
  console.error(`Cannot open the shop's database (an embedded shop must be stopped first): ${error.message ?? error}`);
  process.exit(1);
}
try {
  const report = await backfillPictureVariants(app);
  console.log(`Pictures: ${report.updated} given their variants, ${report.unchanged} already had them.`);
  if (report.missing.length > 0) console.log(`Not found (left as they are):\n  ${report.missing.join('\n  ')}`);
} finally {
  await app.close();
}
