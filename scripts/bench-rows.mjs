// `npm run bench:rows`: chosen catalogue rows against one built shop on a copy of the embedded
// catalogue that `BENCH_ONLY=catalog npm run bench` seeded (.bench/data-pglite-catalog), with the
// shop process's CPU time per request (both threads, from /proc) and its peak RSS. For old/new
// comparisons: build the other code in another checkout and alternate runs of
// `BENCH_SHOP_DIR=<that checkout> npm run bench:rows` with runs of this one; the machine's own speed
// drifts, so only neighbouring runs compare.
// BENCH_ROWS (default `reads,mixed`; also search, searchBn, page, suggest, orders, and membersSearch,
// membersPage: the same as signed-in members of companies buying at a 500-entry price list),
// BENCH_DURATION (seconds, default 5), BENCH_CONNECTIONS (default 50), BENCH_PORT (default 3990),
// BENCH_NODE_ARGS (after the shop's own options, so `--allocation-site-pretenuring` turns that back on).
import { spawn } from 'node:child_process';
import { cpSync, existsSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { asMembers, catalogRows, renameEarlierBenchAdmin, signUpMembers } from './bench-catalog.mjs';
import { peakRssMb, processCpuMs, threadCpuMs, waitFor } from './bench-shop.mjs';
import { EMBEDDED_NODE_FLAGS } from './embedded-node-flags.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const shopDir = process.env.BENCH_SHOP_DIR ?? root;
const seeded = `${root}.bench/data-pglite-catalog`;
const rows = (process.env.BENCH_ROWS ?? 'reads,mixed').split(',');
const duration = Number(process.env.BENCH_DURATION ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const port = Number(process.env.BENCH_PORT ?? 3990);

if (!existsSync(`${seeded}/pglite`) || !existsSync(`${shopDir}/apps/server/dist/main.mjs`)) {
  console.error(
    `Needs ${seeded} (BENCH_ONLY=catalog npm run bench) and a built shop in ${shopDir} (npm run bench builds one).`,
  );
  process.exit(1);
}

// A copy: orders change the stock, and each run should start from the same catalogue.
const dataDir = `${root}.bench/data-rows-${process.pid}`;
cpSync(seeded, dataDir, { recursive: true });
// The members' rows sign in as the bench admin (to make the price list and approve the companies).
if (rows.some((row) => row.startsWith('members'))) await renameEarlierBenchAdmin(dataDir);
const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
const shop = spawn(process.execPath, [...EMBEDDED_NODE_FLAGS, ...nodeArgs, 'apps/server/dist/main.mjs'], {
  cwd: shopDir,
  stdio: ['ignore', 'ignore', 'inherit'],
  // The shop's settings as its own checkout's bench gives them (they may differ between the two).
  env: (await import(`${shopDir}/scripts/bench-shop.mjs`)).benchShopEnv(port, dataDir),
});
const base = `http://127.0.0.1:${port}`;

/** The threads that were busy during a row, busiest first, as shares of its wall time: "node 74% · node 37%". */
function busyThreads(before, after, wallMs) {
  return [...after]
    .map(([tid, { name, ms }]) => ({ name, share: (ms - (before.get(tid)?.ms ?? 0)) / wallMs }))
    .filter((thread) => thread.share >= 0.05)
    .sort((a, b) => b.share - a.share)
    .map((thread) => `${thread.name} ${Math.round(thread.share * 100)}%`)
    .join(' · ');
}

try {
  await waitFor(`${base}/api/health`, 120_000);
  const options = await catalogRows(base);
  if (rows.some((row) => row.startsWith('members'))) {
    const members = await signUpMembers(base);
    options.membersSearch = asMembers(options.search, members);
    options.membersPage = asMembers(options.page, members);
  }
  let readsOnly;
  for (const row of rows) {
    if (!options[row]) throw new Error(`unknown row ${row}; rows: ${Object.keys(options).join(', ')}`);
    const before = processCpuMs(shop.pid);
    const threadsBefore = threadCpuMs(shop.pid);
    const loadBefore = process.cpuUsage();
    const startedAt = performance.now();
    const result = await new Promise((resolve, reject) =>
      autocannon({ url: base, connections, duration, ...options[row] }, (error, done) =>
        error ? reject(error) : resolve(done),
      ),
    );
    const perRequest = (processCpuMs(shop.pid) - before) / result.requests.total;
    const wallMs = performance.now() - startedAt;
    const threads = busyThreads(threadsBefore, threadCpuMs(shop.pid), wallMs);
    const { user, system } = process.cpuUsage(loadBefore);
    const loadShare = Math.round((user + system) / 10 / wallMs);
    const errors = result.errors + result.timeouts + (result.non2xx ?? 0);
    if (row === 'reads') readsOnly = result.requests.average;
    const ratio =
      row === 'mixed' && readsOnly
        ? ` · reads × reads-only ${((result.requests.average * 0.9) / readsOnly).toFixed(2)}`
        : '';
    console.log(
      `${row.padEnd(8)} ${Math.round(result.requests.average)} req/s · p50 ${result.latency.p50} ms · p99 ${result.latency.p99} ms · CPU ${perRequest.toFixed(3)} ms/request · errors ${errors}${ratio}\n         shop threads: ${threads} · load generator ${loadShare}%`,
    );
  }
  console.log(`peak RSS ${peakRssMb(shop.pid)} MB`);
} finally {
  shop.kill('SIGTERM');
  await new Promise((resolve) => shop.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
