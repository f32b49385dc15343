// `node --expose-gc scripts/search-cpu.mjs`: loads the in-memory catalogue once from the database
// that DATABASE_URL names, builds the search indexes as a shop's start does, then times, in this
// process, what one new search and one new type-ahead cost (the work a memoised answer spares):
// the bench's search words (scripts/bench-catalog.mjs) through the near spellings, the matching
// and the ranking, and every type-ahead text the bench sends (each word's first 2, 3, … letters).
// PostgreSQL's normalisation of the words is asked once per search, outside the timing. Prints
// the CPU per search and per type-ahead (median and worst over ROUNDS), the indexes' build times
// and heap, and a digest of every answer (the same digest: the same hits in the same order).
import { createHash } from 'node:crypto';
import { tsImport } from 'tsx/esm/api';
import { PREFIXES, TYPOS, PHRASES } from './bench-catalog.mjs';

const load = (path) => tsImport(path, import.meta.url);
const { openDatabase } = await load('../apps/server/src/db/client.ts');
const { createCatalogSnapshots } = await load('../apps/server/src/modules/catalog/listing/snapshot.ts');
const search = await load('../apps/server/src/modules/catalog/search/search.ts');
const { buildWordIndex } = await load('../apps/server/src/modules/catalog/search/word-index.ts');
const { buildSkuIndex, withSkuMatches } = await load('../apps/server/src/modules/catalog/search/sku-index.ts');
const lexemeIndex = await load('../apps/server/src/modules/catalog/search/lexeme-index.ts');

const ROUNDS = Number(process.env.ROUNDS ?? 5);
const BANGLA = ['হাতুড়ি', 'করাত', 'স্ক্রুড্রাইভার', 'হাতু', 'স্ক্রু', 'ক্লাব হাতুড়ি', 'bosch অ্যাঙ্গেল গ্রাইন্ডার'];
const collect = () => globalThis.gc?.();
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

const database = await openDatabase({ kind: 'postgres', url: process.env.DATABASE_URL });
const snapshots = createCatalogSnapshots(database.db, {
  pollMilliseconds: 1e9,
  stockWrittenElsewhere: false,
  answersKept: 0,
  onReload: () => {},
  onStockChanged: () => {},
});
let started = performance.now();
const snapshot = await snapshots.current();
const loadSeconds = (performance.now() - started) / 1000;
collect();
const heapAfterLoad = process.memoryUsage().heapUsed;
started = performance.now();
const words = buildWordIndex(snapshot);
const wordSeconds = (performance.now() - started) / 1000;
const ranks = new Int32Array(snapshot.tools.length);
for (const [rank, position] of snapshot.orders.name.entries()) ranks[position] = rank;
started = performance.now();
const skus = buildSkuIndex(snapshot.tools.map((tool) => tool.view.sku));
const skuSeconds = (performance.now() - started) / 1000;
collect();
const heapAfterIndexes = process.memoryUsage().heapUsed;

/** The search's ranking as the service does it: with the new function where there is one, else as main did. */
function ranked(normalised, old = false) {
  const groups = search.searchGroups(normalised, 'expanded');
  if (groups.length === 0) return new Int32Array(0);
  const exact = search.searchGroups(normalised, 'exact');
  if (lexemeIndex.rankMatches && !old)
    return lexemeIndex.rankMatches(snapshot.lexemes, exact, groups, snapshot.orders.name, ranks);
  const asTyped = snapshot.lexemes.match(exact);
  const matched = snapshot.lexemes.match(groups);
  const scores = new Float64Array(snapshot.tools.length);
  for (const [position, weight] of matched) scores[position] = (asTyped.has(position) ? 1 : 0) + weight / groups.length;
  return Int32Array.from(matched.keys()).sort((a, b) => scores[b] - scores[a] || ranks[a] - ranks[b]);
}

const cpu = (run) => {
  const before = process.cpuUsage();
  const value = run();
  const used = process.cpuUsage(before);
  return { value, micros: used.user + used.system };
};
const digest = createHash('sha256');
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
const report = {};

