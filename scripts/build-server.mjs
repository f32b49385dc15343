// Bundles the server into apps/server/dist/main.mjs (plain JavaScript, run by plain node):
// no TypeScript loader at run time saves memory and start-up time
// (docs/decisions/003-plain-javascript-server-bundle.md).
import { rmSync } from 'node:fs';
import { buildServerBundle, repositoryRoot as root } from './server-bundle-options.mjs';

const outDir = `${root}apps/server/dist`;

rmSync(outDir, { recursive: true, force: true });
await buildServerBundle(outDir, { sourcemap: 'linked' });
