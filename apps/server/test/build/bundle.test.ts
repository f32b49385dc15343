import { readFileSync, readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { build, type Metafile } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { repositoryRoot, serverBundleOptions } from '../../../../scripts/server-bundle-options.mjs';

// The test doubles (local OIDC issuer, Stripe stand-in, SMTP server) live under test/doubles so
// that production never ships them: this builds the bundle exactly as scripts/build-server.mjs
// does and checks that nothing of theirs, nor any development-only package, got into it.

const doublesDir = join(repositoryRoot, 'apps/server/test/doubles');

/** Packages the production install provides: the server's and the bundled contract's dependencies. */
function productionPackages(): Set<string> {
  const manifests = ['apps/server/package.json', 'packages/contract/package.json'];
  return new Set(
    manifests.flatMap((manifest) =>
      Object.keys(
        (JSON.parse(readFileSync(join(repositoryRoot, manifest), 'utf8')) as { dependencies?: object }).dependencies ??
          {},
      ),
    ),
  );
}

/** `drizzle-orm/pg-core` -> `drizzle-orm`, `@fastify/static` -> `@fastify/static`. */
function packageNameOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

/** Every value a double exports (function and constant names), read from the modules themselves. */
async function doubleExportNames(): Promise<string[]> {
  const files = readdirSync(doublesDir).filter((file) => file.endsWith('.ts'));
  const modules = await Promise.all(
    files.map((file) => import(join(doublesDir, file)) as Promise<Record<string, unknown>>),
  );
  return modules.flatMap((module) => Object.keys(module));
}

describe('the production server bundle', () => {
  let metafile: Metafile;
  let code: string;

  beforeAll(async () => {
    const result = await build({
      ...serverBundleOptions,
      write: false,
      metafile: true,
      outfile: join(repositoryRoot, 'apps/server/dist/main.mjs'),
    });
    metafile = result.metafile;
    code = result.outputFiles.map((file) => file.text).join('\n');
  });

  it('is built from the server and contract sources only, no test file or double', () => {
    const inputs = Object.keys(metafile.inputs);
    expect(inputs).toContain('apps/server/src/main.ts');
    expect(
      inputs.filter(
        (input) => input.startsWith('apps/server/test/') || /\.test\.tsx?$/.test(input) || input.includes('/test/'),
      ),
    ).toEqual([]);
  });

  it('contains none of the names the test doubles export', async () => {
    const names = await doubleExportNames();
    // Guards the guard: if the doubles moved or stopped exporting, this test would check nothing.
    expect(names).toEqual(
      expect.arrayContaining(['startLocalIssuer', 'startStripeStandIn', 'startTestSmtpServer', 'STAND_IN_SECRET_KEY']),
    );
    expect(names.filter((name) => new RegExp(`\\b${name}\\b`).test(code))).toEqual([]);
  });

  it('imports only node built-ins and packages a production install provides', () => {
    const allowed = productionPackages();
    const builtins = new Set(builtinModules);
    const externals = Object.values(metafile.outputs).flatMap((output) =>
      output.imports.filter((entry) => entry.external).map((entry) => entry.path),
    );
    expect(externals.length).toBeGreaterThan(0);
    const foreign = [...new Set(externals)].filter(
      (path) => !path.startsWith('node:') && !builtins.has(path) && !allowed.has(packageNameOf(path)),
    );
    // e.g. oidc-provider or smtp-server: development dependencies that only the doubles use.
    expect(foreign).toEqual([]);
  });
});
