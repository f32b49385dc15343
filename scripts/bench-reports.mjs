// The admin's records at wholesale scale, for `npm run bench` (scripts/bench.mjs imports this file).
// A shop with BENCH_REPORT_ORDERS (default 100,000) orders over the last year, seeded with SQL
// `generate_series` before it starts (apps/server/src/db/seed-orders.ts), answers the sales overview
// (one connection: the latency of one admin's request; the bar is 100 ms) and streams the
// orders export of the whole year, while the shop's resident memory is sampled.
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { tsImport } from 'tsx/esm/api';
import { BENCH_ADMIN, call } from './bench-orders.mjs';
import { freshPostgresDatabase } from './bench-catalog.mjs';

export const reportOrders = Number(process.env.BENCH_REPORT_ORDERS ?? 100_000);

/** Environment for a shop whose database holds the seeded order history; `dataDir` is the emptied embedded folder. */
export async function prepareReportsShop({ root, dataDir, extraEnv }) {
  const env = { ...extraEnv };
  if (env.DATABASE_URL) env.DATABASE_URL = await freshPostgresDatabase(env.DATABASE_URL, 'reports');
  const load = (path) => tsImport(join(root, path), import.meta.url);
  const { openDatabase } = await load('apps/server/src/db/client.ts');
  const { migrate } = await load('apps/server/src/db/migrate.ts');
  const { seedBulkOrders } = await load('apps/server/src/db/seed-orders.ts');
  // No statement timeout: seeding 100,000 orders is one long statement, not a stuck request.
  const database = await openDatabase(env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL, statementTimeoutMs: 0 } : { kind: 'pglite', dataDir: join(dataDir, 'pglite') });
  try {
    await migrate(database);
    const started = performance.now();
    const seeded = await seedBulkOrders(database.db, reportOrders);
    console.log(`reports bench: ${seeded.orders} orders, ${seeded.lines} lines seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await database.close();
  }
  return env;
}

/** Resident memory of a process now (VmRSS), in MB. */
function rssMb(pid) {
  const match = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return match ? Number(match[1]) / 1024 : 0;
}

export async function reportsBench({ base, load, summarize, pid }) {
  const { token } = await call(base, '/auth/login', { method: 'POST', body: BENCH_ADMIN });
  const headers = { authorization: `Bearer ${token}` };
  const rows = [];

  // One admin at a time: the latency the issue asks about.
  const overview = await load(`${base}/api/admin/overview`, { connections: 1, headers });
  rows.push({ ...summarize(`GET /api/admin/overview @${reportOrders} orders, 1 connection`, overview), p90: overview.latency.p90, max: overview.latency.max });

  // The year's orders export, read to the end while the shop's RSS is sampled every 50 ms.
  const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const rssBefore = rssMb(pid);
  let rssPeak = rssBefore;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssMb(pid))), 50);
  const started = performance.now();
  let bytes = 0;
  let lines = 0;
  try {
    const response = await fetch(`${base}/api/admin/exports/orders.csv?from=${day(-400)}&to=${day(1)}`, { headers });
    if (!response.ok) throw new Error(`orders export: ${response.status}`);
    for await (const chunk of response.body) {
      bytes += chunk.byteLength;
      for (const byte of chunk) if (byte === 0x0a) lines += 1;
    }
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - started) / 1000;
  rows.push({
    name: `GET /api/admin/exports/orders.csv, a year @${reportOrders} orders`,
    lines: lines - 1,
    megabytes: +(bytes / 1_048_576).toFixed(1),
    seconds: +seconds.toFixed(1),
    linesPerSecond: Math.round((lines - 1) / seconds),
    rssBeforeMb: Math.round(rssBefore),
    rssPeakMb: Math.round(rssPeak),
  });
  return rows;
}
