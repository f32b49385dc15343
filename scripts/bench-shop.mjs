// The shop under the bench: its environment, waiting for it to answer, and its peak memory
// (scripts/bench.mjs and scripts/bench-rows.mjs).
import { readdirSync, readFileSync } from 'node:fs';
import { BENCH_ADMIN } from './bench-orders.mjs';

/** The environment of a shop under the bench, answering on 127.0.0.1:`port` with its data in `dataDir`. */
export function benchShopEnv(port, dataDir) {
  return {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    // The catalogue only: the bench makes its own admin, never relying on the demo accounts.
    SEED_DEMO_DATA: 'true',
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    // The checkout rows sign up one buyer per connection, all from this machine's address.
    SIGNUPS_PER_ADDRESS_PER_HOUR: '1000',
    // Each bench buyer places thousands of unpaid orders to measure placement; the shop's cap on
    // open unpaid orders (default 5) would turn all but the first few into 409s. Off (0), rather
    // than set out of reach: each order would count its buyer's open orders up to the cap, a count
    // that grows with the row's length (some 50 per buyer after 10 s), where the default cap stops at 5.
    OPEN_UNPAID_ORDERS_PER_CUSTOMER: '0',
  };
}

/** Resolves once `url` answers 2xx; throws after `timeoutMs`. */
export async function waitFor(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Peak resident memory of a process (VmHWM), in MB. */
export function peakRssMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = status.match(/VmHWM:\s+(\d+) kB/);
    return match ? Math.round(Number(match[1]) / 1024) : null;
  } catch {
    return null;
  }
}

/** User plus system CPU time so far of a process (all its threads), in ms; 0 once it is gone. */
export function processCpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/** CPU time so far of each thread of a process, by thread id: its name and user plus system ms. */
export function threadCpuMs(pid) {
  const threads = new Map();
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      const [head, rest] = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8').split(') ');
      const fields = rest.split(' ');
      threads.set(tid, { name: head.split(' (')[1], ms: (Number(fields[11]) + Number(fields[12])) * 10 });
    } catch {
      // the thread ended meanwhile
    }
  }
  return threads;
}

/**
 * CPU time so far (ms) of the shop process and, on PostgreSQL (`databaseUrl`, a server on this
 * machine), of the backends connected to its database: what a row costs whatever else the machine
 * runs. A backend that ends during a row takes its time with it.
 */
export async function shopCpuMs(pid, databaseUrl) {
  let backends = 0;
  if (databaseUrl) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query(
        'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      for (const { pid: backend } of rows) backends += processCpuMs(backend);
    } finally {
      await client.end();
    }
  }
  return processCpuMs(pid) + backends;
}
