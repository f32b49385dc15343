import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
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
export async function buildWebApp(): Promise<BuiltWebApp> {
  const root = join(repositoryRoot, 'apps/web');
  const outRoot = join(repositoryRoot, 'node_modules/.cache', `tools-bd-web-${randomUUID()}`);
  const common = { root, configFile: join(root, 'vite.config.ts'), logLevel: 'error' as const };
  await build({ ...common, build: { outDir: join(outRoot, 'dist'), emptyOutDir: true } });
  await build({
    ...common,
    build: { ssr: 'src/entry-server.tsx', outDir: join(outRoot, 'dist-ssr'), emptyOutDir: true },
  });
  return { distDir: join(outRoot, 'dist'), remove: () => rmSync(outRoot, { recursive: true, force: true }) };
}