// Searches: the corrections (memoised per text in the shop, timed here too) and the ranking.
const searchTexts = [...PREFIXES, ...TYPOS, ...PHRASES, ...BANGLA];
const normalisedOf = new Map();
for (const q of searchTexts) {
  const terms = search.toSearchTerms(q, words.corrections);
  normalisedOf.set(q, terms ? await search.normaliseSearchTerms(database.db, terms) : null);
}
const searchTimes = [];
// What the searches' ranked matches take, kept (the shop memoises each search's).
let matchBytes = 0;
for (let round = 0; round < ROUNDS; round++) {
  for (const q of searchTexts) {
    const { value, micros } = cpu(() => {
      search.toSearchTerms(q, words.corrections);
      const normalised = normalisedOf.get(q);
      return normalised ? ranked(normalised) : new Int32Array(0);
    });
    searchTimes.push({ q, micros });
    if (round === 0) digest.update(`${q}:${value.length}:${Array.from(value).join(',')}\n`);
    if (round === 0) matchBytes += value.byteLength;
    if (round === 0 && process.env.CHECK && normalisedOf.get(q)) {
      const reference = ranked(normalisedOf.get(q), true);
      if (reference.join(',') !== value.join(','))
        console.log(`DIFFERENT ranking for ${q}: ${reference.length} against ${value.length}`);
    }
  }
}

// Type-ahead: the tools' part (categories are a few dozen), with the SKUs, as the service asks.
const suggestTexts = [
  ...new Set(
    [...PREFIXES, ...TYPOS, ...PHRASES].flatMap((word) =>
      Array.from({ length: word.length - 1 }, (_, index) => word.slice(0, index + 2)),
    ),
  ),
];
const suggestTimes = [];
for (let round = 0; round < ROUNDS; round++) {
  for (const text of suggestTexts) {
    const { value, micros } = cpu(() => {
      const categories = words.suggestCategories(text, 3);
      const limit = 8 - categories.length;
      const named = words.suggestTools(text, limit).map((tool) => tool.position);
      return withSkuMatches(named, skus.find(text), snapshot.tools.length, limit);
    });
    suggestTimes.push({ text, micros });
    if (round === 0) digest.update(`suggest ${text}:${Array.from(value).join(',')}\n`);
  }
}

const summary = (times) => {
  const byText = new Map();
  for (const { q, text, micros } of times) byText.set(q ?? text, [...(byText.get(q ?? text) ?? []), micros]);
  const medians = [...byText].map(([key, list]) => [key, median(list)]);
  medians.sort((a, b) => b[1] - a[1]);
  const all = medians.map(([, micros]) => micros);
  return {
    meanOfMediansMs: Number((all.reduce((sum, micros) => sum + micros, 0) / all.length / 1000).toFixed(2)),
    worst: medians.slice(0, 5).map(([key, micros]) => `${key} ${(micros / 1000).toFixed(1)} ms`),
  };
};
report.tools = snapshot.tools.length;
report.loadSeconds = Number(loadSeconds.toFixed(1));
report.wordIndexSeconds = Number(wordSeconds.toFixed(2));
report.skuIndexSeconds = Number(skuSeconds.toFixed(2));
report.heapAfterLoad = mb(heapAfterLoad);
report.heapOfWordAndSkuIndexes = mb(heapAfterIndexes - heapAfterLoad);
report.rss = mb(process.memoryUsage().rss);
report.arrayBuffers = mb(process.memoryUsage().arrayBuffers);
report.lexemePostings = snapshot.lexemes.bytes === undefined ? undefined : mb(snapshot.lexemes.bytes);
report.search = summary(searchTimes);
report.suggest = summary(suggestTimes);
report.matchBytes = mb(matchBytes);
report.digest = digest.digest('hex').slice(0, 16);
console.log(JSON.stringify(report, null, 1));
if (process.env.DUMP) {
  const { writeFileSync } = await import('node:fs');
  writeFileSync(process.env.DUMP, JSON.stringify({ searchTimes, suggestTimes }));
}
await database.close();
