// Checkouts under contention, for `npm run bench` (scripts/bench.mjs imports this file).
// Each connection is its own buyer and loops: fill the cart with 5 lines (POST /api/cart/merge),
// then POST /api/checkout with a fresh Idempotency-Key. The carts overlap: 5 of 8 tools each, so
// every checkout locks tools that most others want too. Afterwards every order's lines are added
// up per tool and compared with the stock: zero oversold units is the bar. The on-account row runs
// the same load with `paymentMethod: 'on_account'`, each buyer the owner of an approved company on
// net 30 with the largest limit (the limit never refuses): each checkout takes its company's lock,
// reads its credit position and is invoiced with its due date in the placing transaction.
// BENCH_CHECKOUT_SLICES=n runs both rows in turns (alternatingCheckoutBench): for a shared machine.
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { BENCH_ADMIN, call, signUpBuyer } from './bench-orders.mjs';

const TOOLS = 8;
const LINES = 5;
const STOCK = 10_000_000;
const WARM_UP_SECONDS = 3;

/** A wholesale product: packs of 2 and a price break, so checkout applies the rules it sells by. */
async function addTool(base, adminToken, index) {
  return call(base, '/tools', {
    method: 'POST',
    token: adminToken,
    body: {
      name: `Bench Socket Set ${index} ${randomUUID().slice(0, 6)}`,
      description: 'Bought by the checkout benchmark',
      price: 40,
      availableItem: STOCK,
      quentity: STOCK,
      minPurse: 2,
      img: '/images/tools/circular-saw.svg',
      packSize: 2,
      priceBreaks: [{ minQuantity: 6, price: 36 }],
    },
  });
}

