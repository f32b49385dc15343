// The esbuild options of the production server bundle, in one place: scripts/build-server.mjs
// builds with them, and apps/server/test/build/bundle.test.ts checks what they pull in.
// npm packages stay external (node_modules); the workspace contract package is bundled in.
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
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
        builder.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@tools-bd/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
};

/**
 * Builds the server bundle into `outDir` (main.mjs) with the files it finds next to itself at run
 * time. `npm start` builds apps/server/dist; the tests that start shop processes build their own.
 *
 * Other instances may be starting from that folder at the same moment (several instances from one
 * installation, or a restart beside a running one), so nothing is ever emptied: each file is
 * written only when its content changed, to a temporary name first and renamed into place, so a
 * reader sees the old file or the new one, never a missing or half-written one.
 * @param {string} outDir
 * @param {import('esbuild').BuildOptions} [options]
 */
export async function buildServerBundle(outDir, options = {}) {
  const bundle = await build({ ...serverBundleOptions, ...options, outfile: `${outDir}/main.mjs`, write: false });
  for (const file of bundle.outputFiles) writeIfChanged(file.path, Buffer.from(file.contents));
  const migrations = `${repositoryRoot}apps/server/src/db/migrations`;
  const sources = readdirSync(migrations);
  for (const name of sources) writeIfChanged(`${outDir}/migrations/${name}`, readFileSync(`${migrations}/${name}`));
  // A migration renamed or removed in the sources must not run from an old copy.
  for (const name of readdirSync(`${outDir}/migrations`)) {
    if (!sources.includes(name) && !name.endsWith('.tmp')) rmSync(`${outDir}/migrations/${name}`, { force: true });
  }
  for (const name of ['pglite-init.mjs', 'pglite-worker.mjs', 'pglite-answer.mjs']) {
    writeIfChanged(`${outDir}/${name}`, readFileSync(`${repositoryRoot}apps/server/src/db/${name}`));
  }
}

function writeIfChanged(path, bytes) {
  if (existsSync(path) && readFileSync(path).equals(bytes)) return;
  mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, bytes);
  renameSync(temporary, path);
}
