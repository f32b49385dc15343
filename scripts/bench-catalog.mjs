// The catalogue at wholesale scale, for `npm run bench` (scripts/bench.mjs imports this file).
// A shop whose catalogue `npm run seed:catalog` filled with BENCH_CATALOG_SIZE (default 20,000)
// products answers search (typos and prefixes), pages, the type-ahead, and a mix of 90% reads
// and 10% orders on random tools, compared with the same reads alone. Queries vary (hundreds of
// distinct addresses), so the short per-query cache can not answer everything.
import { spawnSync } from 'node:child_process';
import { cpSync } from 'node:fs';
import pg from 'pg';
import { BENCH_ADMIN, call, signUpBuyer } from './bench-orders.mjs';

export const catalogSize = Number(process.env.BENCH_CATALOG_SIZE ?? 20_000);
/** Buyers the catalogue rows' orders are spread over (one per connection of the bench's 50). */
const ORDERING_BUYERS = 50;

export const PREFIXES = [
  'ham',
  'scr',
  'dri',
  'saw',
  'lev',
  'gri',
  'pli',
  'wre',
  'soc',
  'tap',
  'chi',
  'kni',
  'jig',
  'imp',
  'spa',
  'bos',
  'mak',
  'sta',
];
export const TYPOS = [
  'hamer',
  'srewdriver',
  'grindr',
  'jigsw',
  'spaner',
  'plyers',
  'levle',
  'chisle',
  'circlar saw',
  'tape mesure',
  'socket sett',
  'drill drivr',
];
export const PHRASES = [
  'claw hammer 16 oz',
  'bosch angle grinder',
  'makita impact driver 18 v',
  'stanley tape measure 8 m',
  'knipex pliers vde',
  'laser level green',
];
// Bangla searches as a Bangla page sends them: whole words, prefixes (no typo tolerance in Bangla)
// and phrases with a brand or a size, over the Bangla names seed:catalog gives its products.
const BANGLA_WORDS = [
  'হাতুড়ি',
  'করাত',
  'স্ক্রুড্রাইভার',
  'প্লায়ার্স',
  'রেঞ্চ',
  'গ্রাইন্ডার',
  'ড্রিল',
  'ফিতা',
  'লেভেল',
  'বাটাল',
  'ছুরি',
  'স্প্যানার',
];
const BANGLA_PREFIXES = ['হাতু', 'করা', 'স্ক্রু', 'প্লা', 'গ্রাই', 'ড্রি', 'লেভ', 'সকে', 'ইমপ্যা', 'কম্বি'];
const BANGLA_PHRASES = [
  'ক্লাব হাতুড়ি',
  'হাত করাত',
  'লেজার লেভেল',
  'bosch অ্যাঙ্গেল গ্রাইন্ডার',
  'makita ইমপ্যাক্ট ড্রাইভার',
  'সকেট সেট',
];

// A fixed pseudo-random sequence: every run asks the same things in the same order.
let seed = 42;
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
const pick = (list) => list[Math.floor(random() * list.length)];

const searchPath = () => {
  const q = random() < 0.5 ? pick(TYPOS) : pick([...PREFIXES, ...PHRASES]);
  const page = 1 + Math.floor(random() * 3);
  return `/api/tools?q=${encodeURIComponent(q)}&page=${page}&limit=24`;
};
const banglaSearchPath = () => {
  const q = random() < 0.5 ? pick(BANGLA_WORDS) : pick([...BANGLA_PREFIXES, ...BANGLA_PHRASES]);
  const page = 1 + Math.floor(random() * 3);
  return `/api/tools?q=${encodeURIComponent(q)}&page=${page}&limit=24`;
};
const pagePath = () => {
  const sorts = ['newest', 'name', 'price', '-price'];
  // No further than the API lets anyone page (TOOL_PAGE.maxPage): past it a list answers 400.
  const pages = Math.min(10_000, Math.max(1, Math.floor(catalogSize / 60)));
  return `/api/tools?page=${1 + Math.floor(random() * pages)}&sort=${pick(sorts)}`;
};
const suggestPath = () => {
  const word = pick([...PREFIXES, ...TYPOS, ...PHRASES]);
  return `/api/search/suggest?q=${encodeURIComponent(word.slice(0, 2 + Math.floor(random() * (word.length - 1))))}`;
};

