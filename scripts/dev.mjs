// `npm run dev`: the API server from its TypeScript sources (tsx) on PORT (3000), and Vite's dev
// server on 5173 with hot reload, which forwards /api and /uploads to it (apps/web/vite.config.ts).
// Open http://localhost:5173. Pages are rendered in the browser there; server rendering is what
// the built shop does (`npm run build && npm start`, or port 3000 once `npm run build` has run).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const envFile = existsSync(`${root}.env`) ? ['--env-file=.env'] : [];

const children = [
  spawn(process.execPath, [...envFile, '--import', 'tsx', 'apps/server/src/main.ts'], { cwd: root, stdio: 'inherit', env: { PORT: '3000', ...process.env } }),
  spawn('npx', ['vite'], { cwd: `${root}apps/web`, stdio: 'inherit' }),
];

const stopAll = (signal) => {
  for (const child of children) if (child.exitCode === null) child.kill(signal);
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(signal));
// One of the two stopping (a crash, a port in use) stops the other: half a dev setup only confuses.
for (const child of children) {
  child.on('exit', (code) => {
    stopAll('SIGTERM');
    process.exitCode = code ?? 0;
  });
}
