// `node --expose-gc scripts/catalog-memory.mjs`: loads the in-memory catalogue once from the
// database that DATABASE_URL names (or the embedded one in DATA_DIR), builds its search indexes as
// a shop's start does, and prints how long the load and the indexes took, the peak RSS meanwhile,
// and the heap and RSS the copy keeps after a full collection, and this process's CPU time for
// each part. For measuring the catalogue's memory without the rest of the shop.
// CATALOG_ANSWERS_KEPT and CATALOG_ANSWERS_HELD as the shop reads them; PAGES: see below.
import { join, resolve } from 'node:path';
import { tsImport } from 'tsx/esm/api';

const load = (path) => tsImport(path, import.meta.url);
const { openDatabase } = await load('../apps/server/src/db/client.ts');
const { createCatalogService } = await load('../apps/server/src/modules/catalog/listing/service.ts');
const { toToolListing } = await load('../apps/server/src/modules/catalog/search/search.ts');

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const collect = () => globalThis.gc?.();
const options = process.env.DATABASE_URL
  ? { kind: 'postgres', url: process.env.DATABASE_URL }
  : { kind: 'pglite', dataDir: join(resolve(process.env.DATA_DIR ?? './data'), 'pglite') };
const database = await openDatabase(options);
collect();
const before = process.memoryUsage();
let peakRss = before.rss;
let peakHeap = 0;
const sampler = setInterval(() => {
  const now = process.memoryUsage();
  peakRss = Math.max(peakRss, now.rss);
  peakHeap = Math.max(peakHeap, now.heapTotal);
}, 20);
const started = performance.now();
const cpuAtStart = process.cpuUsage();
const cpuSecondsSince = (from) => {
  const used = process.cpuUsage(from);
  return (used.user + used.system) / 1e6;
};
let loadSeconds = 0;
let loadCpuSeconds = 0;
const catalog = createCatalogService(database.db, {
  stockWrittenElsewhere: false,
  readOrdersAlongside: options.kind === 'postgres',
  answersKept: process.env.CATALOG_ANSWERS_KEPT ? Number(process.env.CATALOG_ANSWERS_KEPT) : undefined,
  answersHeld: process.env.CATALOG_ANSWERS_HELD ? Number(process.env.CATALOG_ANSWERS_HELD) : undefined,
  onCopy: () => {
    loadSeconds = (performance.now() - started) / 1000;
    loadCpuSeconds = cpuSecondsSince(cpuAtStart);
  },
});
await catalog.warm();
const seconds = (performance.now() - started) / 1000;
const cpuSeconds = cpuSecondsSince(cpuAtStart);
clearInterval(sampler);
collect();
const after = process.memoryUsage();
const count = (await catalog.listTools(toToolListing({}))).total;
console.log(
  JSON.stringify({
    tools: count,
    loadSeconds: Number(loadSeconds.toFixed(1)),
    indexSeconds: Number((seconds - loadSeconds).toFixed(1)),
    // This process's CPU (the database's is apart): on a shared machine, steadier than the seconds.
    loadCpuSeconds: Number(loadCpuSeconds.toFixed(1)),
    indexCpuSeconds: Number((cpuSeconds - loadCpuSeconds).toFixed(1)),
    peakRssWhileLoading: mb(peakRss),
    peakHeapTotalWhileLoading: mb(peakHeap),
    rssBefore: mb(before.rss),
    heapUsedBefore: mb(before.heapUsed),
    heapUsedAfter: mb(after.heapUsed),
    heapBytesPerTool: Math.round((after.heapUsed - before.heapUsed) / count),
    externalAfter: mb(after.external),
    heapTotalAfter: mb(after.heapTotal),
    rssAfter: mb(after.rss),
  }),
);
// PAGES=n: then n random pages as the bench asks them (its sorts, up to page 10,000), after as
// many unmeasured: µs of this process's CPU per page, with the body's UTF-8 length (what a
// socket's write costs).
const pageCount = Number(process.env.PAGES ?? 0);
if (pageCount > 0) {
  let seed = 42;
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648), seed / 2147483648);
  const sorts = ['newest', 'name', 'price', '-price'];
  const lastPage = Math.min(10_000, Math.floor(count / 60));
  const pages = async () => {
    for (let index = 0; index < pageCount; index++) {
      const listing = toToolListing({
        page: String(1 + Math.floor(random() * lastPage)),
        sort: sorts[Math.floor(random() * 4)],
      });
      Buffer.byteLength((await catalog.listTools(listing)).json.body);
    }
  };
  await pages();
  const from = process.cpuUsage();
  await pages();
  console.log(JSON.stringify({ randomPageCpuMicroseconds: Math.round((cpuSecondsSince(from) * 1e6) / pageCount) }));
}
// CHANGES=n (PostgreSQL): then n times the price of the newest tool changed through a connection
// of its own, as another instance changes it, and announced as its notification would: ms until
// the first page shows it, and whether the first read after the announcement (which waits for the
// patch) already did.
const changeCount = Number(process.env.CHANGES ?? 0);
if (changeCount > 0 && options.kind === 'postgres') {
  const writer = await openDatabase(options);
  const firstPage = async () => JSON.parse((await catalog.listTools(toToolListing({}))).json.body);
  const shown = [];
  for (let index = 0; index < changeCount; index++) {
    const [newest] = await firstPage();
    const price = Math.round(newest.price * 100) + 1;
    await writer.execScript(`update tools set price_cents = ${price} where id = '${newest._id}'`);
    const changed = performance.now();
    catalog.invalidate();
    const firstShows = Math.round((await firstPage())[0].price * 100) === price;
    const firstReadMs = Math.round(performance.now() - changed);
    while (Math.round((await firstPage())[0].price * 100) !== price);
    shown.push({ shownMs: Math.round(performance.now() - changed), firstReadMs, firstShows });
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  console.log(JSON.stringify({ changes: shown }));
  await writer.close();
}
if (process.env.HEAP_SNAPSHOT) (await import('node:v8')).writeHeapSnapshot(process.env.HEAP_SNAPSHOT);
await database.close();
