import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const SERVER_TESTS = ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'];
const SERVER_TESTS_THAT_MOCK_MODULES = [
  'apps/server/src/modules/identity/identity.test.ts',
  'apps/server/test/operations/disk-full.test.ts',
];
const serverTestOptions = {
  environment: 'node',
  testTimeout: 30_000,
  hookTimeout: 60_000,
  pool: 'forks',
} as const;

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
          include: SERVER_TESTS,
          exclude: [...configDefaults.exclude, ...SERVER_TESTS_THAT_MOCK_MODULES],
          // One process runs many files: loading Fastify, PGlite and the shop's modules for each
          // file cost more than most files' tests. A test that changes anything process-wide
          // (globals, process.env, timers) undoes it before it ends.
          isolate: false,
          // Says once which suites skip; migrates one embedded database that test shops copy.
          globalSetup: ['apps/server/test/global-setup.ts'],
          ...serverTestOptions,
        },
      },
      {
        test: {
          // vi.mock replaces a module for the whole process: these files get one each.
          name: 'server-mocking',
          include: SERVER_TESTS_THAT_MOCK_MODULES,
          // The same migrated database as the server project's (global-setup.ts makes it once).
          globalSetup: ['apps/server/test/global-setup.ts'],
          ...serverTestOptions,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // One jsdom per process, not per file (creating it cost more than most files' tests);
          // setup.ts gives each file fresh copies of the app's modules.
          isolate: false,
          setupFiles: ['apps/web/src/test/setup.ts'],
          // Typing with user-event through whole forms takes seconds when the machine is busy.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
