// `npm run test:e2e`: browser journeys in Debian's Chromium against a freshly built shop.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(`Chromium is missing at ${chromium}. Install it with:\n\n  sudo apt-get update && sudo apt-get install -y chromium\n`);
  process.exit(1);
}

const run = (command, args, cwd = root) => {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

// Always build: the journeys must test the code as it is now.
run('npm', ['run', 'build', '-w', 'apps/web']);
run(process.execPath, ['scripts/build-server.mjs']);
run('npx', ['playwright', 'test', '--config', 'apps/web/playwright.config.ts', ...process.argv.slice(2)]);
