// `npm run bench`: throughput and latency of the built shop, as ratios of an in-memory baseline.
// Not part of `npm test`. BENCH_DURATION (seconds, default 10), BENCH_CONNECTIONS (default 50),
// BENCH_DATABASE_URL (also run against that PostgreSQL), BENCH_ONLY (a word the rows to run must
// contain, e.g. `orders` or `checkout`: quicker runs while working on one endpoint; `catalog`: only
// the rows at wholesale scale, BENCH_CATALOG_SIZE products, default 20,000; `overview`: only the
// admin's overview and export at BENCH_REPORT_ORDERS orders, default 100,000), BENCH_PORT (first of
// the ports it uses, default 3900), BENCH_NODE_ARGS (options for the shop's Node, e.g. --cpu-prof),
// BENCH_CHECKOUT_SLICES (the card and on-account checkout rows in that many turns each, alternating).
import { spawn, fork, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { benchShopEnv, peakRssMb, shopCpuMs, waitFor } from './bench-shop.mjs';
import { EMBEDDED_NODE_FLAGS, POSTGRES_NODE_FLAGS } from './embedded-node-flags.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const benchDir = `${root}.bench`;
const only = process.env.BENCH_ONLY?.toLowerCase();
const selected = (name) => !only || name.toLowerCase().includes(only);

/** Benchmarks run what `npm start` runs: the built web app and the server bundle. */
function ensureBuilt() {
  const steps = [
    ...(existsSync(`${root}apps/web/dist/index.html`) && existsSync(`${root}apps/web/dist-ssr/entry-server.js`)
      ? []
      : [['npm', ['run', 'build', '-w', 'apps/web']]]),
    [process.execPath, ['scripts/build-server.mjs']],
  ];
  for (const [command, args] of steps) {
    const build = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
}

/** `prepare` (optional) fills the emptied data folder or database first and may change the environment. */
async function startShop(label, port, extraEnv, prepare) {
  const dataDir = `${benchDir}/data-${label}`;
  rmSync(dataDir, { recursive: true, force: true });
  if (prepare) extraEnv = await prepare({ root, dataDir, extraEnv });
  // BENCH_NODE_ARGS: extra options for the shop's Node, e.g. `--cpu-prof --cpu-prof-dir=.bench/profiles`;
  // after the shop's own, so that they can also turn one of those off.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(
    process.execPath,
    [...(extraEnv.DATABASE_URL ? POSTGRES_NODE_FLAGS : EMBEDDED_NODE_FLAGS), ...nodeArgs, 'apps/server/dist/main.mjs'],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...benchShopEnv(port, dataDir),
        ...extraEnv,
      },
    },
  );
  // A busy machine may take minutes to start a shop (migrations, the catalogue read into memory).
  const started = performance.now();
  await waitFor(`http://127.0.0.1:${port}/api/health`, 300_000);
  // Answering health is not the end of a start: the catalogue is read before the first list answers.
  await waitFor(`http://127.0.0.1:${port}/api/tools?limit=1`, 300_000);
  child.startSeconds = +((performance.now() - started) / 1000).toFixed(1);
  return child;
}

async function startBaseline(port, body) {
  const child = fork(`${root}scripts/bench-baseline.mjs`, {
    env: { ...process.env, PORT: String(port), BASELINE_BODY: body },
    stdio: 'ignore',
  });
  await new Promise((resolve) => child.once('message', resolve));
  return child;
}

