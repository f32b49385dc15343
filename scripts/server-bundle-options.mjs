// The esbuild options of the production server bundle, in one place: scripts/build-server.mjs
// builds with them, and apps/server/test/build/bundle.test.ts checks what they pull in.
// npm packages stay external (node_modules); the workspace contract package is bundled in.
import { fileURLToPath } from 'node:url';

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