/** An empty database of its own next to BENCH_DATABASE_URL (`<name>_<suffix>`), recreated on every run. */
export async function freshPostgresDatabase(url, suffix = 'catalog') {
  const target = new URL(url);
  const name = `${target.pathname.slice(1) || 'toolsbd_bench'}_${suffix}`.replace(/[^a-z0-9_]/gi, '_');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  target.pathname = `/${name}`;
  return target.toString();
}

/** A fresh copy (`<name>_run`) of a seeded database, without an earlier run's bench admin. */
async function copyOfSeeded(url) {
  const source = new URL(url);
  const name = `${source.pathname.slice(1)}_run`;
  const client = new pg.Client({ connectionString: url.replace(source.pathname, '/postgres') });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await client.query(`CREATE DATABASE ${name} TEMPLATE ${source.pathname.slice(1)}`);
  await client.end();
  source.pathname = `/${name}`;
  const copy = new pg.Client({ connectionString: source.toString() });
  await copy.connect();
  await copy.query(`UPDATE users SET email = concat('earlier-', id, '@example.com') WHERE email = $1`, [
    BENCH_ADMIN.email,
  ]);
  await copy.end();
  return source.toString();
}

/**
 * A seeded embedded copy holds the bench admin of the run that seeded it, with another random
 * password: renamed here, so that the shop makes this run's (the members' rows sign in as it).
 */
export async function renameEarlierBenchAdmin(folder) {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = new PGlite(`${folder}/pglite`);
  await db.query(`UPDATE users SET email = concat('earlier-', id, '@example.com') WHERE email = $1`, [
    BENCH_ADMIN.email,
  ]);
  await db.close();
}

/** Environment for a shop on a freshly seeded catalogue; `dataDir` is the (already emptied) embedded folder. */
export async function prepareCatalogShop({ root, dataDir, extraEnv }) {
  const env = { ...extraEnv };
  // BENCH_CATALOG_DATABASE_URL: a PostgreSQL database seed:catalog already filled with
  // BENCH_CATALOG_SIZE products (a million take long to seed): each run gets its own copy, where
  // an earlier run's bench admin (another random password) is renamed so that the shop makes this one.
  if (process.env.BENCH_CATALOG_DATABASE_URL)
    return { ...env, DATABASE_URL: await copyOfSeeded(process.env.BENCH_CATALOG_DATABASE_URL) };
  // BENCH_CATALOG_DATA_DIR: the same for the embedded database, a DATA_DIR that seed:catalog filled
  // (of this version or another one: the shop migrates the copy, so two versions can be compared on
  // the very same products).
  if (process.env.BENCH_CATALOG_DATA_DIR && !env.DATABASE_URL) {
    cpSync(process.env.BENCH_CATALOG_DATA_DIR, dataDir, { recursive: true });
    await renameEarlierBenchAdmin(dataDir);
    return env;
  }
  if (env.DATABASE_URL) env.DATABASE_URL = await freshPostgresDatabase(env.DATABASE_URL);
  const seeded = spawnSync(process.execPath, ['scripts/seed-catalog.mjs', '--count', String(catalogSize)], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, DATA_DIR: dataDir, ...env },
  });
  if (seeded.status !== 0) throw new Error('seed:catalog failed');
  return env;
}

/**
 * The autocannon options of each catalogue row against the shop at `base`: searches, pages and
 * type-ahead texts; reads only (pages, searches, single tools); mixed (nine of those reads, then
 * one order for a random in-stock tool); and orders only. Signs up the buyers that order.
 */
