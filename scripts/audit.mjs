// `npm run audit`: Lighthouse (mobile) in Debian's Chromium on the built shop's main pages.
// Not part of `npm test`. Prints performance, accessibility, best practices and SEO per page.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { EMBEDDED_NODE_FLAGS } from './embedded-node-flags.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const port = Number(process.env.AUDIT_PORT ?? 3960);
const base = `http://127.0.0.1:${port}`;
const outDir = `${root}.audit`;

if (!existsSync(chromePath)) {
  console.error(`Chromium is missing at ${chromePath}: sudo apt-get install -y chromium`);
  process.exit(1);
}
if (!existsSync(`${root}apps/web/dist/index.html`) || process.env.AUDIT_BUILD !== 'false') {
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'ignore' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
if (spawnSync(process.execPath, ['scripts/build-server.mjs'], { cwd: root, stdio: 'inherit' }).status !== 0)
  process.exit(1);

async function waitFor(url) {
  for (let tries = 0; tries < 300; tries++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // starting
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not come up`);
}

mkdirSync(outDir, { recursive: true });
const dataDir = `${outDir}/data`;
rmSync(dataDir, { recursive: true, force: true });
const shop = spawn(process.execPath, [...EMBEDDED_NODE_FLAGS, 'apps/server/dist/main.mjs'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    SEED_DEMO_DATA: 'true',
  },
});

let chrome;
try {
  await waitFor(`${base}/api/health`);
  const [firstTool] = await (await fetch(`${base}/api/tools`)).json();
  const pages = ['/', '/shop', `/tools/${firstTool.slug}`, '/login', `/purchases/${firstTool._id}`, '/blogs'];
  // The Bangla twins of the public pages: Bangla markup and the Bangla font.
  pages.push('/bn', '/bn/shop', `/bn/tools/${firstTool.slug}`);
  // AUDIT_PAGES=/,/bn,/bn/tools/{slug} audits only those (a comparison in one run).
  const only = process.env.AUDIT_PAGES?.split(',').map((page) => page.replace('{slug}', firstTool.slug));
  if (only) pages.splice(0, pages.length, ...pages.filter((page) => only.includes(page)));
  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
    ],
  });
  const rows = [];
  for (const path of pages) {
    // A trace Chrome failed to record (NO_NAVSTART on a loaded machine) leaves no scores: Lighthouse
    // says to run it again, so it is, up to twice.
    let result;
    for (let attempt = 1; attempt <= 3; attempt++) {
      result = await lighthouse(`${base}${path}`, { port: chrome.port, output: ['html', 'json'], logLevel: 'error' });
      if (!result.lhr.runtimeError) break;
      console.log(`${path}: ${result.lhr.runtimeError.code}, attempt ${attempt} of 3`);
    }
    const { categories, audits } = result.lhr;
    const score = (key) => Math.round((categories[key]?.score ?? 0) * 100);
    // Initial JavaScript of the page as sent over the wire (compressed), in kB.
    const scripts = (audits['network-requests']?.details?.items ?? []).filter((item) => item.resourceType === 'Script');
    const javascriptKb = Math.round(scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024);
    // Web fonts of the page (the Bangla pages' subset), as sent over the wire, in kB.
    const fonts = (audits['network-requests']?.details?.items ?? []).filter((item) => item.resourceType === 'Font');
    const fontKb = Math.round((fonts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024) * 10) / 10;
    rows.push({
      page: path.replace(/^\/purchases\/.+/, '/purchases/{id}').replace(/^(\/bn)?\/tools\/.+/, '$1/tools/{slug}'),
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      FCP: audits['first-contentful-paint']?.displayValue,
      LCP: audits['largest-contentful-paint']?.displayValue,
      TBT: audits['total-blocking-time']?.displayValue,
      CLS: audits['cumulative-layout-shift']?.displayValue,
      'JS kB': javascriptKb,
      'font kB': fontKb,
    });
    const failing = Object.values(audits).filter(
      (audit) =>
        audit.score !== null &&
        audit.score < 0.9 &&
        audit.scoreDisplayMode !== 'informative' &&
        audit.scoreDisplayMode !== 'manual',
    );
    if (failing.length) console.log(`${path}: below 0.9 → ${failing.map((audit) => audit.id).join(', ')}`);
    const bangla = path === '/bn' || path.startsWith('/bn/');
    const english = bangla ? path.slice(3) || '/' : path;
    const reportName = `${outDir}/${bangla ? 'bn-' : ''}${english === '/' ? 'home' : english.split('/')[1]}`;
    writeFileSync(`${reportName}.html`, result.report[0]);
    writeFileSync(`${reportName}.json`, result.report[1]);
  }
  console.table(rows);
  writeFileSync(`${outDir}/results.json`, JSON.stringify({ date: new Date().toISOString(), rows }, null, 2));
  console.log('reports in .audit/');
} finally {
  await chrome?.kill();
  shop.kill('SIGTERM');
}
