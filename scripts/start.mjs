// `npm start`: builds the web app if it has not been built yet, then serves shop and API from one process.
import { existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { spawnSync, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { EMBEDDED_NODE_FLAGS, POSTGRES_NODE_FLAGS } from './embedded-node-flags.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
// The web app and its server-rendering bundle (apps/web/dist-ssr), built together by `npm run build`.
const webBuilt = () =>
  existsSync(`${root}apps/web/dist/index.html`) && existsSync(`${root}apps/web/dist-ssr/entry-server.js`);
if (!webBuilt()) buildWebAppOnce();

// Two instances started at once from one installation must not both build the web app (the build
// empties its folder first): the first takes a lock folder, the others wait for its build.
function buildWebAppOnce() {
  const lock = `${root}apps/web/.build-lock`;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      // A lock left by a build that was killed is taken over after ten minutes.
      if (Date.now() - statSync(lock, { throwIfNoEntry: false })?.mtimeMs > 10 * 60_000)
        rmSync(lock, { force: true, recursive: true });
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500);
      if (!existsSync(lock) && webBuilt()) return;
    }
  }
  let status = 0;
  try {
    if (webBuilt()) return;
    console.log('Building the web app (first start only)…');
    status = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' }).status ?? 1;
  } finally {
    rmSync(lock, { force: true, recursive: true });
  }
  if (status !== 0) process.exit(status);
}

// A .env file, if present, fills in variables the environment does not set.
const envFile = existsSync(`${root}.env`) ? ['--env-file=.env'] : [];
// Each database runs the shop with its memory-saving options (embedded-node-flags.mjs).
const envFileText = envFile.length ? readFileSync(`${root}.env`, 'utf8') : '';
const embedded = !process.env.DATABASE_URL && !/^\s*DATABASE_URL\s*=\s*\S/m.test(envFileText);
const engineFlags = embedded ? EMBEDDED_NODE_FLAGS : POSTGRES_NODE_FLAGS;
// The server bundle takes a fraction of a second, so it is always rebuilt from the current sources
// (only changed files are replaced, atomically: scripts/build-server.mjs).
const serverBuild = spawnSync(process.execPath, ['scripts/build-server.mjs'], { cwd: root, stdio: 'inherit' });
if (serverBuild.status !== 0) process.exit(serverBuild.status ?? 1);

const server = spawn(
  process.execPath,
  [...envFile, ...engineFlags, '--enable-source-maps', 'apps/server/dist/main.mjs'],
  {
    cwd: root,
    stdio: 'inherit',
    env: { NODE_ENV: 'production', ...process.env },
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
