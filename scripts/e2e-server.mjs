// The shop as the browser journeys see it: built web app, fresh embedded database, demo data,
// Google sign-in against a local OpenID Connect issuer (scripts/e2e-oidc-issuer.mjs) and
// SSLCommerz against a local stand-in (scripts/e2e-sslcommerz-stand-in.mjs).
// E-mail goes to DATA_DIR/outbox (one JSON file per message), where the journeys read links.
import { rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { EMBEDDED_NODE_FLAGS } from './embedded-node-flags.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = process.env.PORT ?? '3210';
// One folder per port, so journeys of several checkouts or ports never share a database.
const dataDir = process.env.E2E_DATA_DIR ?? `${root}.e2e-data/${port}`;
rmSync(dataDir, { recursive: true, force: true });

const publicUrl = process.env.PUBLIC_URL ?? `http://127.0.0.1:${port}`;
const oidcClient = { OIDC_CLIENT_ID: 'tools-bd-e2e', OIDC_CLIENT_SECRET: 'tools-bd-e2e-client-secret' };

const children = new Set();
const stopAll = (signal = 'SIGTERM') => {
  for (const child of children) child.kill(signal);
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(signal));

/**
 * Starts a helper script under tsx and answers the `NAME=value` lines it prints before `last`
 * (the line that says it listens).
 */
function startHelper(script, env, last) {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  });
  children.add(child);
  child.on('exit', (code) => {
    children.delete(child);
    if (code) {
      console.error(`${script} stopped (${code})`);
      stopAll();
      process.exit(code);
    }
  });
  return new Promise((resolve, reject) => {
    const values = {};
    const lines = createInterface({ input: child.stdout });
    lines.on('line', (line) => {
      const match = /^([A-Z_]+)=(.*)$/.exec(line.trim());
      if (!match) return;
      values[match[1]] = match[2];
      if (match[1] === last) resolve(values);
    });
    child.once('exit', () => reject(new Error(`${script} did not start`)));
  });
}

const { OIDC_ISSUER: issuerUrl } = await startHelper(
  'scripts/e2e-oidc-issuer.mjs',
  { ...oidcClient, OIDC_REDIRECT_URI: `${publicUrl}/api/auth/google/callback` },
  'OIDC_ISSUER',
);
// SSLCOMMERZ_STORE_ID, SSLCOMMERZ_STORE_PASSWORD and SSLCOMMERZ_BASE_URL of the stand-in.
const sslcommerz = await startHelper('scripts/e2e-sslcommerz-stand-in.mjs', {}, 'SSLCOMMERZ_BASE_URL');
// The couriers' stand-ins on ports beside the shop's (the delivery journey drives them there).
const { COURIERS_READY: _ready, ...couriers } = await startHelper(
  'scripts/e2e-couriers-stand-in.mjs',
  {
    PUBLIC_URL: publicUrl,
    PATHAO_STAND_IN_PORT: String(Number(port) + 11),
    STEADFAST_STAND_IN_PORT: String(Number(port) + 12),
  },
  'COURIERS_READY',
);

// The production bundle (built by scripts/e2e.mjs), so the journeys test what `npm start` runs.
const server = spawn(process.execPath, [...EMBEDDED_NODE_FLAGS, '--enable-source-maps', 'apps/server/dist/main.mjs'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO_DATA: 'true',
    // The journeys sign up many customers from this one address.
    SIGNUPS_PER_ADDRESS_PER_HOUR: '1000',
    PUBLIC_URL: publicUrl,
    OIDC_ISSUER: issuerUrl,
    ...oidcClient,
    ...sslcommerz,
    ...couriers,
    ...process.env,
  },
});
children.add(server);
server.on('exit', (code) => {
  children.delete(server);
  stopAll();
  process.exit(code ?? 0);
});
