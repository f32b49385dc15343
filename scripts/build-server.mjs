// Bundles the server into apps/server/dist/main.mjs (plain JavaScript, run by plain node):
// no TypeScript loader at run time saves ~90 MB of memory and some start-up time.
// npm packages stay external (node_modules); the workspace contract package is bundled in.
import { cpSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = `${root}apps/server/dist`;

rmSync(outDir, { recursive: true, force: true });
await build({
  entryPoints: [`${root}apps/server/src/main.ts`],
  outfile: `${outDir}/main.mjs`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  logLevel: 'warning',
  plugins: [
    {
      name: 'npm-packages-stay-external',
      setup(builder) {
        builder.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@tools-bd/') ? undefined : { path: args.path, external: true }));
      },
    },
  ],
});
// Files the server finds next to itself at run time.
cpSync(`${root}apps/server/src/db/migrations`, `${outDir}/migrations`, { recursive: true });
cpSync(`${root}apps/server/src/db/pglite-init.mjs`, `${outDir}/pglite-init.mjs`);
