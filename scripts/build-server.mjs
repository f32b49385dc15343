// Bundles the server into apps/server/dist/main.mjs (plain JavaScript, run by plain node):
// no TypeScript loader at run time saves memory and start-up time
// (docs/decisions/003-plain-javascript-server-bundle.md).
//
// Other instances may be starting from this folder at the same moment (several instances from one
// installation, or a restart beside a running one), so nothing is ever emptied: each file is
// written only when its content changed, to a temporary name first and renamed into place, so a
// reader sees the old file or the new one, never a missing or half-written one.
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { build } from 'esbuild';
import { repositoryRoot as root, serverBundleOptions } from './server-bundle-options.mjs';

const outDir = `${root}apps/server/dist`;

function writeIfChanged(path, bytes) {
  if (existsSync(path) && readFileSync(path).equals(bytes)) return;
  mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, bytes);
  renameSync(temporary, path);
}

const bundle = await build({
  ...serverBundleOptions,
  outfile: `${outDir}/main.mjs`,
  sourcemap: 'linked',
  write: false,
});
for (const file of bundle.outputFiles) writeIfChanged(file.path, Buffer.from(file.contents));

// Files the server finds next to itself at run time.
const migrations = `${root}apps/server/src/db/migrations`;
const sources = readdirSync(migrations);
for (const name of sources) writeIfChanged(`${outDir}/migrations/${name}`, readFileSync(`${migrations}/${name}`));
// A migration renamed or removed in the sources must not run from an old copy.
for (const name of readdirSync(`${outDir}/migrations`)) {
  if (!sources.includes(name) && !name.endsWith('.tmp')) rmSync(`${outDir}/migrations/${name}`, { force: true });
}
for (const name of ['pglite-init.mjs', 'pglite-worker.mjs']) {
  writeIfChanged(`${outDir}/${name}`, readFileSync(`${root}apps/server/src/db/${name}`));
}