function load(url, options = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

const summarize = (name, result) => ({
  name,
  requestsPerSecond: Math.round(result.requests.average),
  p50: result.latency.p50,
  p99: result.latency.p99,
  errors: result.errors + result.timeouts + (result.non2xx ?? 0),
});

/** The catalogue rows run on their own shop, whose catalogue seed:catalog filled (scripts/bench-catalog.mjs). */
async function benchCatalogShop(label, port, extraEnv) {
  const { prepareCatalogShop, catalogBench } = await import('./bench-catalog.mjs');
  const shop = await startShop(`${label}-catalog`, port, extraEnv, prepareCatalogShop);
  try {
    const rows = await catalogBench({
      base: `http://127.0.0.1:${port}`,
      load,
      summarize,
      peakRss: () => peakRssMb(shop.pid),
    });
    return { rows, peakRssMb: peakRssMb(shop.pid), startSeconds: shop.startSeconds };
  } finally {
    shop.kill('SIGTERM');
    await new Promise((resolve) => shop.once('exit', resolve));
  }
}

/** The overview and export rows run on their own shop, seeded with a year of orders (scripts/bench-reports.mjs). */
async function benchReportsShop(label, port, extraEnv) {
  const { prepareReportsShop, reportsBench } = await import('./bench-reports.mjs');
  const shop = await startShop(`${label}-reports`, port, extraEnv, prepareReportsShop);
  try {
    const rows = await reportsBench({ base: `http://127.0.0.1:${port}`, load, summarize, pid: shop.pid });
    return { rows, peakRssMb: peakRssMb(shop.pid) };
  } finally {
    shop.kill('SIGTERM');
    await new Promise((resolve) => shop.once('exit', resolve));
  }
}

async function benchShop(label, port, extraEnv) {
  const shop = await startShop(label, port, extraEnv);
  const base = `http://127.0.0.1:${port}`;
  try {
    const tools = await (await fetch(`${base}/api/tools`)).json();
    const rows = [];
    const reads = [
      ['GET /api/tools', `${base}/api/tools`],
      ['GET /api/tools/{id}', `${base}/api/tools/${tools[0]._id}`],
      ['GET /api/reviews', `${base}/api/reviews`],
      ['GET /', `${base}/`, { headers: { 'accept-encoding': 'br' } }],
    ];
    for (const [name, url, options] of reads) if (selected(name)) rows.push(summarize(name, await load(url, options)));
    if (selected('POST /api/orders')) {
      const { ordersBench } = await import('./bench-orders.mjs');
      rows.push(...(await ordersBench({ base, load, summarize, connections, duration })));
    }
    // The checkout rows also report the CPU time of the shop and its database backends per checkout.
    const cpuMs = () => shopCpuMs(shop.pid, extraEnv.DATABASE_URL);
    // BENCH_CHECKOUT_SLICES=n: the card and on-account rows in n turns each, alternating.
    const slices = Number(process.env.BENCH_CHECKOUT_SLICES ?? 0);
    if (slices > 0 && selected('POST /api/checkout on account')) {
      const { alternatingCheckoutBench } = await import('./bench-checkout.mjs');
      rows.push(...(await alternatingCheckoutBench({ base, connections, duration, slices, cpuMs })));
    } else {
      if (selected('POST /api/checkout')) {
        const { checkoutBench } = await import('./bench-checkout.mjs');
        rows.push(...(await checkoutBench({ base, connections, duration, cpuMs })));
      }
      if (selected('POST /api/checkout on account')) {
        const { checkoutBench } = await import('./bench-checkout.mjs');
        rows.push(...(await checkoutBench({ base, connections, duration, cpuMs, onAccount: true })));
      }
    }
    return { rows, peakRssMb: peakRssMb(shop.pid), toolsBody: JSON.stringify(tools) };
  } finally {
    shop.kill('SIGTERM');
    await new Promise((resolve) => shop.once('exit', resolve));
  }
}

async function main() {
  mkdirSync(benchDir, { recursive: true });
  ensureBuilt();
  // BENCH_ENGINES=postgres: only the PostgreSQL run (a large catalogue seeds slowly into the embedded database).
  const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
  const runs = engines.includes('pglite') ? [{ label: 'pglite', env: {} }] : [];
  if (process.env.BENCH_DATABASE_URL && engines.includes('postgres')) {
    runs.push({
      label: 'postgres',
      env: {
        DATABASE_URL: process.env.BENCH_DATABASE_URL,
        JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0001',
        DATABASE_POOL_SIZE: '20',
        ALLOW_TEST_PAYMENTS: 'true',
      },
    });
  }

  const results = {
    date: new Date().toISOString(),
    cores: cpus().length,
    node: process.version,
    duration,
    connections,
    runs: [],
  };
  let port = Number(process.env.BENCH_PORT ?? 3900);
  for (const run of runs) {
    const shop = await benchShop(run.label, port++, run.env);
    const baseline = await startBaseline(port++, shop.toolsBody);
    const baselineRow = summarize('baseline node:http (same JSON)', await load(`http://127.0.0.1:${port - 1}/`));
    baseline.kill();
    const rows = shop.rows.map((row) => ({
      ...row,
      ratioOfBaseline: +(row.requestsPerSecond / baselineRow.requestsPerSecond).toFixed(2),
    }));
    results.runs.push({ database: run.label, baseline: baselineRow, rows, peakRssMb: shop.peakRssMb });

    console.log(
      `\n${run.label}: ${duration}s per endpoint, ${connections} connections, ${results.cores} cores, Node ${process.version}`,
    );
    console.table([...rows, { ...baselineRow, ratioOfBaseline: 1 }]);
    console.log(`server peak RSS: ${shop.peakRssMb} MB`);

    if (selected('catalog')) {
      const catalog = await benchCatalogShop(run.label, port++, run.env);
      results.runs.at(-1).catalog = catalog;
      console.log(`\n${run.label}, catalogue at scale: ${duration}s per row, ${connections} connections`);
      console.table(catalog.rows);
      console.log(
        `server peak RSS (catalogue shop): ${catalog.peakRssMb} MB; started (until its first list answered) in ${catalog.startSeconds} s`,
      );
    }

    if (selected('GET /api/admin/overview')) {
      const reports = await benchReportsShop(run.label, port++, run.env);
      results.runs.at(-1).reports = reports;
      console.log(`\n${run.label}, sales overview and orders export at scale`);
      console.table(reports.rows);
      console.log(`server peak RSS (reports shop): ${reports.peakRssMb} MB`);
    }
  }
  writeFileSync(`${benchDir}/results.json`, JSON.stringify(results, null, 2));
  console.log(`\nwritten to .bench/results.json`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
