// Bundles the server into apps/server/dist/main.mjs (plain JavaScript, run by plain node):
// no TypeScript loader at run time saves memory and start-up time
// (docs/decisions/003-plain-javascript-server-bundle.md). Only changed files are replaced, each
// atomically, so instances starting from the same folder meanwhile are never left without one.
import { buildServerBundle, repositoryRoot as root } from './server-bundle-options.mjs';

await buildServerBundle(`${root}apps/server/dist`, { sourcemap: 'linked' });
