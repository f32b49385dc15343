import { defineConfig } from 'vitest/config';

/**
 * `npm run test:cluster`: the production setup end to end — PostgreSQL, Redis, an S3 bucket, two
 * instances started as `npm start` and nginx in front with deploy/nginx.conf. Needs nginx (Debian's
 * `nginx` package) and TEST_DATABASE_URL / TEST_REDIS_URL; `.ci/run` runs it.
 */
export default defineConfig({
  test: {
    include: ['apps/server/test/cluster/**/*.cluster.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 300_000,
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
  },
});