export async function catalogRows(base) {
  const varied = (makePath) => ({ requests: [{ setupRequest: (request) => ({ ...request, path: makePath() }) }] });
  // Orders come from many buyers, as in a shop: one buyer placing them all would pile up
  // thousands of unpaid orders, which the shop's cap (OPEN_UNPAID_ORDERS_PER_CUSTOMER, 5 by
  // default, off for the bench: see bench-shop.mjs) never lets a real customer hold.
  // One at a time: each sign-up hashes a password with 19 MiB, and 50 at once raised the shop's
  // peak RSS by some 70 MB (memory the process keeps), which the catalogue's figure would show.
  const buyers = [];
  for (let index = 0; index < ORDERING_BUYERS; index += 1) buyers.push(await signUpBuyer(base));
  const orderable = (await call(base, '/tools?inStock=true&sort=-price&limit=100')).filter(
    (tool) => tool.availableItem >= 50 * tool.minPurse,
  );
  const readPath = () => {
    const kind = random();
    if (kind < 0.4) return pagePath();
    if (kind < 0.7) return searchPath();
    return `/api/tools/${pick(orderable)._id}`;
  };
  const reads = Array.from({ length: 9 }, () => ({
    setupRequest: (request) => ({ ...request, method: 'GET', path: readPath() }),
  }));
  const order = {
    setupRequest: (request) => {
      const tool = pick(orderable);
      const { email, token } = pick(buyers);
      return {
        ...request,
        method: 'POST',
        path: '/api/orders',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({
          toolId: tool._id,
          cart: tool.minPurse,
          customerName: 'Bench Buyer',
          email,
          phone: '+880 1711-000000',
          address: '1 Bench Road',
          district: 'Dhaka',
        }),
      };
    },
  };
  return {
    search: varied(searchPath),
    // The same search from a Bangla page (Accept-Language: bn): compare with `search` in one run.
    searchBn: {
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            path: banglaSearchPath(),
            headers: { ...request.headers, 'accept-language': 'bn' },
          }),
        },
      ],
    },
    page: varied(pagePath),
    suggest: varied(suggestPath),
    reads: { requests: reads },
    mixed: { requests: [...reads, order] },
    orders: { requests: [order] },
  };
}

/** Members of approved companies whose price list fixes this many products' prices (and takes 10 % off the rest). */
const PRICE_LIST_ENTRIES = 500;
const MEMBERS = 10;

/**
 * Signs up MEMBERS buyers, each the owner of an approved company buying at one price list of
 * PRICE_LIST_ENTRIES entries: the catalogue then answers them with their own prices (the overlay).
 */
export async function signUpMembers(base) {
  const { token: adminToken } = await call(base, '/auth/login', { method: 'POST', body: BENCH_ADMIN });
  const tools = [];
  for (let page = 1; tools.length < PRICE_LIST_ENTRIES; page += 1) {
    const found = await call(base, `/tools?sort=name&limit=100&page=${page}`);
    if (found.length === 0) break;
    tools.push(...found);
  }
  const prices = tools
    .slice(0, PRICE_LIST_ENTRIES)
    .map((tool) => ({ toolId: tool._id, price: Math.max(0.01, Math.round(tool.price * 85) / 100) }));
  const list = await call(base, '/admin/price-lists', {
    method: 'POST',
    token: adminToken,
    body: { name: 'Bench dealers', discountPercent: 10, prices },
  });
  const members = [];
  for (let index = 0; index < MEMBERS; index += 1) {
    const member = await signUpBuyer(base, 'bench-member');
    const company = await call(base, '/companies', {
      method: 'POST',
      token: member.token,
      body: { name: `Bench Hardware ${index}`, phone: '+880 1711-000000', address: '1 Bench Road', district: 'Dhaka' },
    });
    await call(base, `/admin/companies/${company._id}`, {
      method: 'PATCH',
      token: adminToken,
      body: { status: 'approved', priceListId: list._id },
    });
    members.push(member);
  }
  return members;
}

