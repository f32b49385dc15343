// Orders under contention, for `npm run bench` (scripts/bench.mjs imports this file).
// Many buyers order ONE tool at once through POST /api/orders; afterwards the stored orders are
// added up and compared with the stock, so any oversold unit shows. Zero oversold units is the bar.
import { randomBytes, randomUUID } from 'node:crypto';

/** scripts/bench.mjs starts the shop with ADMIN_EMAIL/ADMIN_PASSWORD set to these: a fresh password per run. */
export const BENCH_ADMIN = { email: 'bench-admin@example.com', password: randomBytes(18).toString('base64url') };
const BUYERS = 5;

/** One JSON call to the shop's API; a non-2xx answer throws with its status and body. */
export async function call(base, path, { method = 'GET', token, body } = {}) {
  const response = await fetch(`${base}/api${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const data = await response.json().catch(() => null);
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(data)}`);
  return data;
}

/** A new buyer account (`prefix` keeps the rows' accounts apart in the database). */
export async function signUpBuyer(base, prefix = 'bench') {
  const email = `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'bench-password';
  const { token } = await call(base, '/auth/signup', {
    method: 'POST',
    body: { name: 'Bench Buyer', email, password, confirmPassword: password },
  });
  return { email, token };
}

/** Adds a product (as the bench's admin) with this much stock. */
export async function addTool(base, adminToken, stock) {
  return call(base, '/tools', {
    method: 'POST',
    token: adminToken,
    body: {
      name: `Bench Wrench ${randomUUID().slice(0, 6)}`,
      description: 'Bought by the benchmark',
      price: 12.5,
      availableItem: stock,
      quentity: stock,
      minPurse: 1,
      img: '/images/tools/circular-saw.svg',
    },
  });
}

/** Units sold of one tool, from the orders the buyers can see, and what is left in stock. */
async function tally(base, buyers, toolId) {
  let sold = 0;
  let orders = 0;
  for (const buyer of buyers) {
    const list = await call(base, `/orders?email=${encodeURIComponent(buyer.email)}`, { token: buyer.token });
    for (const order of list) {
      if (order.toolId !== toolId) continue;
      sold += order.cart;
      orders += 1;
    }
  }
  const tool = await call(base, `/tools/${toolId}`);
  return { sold, orders, left: tool.availableItem };
}

/**
 * An autocannon setupClient: each connection orders `cart` of the tool as one of the buyers, in turn.
 */
export function buyingInTurn(buyers, toolId, cart) {
  let next = 0;
  return (client) => {
    const buyer = buyers[next++ % buyers.length];
    client.setHeaders({ 'content-type': 'application/json', authorization: `Bearer ${buyer.token}` });
    client.setBody(
      JSON.stringify({
        toolId,
        cart,
        customerName: 'Bench Buyer',
        email: buyer.email,
        phone: '+880 1711-000000',
        address: '1 Bench Road',
        district: 'Dhaka',
      }),
    );
  };
}

async function contend(label, { base, load, summarize, buyers, adminToken, stock, cart }) {
  const tool = await addTool(base, adminToken, stock);
  const result = await load(`${base}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    // Each connection buys as one of the buyers, in turn.
    setupClient: buyingInTurn(buyers, tool._id, cart),
  });
  // Requests still in flight when autocannon stops finish on the server; let them land before counting.
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  const { sold, orders, left } = await tally(base, buyers, tool._id);
  const oversold = Math.max(0, sold - stock) + Math.max(0, -left);
  const consistent = sold + left === stock;
  const row = {
    ...summarize(label, result),
    accepted: result['2xx'],
    refused: result.non2xx,
    unitsSold: sold,
    stockLeft: left,
    oversold,
    stockAddsUp: consistent,
  };
  // Orders still in flight when the run stops are stored but not counted by autocannon.
  row.inFlightAtEnd = orders - result['2xx'];
  if (oversold > 0 || !consistent)
    console.error(`OVERSOLD or inconsistent stock in "${label}": ${JSON.stringify(row)}`);
  return row;
}

export async function ordersBench({ base, load, summarize }) {
  let adminToken;
  try {
    ({ token: adminToken } = await call(base, '/auth/login', { method: 'POST', body: BENCH_ADMIN }));
  } catch (error) {
    console.warn(`orders bench skipped: the bench's admin cannot sign in (${error.message})`);
    return [];
  }
  const buyers = [];
  for (let index = 0; index < BUYERS; index += 1) buyers.push(await signUpBuyer(base));
  const shared = { base, load, summarize, buyers, adminToken };
  return [
    // Deep stock: the conditional UPDATE takes the row lock on every order.
    await contend('POST /api/orders, one tool (deep stock)', { ...shared, stock: 10_000_000, cart: 1 }),
    // Sells out within the run: exactly the stock is accepted, the rest answer 409.
    await contend('POST /api/orders, one tool selling out (2,000)', { ...shared, stock: 2_000, cart: 1 }),
  ];
}
