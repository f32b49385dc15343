import { defineConfig } from 'vitest/config';

/**
 * `npm run test:scale`: the tests that fill a shop to scale (20,000 products, 100,000 order lines)
 * to hold its bounds — page size, a streamed export's memory. They cost a minute of CPU for a few
 * checks, so they run here and in CI rather than in every `npm test`.
 */
export default defineConfig({
  test: {
    include: ['apps/server/test/scale/**/*.scale.ts'],
    environment: 'node',
    testTimeout: 400_000,
    hookTimeout: 400_000,
    pool: 'forks',
    globalSetup: ['apps/server/test/global-setup.ts'],
  },
});