/** A row's requests as signed-in members send them (each request one of the members, in turn). */
export function asMembers(options, members) {
  let turn = 0;
  return {
    requests: options.requests.map((step) => ({
      setupRequest: (request) => {
        const prepared = step.setupRequest(request);
        const { token } = members[turn++ % members.length];
        return { ...prepared, headers: { ...prepared.headers, authorization: `Bearer ${token}` } };
      },
    })),
  };
}

/** Seconds of the mixed row run, unmeasured, before the rows it is compared with. */
const MIXED_WARM_UP_SECONDS = 3;

/** Ids of tools spread over the whole catalogue (a page from each of many places in the name order). */
async function spreadToolIds(base) {
  const ids = [];
  const pages = Math.max(1, Math.floor(catalogSize / 100));
  for (let index = 0; index < 20; index += 1) {
    const page = 1 + Math.floor(random() * pages);
    ids.push(...(await call(base, `/tools?sort=name&limit=100&page=${page}`)).map((tool) => tool._id));
  }
  return ids;
}

/** `peakRss()`: the shop's peak RSS so far in MB, printed with each row. */
export async function catalogBench({ base, load, summarize, peakRss = () => null }) {
  const rows = [];
  const named = (name, result) => ({ ...summarize(name, result), catalogSize, peakRssMb: peakRss() });
  const catalog = await catalogRows(base);
  const ids = await spreadToolIds(base);

  const search = named(`search q= typos and prefixes @${catalogSize}`, await load(base, catalog.search));
  const page = named(`GET /api/tools?page= @${catalogSize}`, await load(base, catalog.page));
  rows.push(search, page);
  // The same reads by members of companies with a 500-entry price list: their p99 against the
  // public rows' just above (same run, same machine).
  const members = await signUpMembers(base);
  const memberRow = (row, result) => {
    const measured = named(`${row.name}, company members`, result);
    return { ...measured, p99VsPublic: +(measured.p99 / Math.max(1, row.p99)).toFixed(2) };
  };
  rows.push(memberRow(search, await load(base, asMembers(catalog.search, members))));
  rows.push(memberRow(page, await load(base, asMembers(catalog.page, members))));
  rows.push(named(`suggest @${catalogSize}`, await load(base, catalog.suggest)));
  // Product pages of tools from all over the catalogue, not only the few the orders use.
  rows.push(
    named(
      `GET /api/tools/{id} @${catalogSize}`,
      await load(base, {
        requests: [{ setupRequest: (request) => ({ ...request, path: `/api/tools/${pick(ids)}` }) }],
      }),
    ),
  );

  // The order path warms up unmeasured first, as the reads did in the rows above: the shop's
  // first orders run code V8 has not optimized yet. Measured cold, a mixed row's first seconds
  // ran well below its later rate, and a short row reported that warm-up more than the orders'
  // cost to the reads (docs/performance.md, "Where the time goes").
  await load(base, { ...catalog.mixed, duration: MIXED_WARM_UP_SECONDS });
  // The reads-only row runs before and after the mixed one, and the mixed row is compared with
  // their mean: this machine's speed drifts by tens of per cent within a minute (it shares its
  // host), and a reads-only row taken only before or only after moved the ratio with it.
  const readsBefore = named(
    `reads only (pages, search, tools) @${catalogSize}, before`,
    await load(base, catalog.reads),
  );
  const mixed = named(`mixed 90% reads / 10% orders @${catalogSize}`, await load(base, catalog.mixed));
  const readsAfter = named(`reads only (pages, search, tools) @${catalogSize}, after`, await load(base, catalog.reads));
  const readsOnlyPerSecond = (readsBefore.requestsPerSecond + readsAfter.requestsPerSecond) / 2;
  const mixedReadsPerSecond = Math.round(mixed.requestsPerSecond * 0.9);
  rows.push(
    readsBefore,
    {
      ...mixed,
      readsPerSecond: mixedReadsPerSecond,
      readsVsReadsOnly: +(mixedReadsPerSecond / readsOnlyPerSecond).toFixed(2),
    },
    readsAfter,
  );
  return rows;
}
