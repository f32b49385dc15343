// `npm run lint`, second half: the OpenAPI document the shop serves at /api/docs/openapi.json must
// pass Redocly's recommended rules without errors (warnings are printed, not fatal). The document is
// built from the routes themselves, so the app is built in memory (test config, embedded database)
// and asked for it; nothing listens on a port.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const root = fileURLToPath(new URL('..', import.meta.url));

async function openapiDocument() {
  const { buildApp } = await tsImport('./apps/server/src/app.ts', `file://${root}`);
  const { testConfig } = await tsImport('./apps/server/src/config.ts', `file://${root}`);
  const app = await buildApp(testConfig());
  try {
    await app.ready();
    return app.swagger();
  } finally {
    await app.close();
  }
}

const directory = mkdtempSync(join(tmpdir(), 'tools-bd-openapi-'));
try {
  const file = join(directory, 'openapi.json');
  writeFileSync(file, JSON.stringify(await openapiDocument(), null, 2));
  const lint = spawnSync(
    process.execPath,
    [join(root, 'node_modules/@redocly/cli/bin/cli.js'), 'lint', '--extends', 'recommended', '--format', 'stylish', file],
    {
      stdio: 'inherit',
      // Linting is local: no usage report and no update check, so it works (and stays quick) offline.
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    },
  );
  process.exitCode = lint.status ?? 1;
} finally {
  rmSync(directory, { recursive: true, force: true });
}
