// Bundles the server into apps/server/dist/main.mjs (plain JavaScript, run by plain node):
// no TypeScript loader at run time saves memory and start-up time
// (docs/decisions/003-plain-javascript-server-bundle.md).
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';
import { repositoryRoot as root, serverBundleOptions } from './server-bundle-options.mjs';

const outDir = `${root}apps/server/dist`;

rmSync(outDir, { recursive: true, force: true });
await build({ ...serverBundleOptions, outfile: `${outDir}/main.mjs`, sourcemap: 'linked' });
// Files the server finds next to itself at run time.
cpSync(`${root}apps/server/src/db/migrations`, `${outDir}/migrations`, { recursive: true });
cpSync(`${root}apps/server/src/db/pglite-init.mjs`, `${outDir}/pglite-init.mjs`);
cpSync(`${root}apps/server/src/db/pglite-worker.mjs`, `${outDir}/pglite-worker.mjs`);
