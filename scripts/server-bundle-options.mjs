// The esbuild options of the production server bundle, in one place: scripts/build-server.mjs
// builds with them, and apps/server/test/build/bundle.test.ts checks what they pull in.
// npm packages stay external (node_modules); the workspace contract package is bundled in.
import { cpSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

export const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));

/** @type {import('esbuild').BuildOptions} */
export const serverBundleOptions = {
  entryPoints: [`${repositoryRoot}apps/server/src/main.ts`],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  logLevel: 'warning',
  plugins: [
    {
      name: 'npm-packages-stay-external',
      setup(builder) {
        builder.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@tools-bd/') ? undefined : { path: args.path, external: true }));
      },
    },
  ],
};

/**
 * Builds the server bundle into `outDir` (main.mjs) with the files it finds next to itself at run
 * time. `npm start` builds apps/server/dist; the tests that start shop processes build their own.
 * @param {string} outDir
 * @param {import('esbuild').BuildOptions} [options]
 */
export async function buildServerBundle(outDir, options = {}) {
  await build({ ...serverBundleOptions, ...options, outfile: `${outDir}/main.mjs` });
  cpSync(`${repositoryRoot}apps/server/src/db/migrations`, `${outDir}/migrations`, { recursive: true });
  cpSync(`${repositoryRoot}apps/server/src/db/pglite-init.mjs`, `${outDir}/pglite-init.mjs`);
  cpSync(`${repositoryRoot}apps/server/src/db/pglite-worker.mjs`, `${outDir}/pglite-worker.mjs`);
}
