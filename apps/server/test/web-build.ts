import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import { inject } from 'vitest';
import { repositoryRoot } from '../../../scripts/server-bundle-options.mjs';

export interface BuiltWebApp {
  /** Pass as `webDistDir`: the server finds the server-rendering bundle beside it (../dist-ssr). */
  distDir: string;
  remove(): void;
}

/**
 * Builds the web app and its server-rendering bundle as `npm run build` does, into a folder of
 * its own (tests run in parallel), inside the repository so that the bundle's imports of npm
 * packages resolve from node_modules as they do from apps/web/dist-ssr.
 */
async function buildOnce(): Promise<BuiltWebApp> {
  const root = join(repositoryRoot, 'apps/web');
  const outRoot = join(inject('webBuildsFolder'), randomUUID());
  const common = { root, configFile: join(root, 'vite.config.ts'), logLevel: 'error' as const };
  await build({ ...common, build: { outDir: join(outRoot, 'dist'), emptyOutDir: true } });
  await build({
    ...common,
    build: { ssr: 'src/entry-server.tsx', outDir: join(outRoot, 'dist-ssr'), emptyOutDir: true },
  });
  return { distDir: join(outRoot, 'dist'), remove: () => rmSync(outRoot, { recursive: true, force: true }) };
}

let shared: Promise<BuiltWebApp> | undefined;

/**
 * One build per test process, shared by the files it runs (a build costs seconds of CPU and no
 * test changes it); the run's global teardown removes it, so `remove()` of the answer does nothing.
 */
export function buildWebApp(): Promise<BuiltWebApp> {
  shared ??= buildOnce();
  return shared.then((built) => ({ distDir: built.distDir, remove: () => {} }));
}
