// The shop's CPU time per one-tool order on the embedded database, by thread: the request thread
// (the process's own) and the others (the embedded database's is the busiest). For comparing two
// versions whose order rates move with the machine, as bench-cpu.mjs does for the catalogue reads.
// Starts the built shop in <shopDir> (its own scripts/bench-shop.mjs gives its settings) on an empty
// data folder, adds one tool with deep stock, signs up 50 buyers, places 2,000 orders unmeasured,
// then [orders] (default 8,000) over 50 connections, and prints µs of CPU per order.
//   node scripts/bench-orders-cpu.mjs <shopDir> <port> [orders]   (SHOP_ARGS: extra node flags)
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import autocannon from 'autocannon';
import { addTool, BENCH_ADMIN, buyingInTurn, call, signUpBuyer } from './bench-orders.mjs';
import { threadCpuMs } from './bench-shop.mjs';

const [shopDir, portText, ordersText] = process.argv.slice(2);
const port = Number(portText);
const orders = Number(ordersText ?? 8000);
const { benchShopEnv, waitFor } = await import(`${shopDir}/scripts/bench-shop.mjs`);
const { EMBEDDED_NODE_FLAGS } = await import(`${shopDir}/scripts/embedded-node-flags.mjs`);
const dataDir = `/tmp/bench-orders-cpu-${port}`;
rmSync(dataDir, { recursive: true, force: true });
const shop = spawn(
  process.execPath,
  [...(process.env.SHOP_ARGS ?? '').split(' ').filter(Boolean), ...EMBEDDED_NODE_FLAGS, 'apps/server/dist/main.mjs'],
  {
    cwd: shopDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    // This script's bench admin, so that another checkout's shop signs it in too.
    env: { ...benchShopEnv(port, dataDir), ADMIN_EMAIL: BENCH_ADMIN.email, ADMIN_PASSWORD: BENCH_ADMIN.password },
  },
);
const base = `http://127.0.0.1:${port}`;

try {
  await waitFor(`${base}/api/health`, 240_000);
  const { token } = await call(base, '/auth/login', { method: 'POST', body: BENCH_ADMIN });
  const tool = await addTool(base, token, 10_000_000);
  const buyers = [];
  for (let index = 0; index < 50; index += 1) buyers.push(await signUpBuyer(base));
  const place = (amount) =>
    autocannon({
      url: `${base}/api/orders`,
      method: 'POST',
      connections: 50,
      amount,
      setupClient: buyingInTurn(buyers, tool._id, 1),
    });
  await place(2000);
  // The mails and SMS of the warm-up are sent meanwhile: let them settle before measuring.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const before = threadCpuMs(shop.pid);
  const started = performance.now();
  const result = await place(orders);
  const seconds = (performance.now() - started) / 1000;
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const perOrder = (ms) => Math.round((ms * 1000) / orders);
  const threads = [...threadCpuMs(shop.pid)].map(([tid, { ms }]) => ({
    tid,
    us: perOrder(ms - (before.get(tid)?.ms ?? 0)),
  }));
  const requestThread = threads.find((thread) => thread.tid === String(shop.pid))?.us ?? 0;
  const others = threads.filter((thread) => thread.tid !== String(shop.pid)).sort((a, b) => b.us - a.us);
  console.log(
    JSON.stringify({
      usPerOrder: threads.reduce((sum, thread) => sum + thread.us, 0),
      requestThread,
      busiestOther: others[0]?.us ?? 0,
      ordersPerSecond: Math.round(orders / seconds),
      non2xx: result.non2xx,
    }),
  );
} finally {
  shop.kill('SIGTERM');
}
