import { configDefaults, defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
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

/**
 * The files that take longest, started first: on a clean clone vitest has no timings of its own and
 * runs files in name order, so these (most of them under apps/server/test/) would start last and
 * leave one worker running them alone at the end.
 */
const LONGEST_FIRST = [
  'apps/server/test/operations/start-up.test.ts',
  'apps/server/test/fuzz/hostile-input.test.ts',
  'apps/server/test/operations/backup.test.ts',
  'apps/server/test/resilience/crash.test.ts',
  'apps/server/src/db/pglite-thread.test.ts',
  'apps/server/src/modules/identity/identity.test.ts',
];

class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const index = LONGEST_FIRST.findIndex((path) => file.moduleId.endsWith(path));
      return index === -1 ? LONGEST_FIRST.length : index;
    };
    return sorted
      .map((file, position) => ({ file, position }))
      .sort((a, b) => rank(a.file) - rank(b.file) || a.position - b.position)
      .map(({ file }) => file);
  }
}

/** `npm test`: every test that needs no browser — contract, API (through inject) and React components. */
export default defineConfig({
  test: {
    // PGlite instances are heavy; two workers suit the 2-core machines.
    maxWorkers: 2,
    sequence: { sequencer: LongestFirstSequencer },
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
