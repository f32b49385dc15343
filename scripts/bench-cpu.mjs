// The shop's CPU time per request for the catalogue reads (search, pages, suggest, one tool), for
// comparing two versions of the shop on one machine whose speed drifts: request rates move with
// the machine, the server's CPU per request much less. Starts the built shop in <shopDir> (its own
// scripts/bench-shop.mjs gives its settings) on a PostgreSQL database already seeded by
// seed:catalog, warms each row up unmeasured, then sends each row 10,000 requests over 50
// connections (the same sequence for every shop) and prints µs of the shop's CPU per request.
//   node scripts/bench-cpu.mjs <shopDir> <port> <databaseUrl> [rounds]   (ONLY=<row>: one row;
//   BENCH_CATALOG_SIZE: the seeded catalogue's size, for the pages asked, default 20,000;
//   the member-page row, the pages asked by members of companies with a price list, runs only
//   with ONLY=member-page)
// Give each run its own copy of the seeded database (CREATE DATABASE … TEMPLATE …) and alternate
// the versions: see docs/performance.md.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { PHRASES, PREFIXES, TYPOS, signUpMembers } from './bench-catalog.mjs';
import { BENCH_ADMIN } from './bench-orders.mjs';
import { waitFor } from './bench-shop.mjs';
const [shopDir, portText, databaseUrl, roundsText] = process.argv.slice(2);
const port = Number(portText);
const rounds = Number(roundsText ?? 1);
const { benchShopEnv } = await import(`${shopDir}/scripts/bench-shop.mjs`);
const shop = spawn(
  process.execPath,
  [...(process.env.SHOP_ARGS ?? '').split(' ').filter(Boolean), 'apps/server/dist/main.mjs'],
  {
    cwd: shopDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...benchShopEnv(port, `/tmp/cpubench-data-${port}`),
      DATABASE_URL: databaseUrl,
      JWT_SECRET: 'cpubench-secret-cpubench-secret-cpubench-secret-1234',
      // This script's admin (the member-page row signs in with it), not the one of <shopDir>'s own copy of the scripts.
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      ALLOW_TEST_PAYMENTS: 'true',
    },
  },
);
const base = `http://127.0.0.1:${port}`;
const cpuMs = () => {
  const f = readFileSync(`/proc/${shop.pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(f[11]) + Number(f[12])) * 10;
};
let seed = 1;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};
const pick = (a) => a[Math.floor(random() * a.length)];
const size = Number(process.env.BENCH_CATALOG_SIZE ?? 20_000);
const rows = {
  search: () =>
    `/api/tools?q=${encodeURIComponent(pick([...PREFIXES, ...TYPOS, ...PHRASES]))}&page=${1 + Math.floor(random() * 3)}`,
  page: () =>
    `/api/tools?page=${1 + Math.floor(random() * Math.floor(size / 60))}&sort=${pick(['newest', 'name', 'price', '-price'])}`,
  suggest: () => {
    const w = pick([...PREFIXES, ...TYPOS, ...PHRASES]);
    return `/api/search/suggest?q=${encodeURIComponent(w.slice(0, 2 + Math.floor(random() * (w.length - 1))))}`;
  },
};
const run = (makePath, amount) =>
  new Promise((resolve, reject) =>
    autocannon(
      {
        url: base,
        connections: 50,
        amount,
        requests: [
          {
            setupRequest: (r) => {
              const made = makePath();
              return typeof made === 'string' ? { ...r, path: made } : { ...r, ...made };
            },
          },
        ],
      },
      (e, d) => (e ? reject(e) : resolve(d)),
    ),
  );
try {
  await waitFor(`${base}/api/health`, 240_000);
  const ids = (await (await fetch(`${base}/api/tools?sort=name&limit=100&page=7`)).json()).map((t) => t._id);
  rows.tool = () => `/api/tools/${pick(ids)}`;
  if (process.env.ONLY === 'member-page') {
    const members = await signUpMembers(base);
    let turn = 0;
    rows['member-page'] = () => ({
      path: rows.page(),
      headers: { authorization: `Bearer ${members[turn++ % members.length].token}` },
    });
  }
  const chosen = Object.entries(rows).filter(([name]) => !process.env.ONLY || name === process.env.ONLY);
  for (const [, make] of chosen) {
    seed = 7;
    await run(make, 5000);
  }
  const out = {};
  for (let round = 0; round < rounds; round += 1)
    for (const [name, make] of chosen) {
      seed = 42;
      const before = cpuMs();
      const t0 = performance.now();
      const result = await run(make, 10000);
      const us = ((cpuMs() - before) * 1000) / result.requests.total;
      (out[name] ??= []).push({
        us: Math.round(us),
        rps: Math.round(result.requests.total / ((performance.now() - t0) / 1000)),
        non2xx: result.non2xx,
        bytes: Math.round(result.throughput.total / result.requests.total),
        codes: Object.keys(result.statusCodeStats ?? {}).join('+'),
      });
    }
  console.log(JSON.stringify(out));
} finally {
  shop.kill('SIGTERM');
}