/** One buyer's loop on one connection: fill the cart, check it out. */
function buyerLoad(base, buyer, lines, duration, counts, paymentMethod) {
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${buyer.token}` };
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: base,
        connections: 1,
        duration,
        requests: [
          { method: 'POST', path: '/api/cart/merge', headers, body: JSON.stringify({ lines }) },
          {
            method: 'POST',
            path: '/api/checkout',
            body: JSON.stringify({
              customerName: 'Bench Buyer',
              phone: '+880 1711-000000',
              address: '1 Bench Road',
              district: 'Dhaka',
              ...(paymentMethod ? { paymentMethod } : {}),
            }),
            setupRequest: (request) => ({ ...request, headers: { ...headers, 'idempotency-key': randomUUID() } }),
            onResponse: (status, body) => {
              if (status === 201) counts.placed += 1;
              else {
                counts.refused += 1;
                counts.refusals[status] = body;
              }
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

/** Units sold of each tool, from every order's lines, and what is left in stock. */
async function tally(base, buyers, tools) {
  const sold = new Map(tools.map((tool) => [tool._id, 0]));
  let orders = 0;
  for (const buyer of buyers) {
    for (const order of await call(base, `/orders?email=${encodeURIComponent(buyer.email)}`, { token: buyer.token })) {
      orders += 1;
      for (const line of order.lines) if (sold.has(line.toolId)) sold.set(line.toolId, sold.get(line.toolId) + line.quantity);
    }
  }
  let oversold = 0;
  let consistent = true;
  for (const tool of tools) {
    const { availableItem: left } = await call(base, `/tools/${tool._id}`);
    const units = sold.get(tool._id);
    oversold += Math.max(0, units - STOCK) + Math.max(0, -left);
    if (units + left !== STOCK) consistent = false;
  }
  return { orders, unitsSold: [...sold.values()].reduce((sum, units) => sum + units, 0), oversold, consistent };
}

/** Makes the buyer the owner of an approved company on net 30 with the largest credit limit. */
async function openAccount(base, adminToken, buyer, index) {
  const company = await call(base, '/companies', {
    method: 'POST',
    token: buyer.token,
    body: { name: `Bench Hardware ${index} ${randomUUID().slice(0, 6)}`, phone: '01711000000', address: '1 Bench Road', district: 'Dhaka' },
  });
  await call(base, `/admin/companies/${company._id}`, {
    method: 'PATCH',
    token: adminToken,
    body: { status: 'approved', paymentTerms: 'net_30', creditLimit: 21_474_836.47 },
  });
}

/** A row's own tools and buyers (on account: each the owner of a company), and its load. */
async function setUpRow(base, adminToken, connections, onAccount) {
  const tools = [];
  for (let index = 0; index < TOOLS; index += 1) tools.push(await addTool(base, adminToken, index));
  const buyers = [];
  for (let index = 0; index < connections; index += 1) buyers.push(await signUpBuyer(base, `bench-checkout-${onAccount ? 'account-' : ''}${index}`));
  if (onAccount) for (const [index, buyer] of buyers.entries()) await openAccount(base, adminToken, buyer, index);

  // Buyer i takes tools i … i+4 (mod 8), 2 to 8 units a line: every checkout overlaps most others.
  const linesOf = (index) => Array.from({ length: LINES }, (_, line) => ({ toolId: tools[(index + line) % TOOLS]._id, quantity: 2 * (1 + ((index + line) % 4)) }));
  const load = (seconds, counts) =>
    Promise.all(buyers.map((buyer, index) => buyerLoad(base, buyer, linesOf(index), seconds, counts, onAccount ? 'on_account' : undefined)));
  return { onAccount, tools, buyers, load };
}

const newCounts = () => ({ placed: 0, refused: 0, refusals: {} });

/** Unmeasured first, so that neither row pays the shop's warm-up (compiled code, connections) the other does not. */
async function warmUp(row) {
  row.warmUp = newCounts();
  await row.load(WARM_UP_SECONDS, row.warmUp);
  row.counts = newCounts();
  row.seconds = 0;
  row.cpuUsed = 0;
  row.results = [];
}

/** One measured stretch of a row's load, added to what it measured before. */
async function measure(row, seconds, cpuMs) {
  const cpuBefore = cpuMs ? await cpuMs() : 0;
  const started = Date.now();
  row.results.push(...(await row.load(seconds, row.counts)));
  row.seconds += (Date.now() - started) / 1000;
  if (cpuMs) row.cpuUsed += (await cpuMs()) - cpuBefore;
}

/** The row's figures, once the requests still in flight when its load stopped have landed. */
async function report(base, row, cpuMs) {
  const { counts, seconds, results } = row;
  const { orders, unitsSold, oversold, consistent } = await tally(base, row.buyers, row.tools);
  const latencies = results.map((result) => result.latency);
  const figures = {
    name: `POST /api/checkout${row.onAccount ? ' on account (net 30), a company per buyer' : ''}, ${LINES} lines over ${TOOLS} shared tools (+ cart fill)`,
    requestsPerSecond: Math.round(counts.placed / seconds),
    p50: Math.max(...latencies.map((latency) => latency.p50)),
    p99: Math.max(...latencies.map((latency) => latency.p99)),
    errors: results.reduce((sum, result) => sum + result.errors + result.timeouts, 0) + counts.refused,
    checkoutsPerSecond: Math.round(counts.placed / seconds),
    // CPU of the shop and its database per checkout (the cart fill before each included).
    cpuMsPerCheckout: cpuMs ? +(row.cpuUsed / counts.placed).toFixed(2) : undefined,
    accepted: counts.placed,
    refused: counts.refused,
    unitsSold,
    oversold,
    stockAddsUp: consistent,
    inFlightAtEnd: orders - row.warmUp.placed - counts.placed,
  };
  if (counts.refused > 0) console.warn(`checkout refusals (last answer of each status): ${JSON.stringify(counts.refusals)}`);
  if (oversold > 0 || !consistent) console.error(`OVERSOLD or inconsistent stock in checkout: ${JSON.stringify(figures)}`);
  return figures;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 1_500));

/**
 * `onAccount`: the buyers buy on their companies' accounts rather than by card. `cpuMs` (optional):
 * the CPU time the shop (and its database) used so far, for the row's CPU per checkout.
 */
export async function checkoutBench({ base, connections, duration, onAccount = false, cpuMs }) {
  // The bench's own admin (ADMIN_EMAIL/ADMIN_PASSWORD of the shop it started): demo accounts
  // exist only on an embedded shop on loopback, never on PostgreSQL.
  const { token: adminToken } = await call(base, '/auth/login', { method: 'POST', body: BENCH_ADMIN });
  const row = await setUpRow(base, adminToken, connections, onAccount);
  await warmUp(row);
  await measure(row, duration, cpuMs);
  // Requests still in flight when the load stops finish on the server; let them land before counting.
  await settle();
  return [await report(base, row, cpuMs)];
}

/**
 * The card row and the on-account row in turns of `duration / slices` seconds each (card, on
 * account, card, …), each row on its own tools and buyers: on a machine others share, both rows
 * meet the same background load, so their ratio is steadier than that of two rows one after the
 * other. Each row's figures add up its turns.
 */
export async function alternatingCheckoutBench({ base, connections, duration, slices, cpuMs }) {
  const { token: adminToken } = await call(base, '/auth/login', { method: 'POST', body: BENCH_ADMIN });
  const rows = [await setUpRow(base, adminToken, connections, false), await setUpRow(base, adminToken, connections, true)];
  for (const row of rows) await warmUp(row);
  for (let slice = 0; slice < slices; slice += 1)
    for (const row of rows) {
      await measure(row, duration / slices, cpuMs);
      // The last turn's requests land before the other row is measured.
      await settle();
    }
  return Promise.all(rows.map((row) => report(base, row, cpuMs)));
}
