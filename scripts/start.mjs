// `npm start`: builds the web app if it has not been built yet, then serves shop and API from one process.
import { existsSync, readFileSync } from 'node:fs';
import { spawnSync, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { EMBEDDED_NODE_FLAGS } from './embedded-node-flags.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
// The web app and its server-rendering bundle (apps/web/dist-ssr), built together by `npm run build`.
if (!existsSync(`${root}apps/web/dist/index.html`) || !existsSync(`${root}apps/web/dist-ssr/entry-server.js`)) {
  console.log('Building the web app (first start only)…');
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// A .env file, if present, fills in variables the environment does not set.
const envFile = existsSync(`${root}.env`) ? ['--env-file=.env'] : [];
// The embedded database (no DATABASE_URL) runs with its memory-saving options (embedded-node-flags.mjs).
const envFileText = envFile.length ? readFileSync(`${root}.env`, 'utf8') : '';
const embedded = !process.env.DATABASE_URL && !/^\s*DATABASE_URL\s*=\s*\S/m.test(envFileText);
const engineFlags = embedded ? EMBEDDED_NODE_FLAGS : [];
// The server bundle takes a fraction of a second, so it is always rebuilt from the current sources.
const serverBuild = spawnSync(process.execPath, ['scripts/build-server.mjs'], { cwd: root, stdio: 'inherit' });
if (serverBuild.status !== 0) process.exit(serverBuild.status ?? 1);

const server = spawn(process.execPath, [...envFile, ...engineFlags, '--enable-source-maps', 'apps/server/dist/main.mjs'], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
