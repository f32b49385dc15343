import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/** `npm test`: every test that needs no browser — contract, API (through inject) and React components. */
export default defineConfig({
  test: {
    // PGlite instances are heavy; two workers suit the 2-core machines.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'contract',
          include: ['packages/contract/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          environment: 'node',
          // Says once which suites skip; migrates one embedded database that test shops copy.
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          // Typing with user-event through whole forms takes seconds when the machine is busy.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
