import { inArray, sql } from 'drizzle-orm';
import type { NamedSlug } from '@tools-bd/contract';
import { selectRows, selectRowsPrepared, type Database } from '../../../db/client.ts';
import { tools } from '../../../db/schema.ts';
import { selectToolViews, toToolResponse } from './tool-views.ts';
import { createLexemeIndexBuilder } from '../search/lexeme-index.ts';
import { hashedJson, withAvailableItem } from './tool-json.ts';
import { createAnswerArenaBuilder } from './answer-arena.ts';
import { readPatch } from './snapshot-patch.ts';
import {
  ANSWER_COLUMNS,
  COMPACT_COLUMNS,
  answerViewOf,
  type AnswerColumns,
  SNAPSHOT_COLUMNS,
  createInterner,
  indexDocument,
  indexedDocumentOf,
  nameWordsBnOfOneLoad,
  compactToolOf,
  ordersOf,
  readMarks,
  withMemos,
  type BrandRow,
  type CatalogSnapshot,
  type CategoryRow,
  type CompactRow,
  type SnapshotTool,
  type StockLevel,
} from './snapshot-rows.ts';
import { listedViewWith, ToolColumns } from './snapshot-columns.ts';

/**
 * The tools on sale, in this process's memory: what every list, filter, sort, count and page of
 * GET /api/tools is computed from, so none of them reaches the database. The embedded database
 * runs on the main thread, one query at a time: at 50 connections a request waits for every
 * query queued before it, so the per-request database time has to be close to nothing. The tools
 * a load reads are held column-wise (snapshot-columns.ts, docs/decisions/037): some 80 bytes of
 * heap a tool and some 250 outside it, their answers packed beside them (answer-arena.ts).
 *
 * Kept correct in three ways:
 * - a change this instance makes is reported at once: `markStale()` (products, categories, brands
 *   changed: the next read loads everything again), `stockTaken(levels)` (an order's transaction
 *   tells the stock it left, applied at once) or `markStockChanged(id)` (the next read first
 *   re-reads those tools' stock by primary key);
 * - other instances tell the stock they change (`stockToldElsewhere`, stock-news.ts,
 *   docs/decisions/040) and announce catalogue changes (catalog_changes, migration 0037);
 * - at most every `pollMilliseconds` a read starts a look at what other instances changed: a new
 *   `catalog_version` (migration 0016) means a reload (a patch); on PostgreSQL, while no stock
 *   news arrives, the stock of the rows written since the previous look is applied too (one scan
 *   of a narrow column of every tool) and readers wait for the look, so another instance's change
 *   shows within that interval; while news arrives, that scan runs only every
 *   `STOCK_SCAN_FALLBACK_MS`, for news that was lost; on the embedded database, which has no
 *   other writer, looks run in the background;
 * - stock arrives from all three, not always in the order it was written: each value carries the
 *   row's `stock_version` (migration 0019, larger for every later write of the row), and a tool
 *   keeps the newest it was told;
 * - sort orders come from PostgreSQL's own ordering (row_number in the load query), so a page
 *   here is the page the SQL would give.
 */

/**
 * Tools read per query: the embedded database's memory grows to its largest answer and stays
 * there, and so does this process's heap with each chunk's rows: small chunks keep the peak low.
 */
const LOAD_CHUNK = 500;

/**
 * Tools whose answer's JSON the copy keeps (the newest): about 1 kB each, two thirds of a tool's
 * memory here. A catalogue up to this size is answered from memory alone, as before; past it,
 * the others' answers are read by id (tool-answers.ts, docs/decisions/031).
 */
export const ANSWERS_KEPT = 21_000;

/**
 * Tools past the kept ones whose answers the copy holds as bytes (answer-arena.ts), some 50 to
 * 300 bytes each outside the heap (repeated descriptions and Bangla names are held once): a
 * random page deep in the catalogue then reads nothing from the database. Past these, answers are
 * read by id (docs/decisions/034, 037).
 */
export const ANSWERS_HELD = 1_000_000;

/**
 * From this many tools the copy holds them column-wise (snapshot-columns.ts): some 80 bytes of
 * heap a tool instead of 600, for some 40 µs more CPU per random page of 60 (its texts are
 * slices of packed strings, joined into each answer). Below it, memory is not what binds.
 */
export const COLUMNS_FROM = 250_000;

/**
 * The positions of the listed tools in one order of PostgreSQL's (`orderBy`, over `tools`): a
 * tool's position is its place in id order, the order the load reads them in, so PostgreSQL
 * numbers them (row_number over the primary key, no sort) and gives the numbers in `orderBy`'s
 * order as one text, read here digit by digit. Reading the ids in that order instead and finding
 * each one's position took three times as long at a million tools (a hash probe per id, three
 * million of them), one row per tool longer still.
 */
async function positionsIn(db: Database, orderBy: ReturnType<typeof sql>, count: number): Promise<Int32Array> {
  // A plain (not parallel) plan aggregates the rows in the order the subquery gives them.
  const [row] = await selectRows<{ positions: string | null }>(
    db,
    sql`select string_agg(position::text, ',') as positions
          from (select position from (select id, created_at, name, price_cents,
                                             row_number() over (order by id) - 1 as position
                                        from tools where archived_at is null) numbered
                 order by ${orderBy}) ordered`,
  );
  const text = row?.positions ?? '';
  const positions = new Int32Array(count);
  let index = 0;
  let value = 0;
  for (let at = 0; at <= text.length; at++) {
    const code = at < text.length ? text.charCodeAt(at) : 44;
    if (code !== 44) {
      value = value * 10 + code - 48;
      continue;
    }
    if (index >= count || value >= count) break;
    positions[index++] = value;
    value = 0;
  }
  if (index !== count || (count === 0) !== (text.length === 0))
    throw new Error('The catalogue changed while it was read in one snapshot');
  return positions;
}

/** How many tools keep their answer as text, how many more hold it packed, from how many the copy is column-wise. */
interface CopySizes {
  answersKept: number;
  answersHeld: number;
  columnsFrom: number;
}

/** The three orders of the listed tools, as positions (positionsIn). */
interface Orders {
  newest: Int32Array;
  name: Int32Array;
  price: Int32Array;
}

async function ordersIn(db: Database, count: number): Promise<Orders> {
  // Aggregated in a plain plan (positionsIn).
  await db.execute(sql`set local max_parallel_workers_per_gather = 0`);
  return {
    newest: await positionsIn(db, sql`created_at desc, id desc`, count),
    name: await positionsIn(db, sql`name, id`, count),
    price: await positionsIn(db, sql`price_cents, id`, count),
  };
}

/** A snapshot id as pg_export_snapshot gives it, written into SET TRANSACTION SNAPSHOT (which takes no parameter). */
const SNAPSHOT_ID = /^[0-9A-F]+-[0-9A-F]+(-[0-9]+)?$/i;

/**
 * `alongside`: PostgreSQL with connections to spare: the orders are read on a second connection
 * in the same database snapshot (pg_export_snapshot) while the rows are read and indexed on the
 * first, where PostgreSQL would otherwise sort with this process waiting (seconds at a million
 * tools). The embedded database has one connection: there they are read after the rows.
 */
async function loadSnapshot(db: Database, sizes: CopySizes, alongside: boolean): Promise<CatalogSnapshot> {
  // One read-only snapshot: the chunks, the orders and the marks all see the same rows.
  return db.transaction(
    async (tx) => {
      let orders: ((count: number) => Promise<Orders>) | undefined;
      if (alongside) {
        const [exported] = await selectRows<{ id: string }>(
          tx as unknown as Database,
          sql`select pg_export_snapshot() as id`,
        );
        if (exported && SNAPSHOT_ID.test(exported.id)) {
          orders = (count) => {
            const reading = db.transaction(
              async (other) => {
                await other.execute(sql.raw(`set transaction snapshot '${exported.id}'`));
                await other.execute(sql`set local statement_timeout = 0`);
                return ordersIn(other as unknown as Database, count);
              },
              { isolationLevel: 'repeatable read', accessMode: 'read only' },
            );
            // Awaited by readSnapshot after the rows; a failure meanwhile is not an unhandled rejection.
            reading.catch(() => {});
            return reading;
          };
        }
      }
      return readSnapshot(tx as unknown as Database, sizes, orders);
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

async function readSnapshot(
  db: Database,
  { answersKept, answersHeld, columnsFrom }: CopySizes,
  /** Starts reading the orders of `count` tools on another connection (loadSnapshot). */
  ordersAlongside?: (count: number) => Promise<Orders>,
): Promise<CatalogSnapshot> {
  // A write the rows below miss is newer than the marks, so the next look finds it.
  const marks = await readMarks(db);
  // A million products take longer than a request's statement may.
  await db.execute(sql`set local statement_timeout = 0`);

  const [categoryRows, brandRows] = [
    await selectRows<CategoryRow>(
      db,
      sql`select id, name, slug, parent_id, name_bn from categories order by sort_order, name`,
    ),
    await selectRows<BrandRow>(db, sql`select id, name, slug from brands`),
  ];
  const categoryById = new Map(categoryRows.map((row) => [row.id, row]));
  const brandById = new Map(brandRows.map((row) => [row.id, row]));

  // Past `answersKept` tools, every answer is held as bytes (answer-arena.ts), the first
  // `answersHeld` by id, built from the rows read here; the others are read by id (tool-answers.ts).
  const [counted] = await selectRows<{ count: number | string }>(
    db,
    sql`select count(*) as count from tools where archived_at is null`,
  );
  const toolCount = Number(counted?.count ?? 0);
  const ordersReading = ordersAlongside?.(toolCount);
  const arena = toolCount > answersKept && answersHeld > 0 ? createAnswerArenaBuilder(toolCount) : null;

  const columns = toolCount >= columnsFrom ? new ToolColumns(toolCount, brandRows, categoryRows) : null;
  const all: SnapshotTool[] = columns ? columns.tools : [];
  const intern = createInterner();
  // Indexed as they come: the documents' text (some 15 MB at 20,000 tools) is never held all at once.
  const lexemes = createLexemeIndexBuilder();
  const nameWordsBn = nameWordsBnOfOneLoad();
  // The next chunk is asked for before this one is taken in: the database reads it meanwhile.
  const chunkAfter = (after: string | null) =>
    selectRows<CompactRow & Partial<AnswerColumns>>(
      db,
      sql`select ${COMPACT_COLUMNS} ${arena && all.length < answersHeld ? sql`, ${ANSWER_COLUMNS}` : sql``}
          from tools t
          where t.archived_at is null ${after === null ? sql`` : sql`and t.id > ${after}`}
          order by t.id limit ${LOAD_CHUNK}`,
    );
  for (let next: Promise<(CompactRow & Partial<AnswerColumns>)[]> | null = chunkAfter(null); next;) {
    const chunk: (CompactRow & Partial<AnswerColumns>)[] = await next;
    next = chunk.length < LOAD_CHUNK ? null : chunkAfter(chunk.at(-1)!.id);
    for (const row of chunk) {
      const position = all.length;
      const tool = columns ? columns.add(row) : compactToolOf(row, position, intern, brandById, categoryById);
      if (!columns) all.push(tool);
      indexDocument(lexemes, position, indexedDocumentOf(row, categoryById), nameWordsBn);
      if (arena && row.description !== undefined && position < answersHeld)
        arena.add(tool, toToolResponse(answerViewOf(row as CompactRow & AnswerColumns, brandById, categoryById)));
    }
  }
  if (all.length !== toolCount) throw new Error('The catalogue changed while it was read in one snapshot');
  const { byId, bySlug } = columns
    ? columns.finish()
    : {
        byId: new Map(all.map((tool) => [tool.id, tool])),
        bySlug: new Map(all.map((tool) => [tool.view.slug, tool])),
      };
  // Each sort order as PostgreSQL gives it, so that pages here are the pages SQL would give.
  const { newest, name, price } = ordersReading ? await ordersReading : await ordersIn(db, all.length);
  // Up to `answersKept` tools, each keeps its answer as text, built from the rows GET
  // /api/tools/{id} would read (tool-views.ts).
  const answered = arena ? newest.subarray(0, 0) : newest.subarray(0, answersKept);
  for (let from = 0; from < answered.length; from += LOAD_CHUNK) {
    const ids = Array.from(answered.subarray(from, from + LOAD_CHUNK), (position) => all[position]!.id);
    for (const view of await selectToolViews(db).where(inArray(tools.id, ids))) {
      byId.get(view.id)!.json = hashedJson(JSON.stringify(toToolResponse(view)));
    }
  }
  const categoryIds = new Map<string, Set<string>>();
  const slugById = new Map(categoryRows.map((row) => [row.id, row.slug]));
  for (const row of categoryRows) {
    categoryIds.set(row.slug, new Set([...(categoryIds.get(row.slug) ?? []), row.id]));
    const parentSlug = row.parent_id ? slugById.get(row.parent_id) : undefined;
    if (parentSlug) categoryIds.set(parentSlug, new Set([...(categoryIds.get(parentSlug) ?? []), row.id]));
  }

  const lexemeRoot = lexemes.finish();
  return withMemos({
    tools: all,
    lexemes: lexemeRoot,
    byId,
    arena: arena?.finish() ?? null,
    bySlug,
    orders: ordersOf(newest, name, price),
    categoryIds,
    brandIds: new Map(brandRows.map((row) => [row.slug, row.id])),
    categories: categoryRows.map(namedSlugOf),
    categoryPaths: categoryPathsOf(categoryRows),
    version: marks.version,
    fullVersion: marks.fullVersion,
    seen: marks.seen,
    unlisted: new Set(),
    previous: null,
    patchBase: { intern, categoryById, lexemeRoot, patchedDocuments: new Map() },
  });
}

/** A category as a product names it; its Bangla name only when it has one. */
const namedSlugOf = (row: { name: string; slug: string; name_bn: string | null }): NamedSlug =>
  row.name_bn !== null ? { name: row.name, slug: row.slug, nameBn: row.name_bn } : { name: row.name, slug: row.slug };

/** Each category's path from the top level (categories have at most two levels). */
function categoryPathsOf(rows: CategoryRow[]): Map<string, NamedSlug[]> {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return new Map(
    rows.map((row) => {
      const own = namedSlugOf(row);
      const parent = row.parent_id ? byId.get(row.parent_id) : undefined;
      return [row.slug, parent ? [namedSlugOf(parent), own] : [own]];
    }),
  );
}

export interface CatalogSnapshots {
  /**
   * The snapshot with every change reported so far applied; with `onlyStockOf`, stock changes
   * reported for other tools may still be on their way (a page that does not show them need not
   * wait for the embedded database, busy with the orders that made them).
   */
  current(onlyStockOf?: (ids: ReadonlySet<string>) => boolean): Promise<CatalogSnapshot>;
  /** This instance changed products, categories or brands: the next read loads everything again. */
  markStale(): void;
  /** This instance changed this tool's stock: the next read re-reads it first. */
  markStockChanged(id: string): void;
  /**
   * A committed transaction of this instance left these stock levels: applied now, where newer.
   * The caller drops the cached answers of every tool told (not only those the copy holds).
   */
  stockTaken(levels: Iterable<StockLevel>): void;
  /** Another instance told these levels (stock-news.ts): applied now, where newer, as a look applies them. */
  stockToldElsewhere(levels: Iterable<StockLevel>): void;
  /**
   * Whether other instances' stock news arrives (stock-news.ts): while it does, looks read only
   * the catalogue's version, readers never wait for them, and the stock column is scanned only
   * every `STOCK_SCAN_FALLBACK_MS` for news that was lost; the first look after news begins (or
   * begins again) scans.
   */
  newsListening(listening: boolean): void;
}

/**
 * While other instances' stock news arrives, how often a look still scans the stock column for
 * changes whose news was lost (an instance stopped between its commit and its message).
 */
export const STOCK_SCAN_FALLBACK_MS = 15_000;

export function createCatalogSnapshots(
  db: Database,
  options: {
    pollMilliseconds: number;
    /**
     * Whether other processes may change stock (PostgreSQL shared by instances): then each look
     * also reads the rows written since the previous one. An embedded database belongs to this
     * process, whose stock changes are all reported, and scanning it would stall every request.
     */
    stockWrittenElsewhere: boolean;
    /** A newer copy replaced the previous one. */
    onReload: () => void;
    /** A patched copy was installed (after onReload): the indexes built from the previous one may be carried over. */
    onPatched?: (next: CatalogSnapshot) => void;
    /** A copy was installed, loaded whole or patched (the tests tell the two apart). */
    onCopy?: (kind: 'load' | 'patch') => void;
    onStockChanged: (id: string) => void;
    /** How many tools, the newest, keep their answer's JSON in the copy. */
    answersKept?: number;
    /** How many tools past those hold their answer as bytes (answer-arena.ts; tool-answers.ts reads the others'). */
    answersHeld?: number;
    /** From how many tools the copy is held column-wise (COLUMNS_FROM). */
    columnsFrom?: number;
    /** While stock news arrives, how often a look scans the stock column (STOCK_SCAN_FALLBACK_MS). */
    stockScanFallbackMs?: number;
    /** PostgreSQL with two connections or more: a load reads the orders on a second one (loadSnapshot). */
    readOrdersAlongside?: boolean;
  },
): CatalogSnapshots {
  const stockScanFallbackMs = options.stockScanFallbackMs ?? STOCK_SCAN_FALLBACK_MS;
  const sizes: CopySizes = {
    answersKept: options.answersKept ?? ANSWERS_KEPT,
    answersHeld: options.answersHeld ?? ANSWERS_HELD,
    columnsFrom: options.columnsFrom ?? COLUMNS_FROM,
  };
  let snapshot: CatalogSnapshot | null = null;
  // Changes that need a reload are counted (the first load counts as one); each load covers the
  // count when it began. A reader waits for a load covering the count when it asked: one that
  // another reader started after the change will do, the copy from before it will not.
  let staleMarks = 1;
  let installedMarks = 0;
  let loading: { promise: Promise<CatalogSnapshot>; covers: number } | null = null;
  // Loads are numbered so that a slow, older load never replaces a newer one.
  let loadsStarted = 0;
  let loadInstalled = 0;
  // Stock changes are numbered as reported; `applied` is the last number whose stock the
  // snapshot shows. A reader waits for the number current when it asked, not for `dirty` to
  // empty: another reader may have moved its tool into a re-read still under way.
  const dirty = new Set<string>();
  const asking = new Set<string>();
  let reported = 0;
  let applied = 0;
  let refreshing: Promise<void> | null = null;
  // When the latest look began, and when the latest one that finished began: the copy shows every
  // change committed before `lookedFrom`.
  let lastLook = Date.now();
  let lookedFrom = lastLook;
  let lastLookTook = 0;
  let looking: Promise<void> | null = null;
  // Stock news from other instances (stock-news.ts): whether it arrives, since when, and when a
  // look next scans the stock column, from `scanSeen` (the copy shows every stock change before
  // it, told or not: a load's marks, then each scan's).
  let listening = false;
  let listeningSince = 0;
  let nextScanAt = 0;
  let scanSeen: CatalogSnapshot['seen'] | null = null;
  // Stock levels told while a load is under way, per load: its rows may predate them.
  const toldDuringLoads = new Set<Map<string, StockLevel>>();

  function install(
    next: CatalogSnapshot,
    number: number,
    marks: number,
    toldDuringLoad: Map<string, StockLevel>,
    kind: 'load' | 'patch',
  ) {
    if (number <= loadInstalled) return;
    applyStock(next, toldDuringLoad.values(), false);
    loadInstalled = number;
    installedMarks = marks;
    const replaced = snapshot !== null;
    snapshot = next;
    // A load read every row's stock; a patch only the rows changed since its copy's last look,
    // which may have been a look without a scan.
    if (kind === 'load') scanSeen = next.seen;
    // Answers built from the copy it replaces are out of date; before the first there were none.
    if (replaced) options.onReload();
  }

  /**
   * A copy covering every change marked so far: the load or patch under way if it began after
   * them, else a patch of the current copy (snapshot-patch.ts), or a load when there is none or
   * the patch can not follow the changes.
   */
  function reload(): Promise<CatalogSnapshot> {
    if (loading && loading.covers >= staleMarks) return loading.promise;
    const marks = staleMarks;
    const base = snapshot;
    const number = ++loadsStarted;
    const told = new Map<string, StockLevel>();
    toldDuringLoads.add(told);
    // A load reads every row after this moment: stock changes reported before it are in it. A
    // patch reads only the rows written since the copy's last look, so those stay to be re-read.
    const load = () => {
      dirty.clear();
      const covers = reported;
      return loadSnapshot(db, sizes, options.readOrdersAlongside ?? false).then((next) => {
        install(next, number, marks, told, 'load');
        options.onCopy?.('load');
        applied = Math.max(applied, covers);
        return next;
      });
    };
    // A patch is applied only onto the copy it was read from: when another patch (or a load)
    // replaced that copy meanwhile, it is read again from the new one.
    const patchOf = (from: CatalogSnapshot): Promise<CatalogSnapshot> =>
      readPatch(db, from).then((patch) => {
        if (!patch) return load();
        // A copy begun after this one is in place already: it covers these changes too.
        if (number <= loadInstalled && snapshot) return snapshot;
        if (snapshot !== from) return snapshot ? patchOf(snapshot) : load();
        const next = patch.apply();
        if (next === from) {
          installedMarks = Math.max(installedMarks, marks);
          return next;
        }
        install(next, number, marks, told, 'patch');
        options.onPatched?.(next);
        options.onCopy?.('patch');
        return next;
      });
    // A failed load installs nothing: the next reader starts another.
    const promise = !base ? load() : patchOf(base);
    const started = { promise, covers: marks };
    loading = started;
    const done = () => {
      toldDuringLoads.delete(told);
      if (loading === started) loading = null;
    };
    promise.then(done, done);
    return promise;
  }

  /**
   * Sets the stock of the tools in `levels` that are in the snapshot, where the level is newer
   * than what the snapshot shows; with `report`, tells `onStockChanged` of each one that moved.
   */
  function applyStock(target: CatalogSnapshot, levels: Iterable<StockLevel>, report = true) {
    for (const { id, availableQuantity, version } of levels) {
      const tool = target.byId.get(id);
      if (!tool || version <= tool.stockVersion) continue;
      tool.stockVersion = version;
      if (tool.view.availableQuantity === availableQuantity) continue;
      // A new view: answers built from the previous one (tool-answers.ts, page-bodies.ts) are not used again.
      tool.view = listedViewWith(tool.view, availableQuantity);
      if (tool.json) tool.json = withAvailableItem(tool.json, availableQuantity);
      if (report) options.onStockChanged(id);
    }
  }

  /** Stock levels as database rows give them: bigint versions may come as text. */
  const levelsOf = (
    rows: { id: string | null; available_quantity: number | null; stock_version: number | string | null }[],
  ): StockLevel[] =>
    rows.flatMap((row) =>
      row.id === null
        ? []
        : [{ id: row.id, availableQuantity: Number(row.available_quantity), version: Number(row.stock_version) }],
    );

  /** Re-reads the stock of every tool reported so far (one at a time: the caller checks `refreshing`). */
  function refreshDirty(): Promise<void> {
    const ids = [...dirty];
    dirty.clear();
    for (const id of ids) asking.add(id);
    const covers = reported;
    // One statement text whatever the number of tools: it stays prepared on either database.
    const promise = selectRowsPrepared<{ id: string; available_quantity: number; stock_version: number | string }>(
      db,
      sql`select id, available_quantity, stock_version from tools where id = any(${sql.param(ids)}::uuid[])`,
    ).then(
      (rows) => {
        // Onto the copy now in use (a patch may have replaced the one asked about): each value
        // carries its row's stock_version, so a copy that read a row later keeps its own.
        if (snapshot) applyStock(snapshot, levelsOf(rows));
        applied = Math.max(applied, covers);
      },
      (error: unknown) => {
        for (const id of ids) dirty.add(id);
        throw error;
      },
    );
    refreshing = promise;
    const done = () => {
      asking.clear();
      if (refreshing === promise) refreshing = null;
    };
    promise.then(done, done);
    return promise;
  }

  /** Waits until every stock change reported before this call is applied: at most two re-reads. */
  async function settleStock(upTo: number) {
    while (applied < upTo) {
      // A re-read under way may have begun before the latest reports: then one more after it.
      if (refreshing) await refreshing;
      else if (dirty.size > 0) await refreshDirty();
      // A reload took the reports: it reads them.
      else if (loading) await loading.promise;
      else return;
    }
  }

  /** Whether a stock change the reader cares about is reported but not yet in the snapshot. */
  function awaitedBy(onlyStockOf?: (ids: ReadonlySet<string>) => boolean): boolean {
    if (applied >= reported) return false;
    return !onlyStockOf || onlyStockOf(dirty) || onlyStockOf(asking);
  }

  /**
   * What other instances changed since the previous look: one statement, one database snapshot.
   * With `scan`, also the stock of every row written since `scanSeen`; without, only the
   * catalogue's version (stock news brings the stock).
   */
  async function look(target: CatalogSnapshot, scan: boolean) {
    const { xmax, running } = scan ? (scanSeen ?? target.seen) : target.seen;
    const rows = await selectRows<{
      xmax: string;
      running: string[];
      version: string;
      id: string | null;
      available_quantity: number | null;
      stock_version: number | string | null;
    }>(
      db,
      options.stockWrittenElsewhere && scan
        ? sql`select ${SNAPSHOT_COLUMNS}, v.version::text as version, t.id, t.available_quantity, t.stock_version
              from catalog_version v
              left join tools t
                on (t.change_xid >= ${xmax}::bigint or t.change_xid = any(${sql.param(running)}::bigint[])) and t.archived_at is null
              where v.id = 1`
        : options.stockWrittenElsewhere
          ? sql`select ${SNAPSHOT_COLUMNS}, version::text as version,
                       null as id, null as available_quantity, null as stock_version
                from catalog_version where id = 1`
          : sql`select ${xmax} as xmax, ${sql.param(running)}::text[] as running, version::text as version,
                     null as id, null as available_quantity, null as stock_version
              from catalog_version where id = 1`,
    );
    const [first] = rows;
    if (!first || target !== snapshot) return;
    if (first.version !== target.version) {
      staleMarks += 1;
      return;
    }
    applyStock(target, levelsOf(rows));
    target.seen = { xmax: first.xmax, running: first.running };
    if (scan) scanSeen = target.seen;
  }

  /**
   * How long after the previous look the next one begins. Where other instances write, early
   * enough to finish (twice the last one's time) before readers would wait for it (see `current`),
   * but after three quarters of an interval at the soonest: a look over a million tools takes
   * hundreds of milliseconds of the database's CPU, and looks begun sooner took more of it than
   * the readers they spared.
   */
  function lookInterval() {
    if (!options.stockWrittenElsewhere) return options.pollMilliseconds;
    return Math.max(options.pollMilliseconds * 0.75, options.pollMilliseconds - 2 * lastLookTook);
  }

  /** The look under way, or a new one when the last began `lookInterval()` ago or more; else null. */
  function maybeLook(): Promise<void> | null {
    if (looking) return looking;
    if (!snapshot || Date.now() - lastLook < lookInterval()) return null;
    const began = Date.now();
    lastLook = began;
    const scan = !listening || began >= nextScanAt;
    // A failed look changes nothing; the next one asks from the same point.
    looking = look(snapshot, scan)
      .then(() => {
        lookedFrom = Math.max(lookedFrom, began);
        lastLookTook = Date.now() - began;
        // A scan begun before the news did may have missed what was told before it began.
        if (scan && began >= listeningSince) nextScanAt = began + stockScanFallbackMs;
      })
      .catch(() => {})
      .finally(() => {
        looking = null;
      });
    return looking;
  }

  return {
    async current(onlyStockOf) {
      const upTo = reported;
      let current = installedMarks < staleMarks || !snapshot ? await reload() : snapshot;
      if (awaitedBy(onlyStockOf)) {
        await settleStock(upTo);
        current = snapshot ?? current;
      }
      const lookUnderWay = maybeLook();
      // Where other instances write, their changes show within pollMilliseconds: a look begins
      // early, in the background (lookInterval), and a reader waits for it only when the last
      // finished look began an interval ago or more. The look scans the stock column of every
      // tool (no index, so that an order's stock update stays a HOT update): hundreds of
      // milliseconds at a million tools, which every reader waited for once a second when looks
      // began only when due. Orders placed here are applied as they commit, so nothing else
      // re-reads the stock after a quiet spell. An embedded database has no other writer: its
      // looks stay in the background, where they do not queue behind the orders.
      // While stock news arrives, nothing a look finds needs waiting for: the news brings the
      // stock, and a catalogue change is announced (catalog_changes) and patched in by a reload.
      if (
        lookUnderWay &&
        options.stockWrittenElsewhere &&
        !listening &&
        Date.now() - lookedFrom >= options.pollMilliseconds
      ) {
        await lookUnderWay;
        current = installedMarks < staleMarks ? await reload() : (snapshot ?? current);
      }
      return current;
    },
    markStale() {
      staleMarks += 1;
    },
    markStockChanged(id) {
      reported += 1;
      dirty.add(id);
    },
    stockTaken(levels) {
      tell(levels, false);
    },
    stockToldElsewhere(levels) {
      tell(levels, true);
    },
    newsListening(now) {
      if (now && !listening) {
        listeningSince = Date.now();
        nextScanAt = 0;
      }
      listening = now;
    },
  };

  /** Stock levels told (by this instance's orders or another's news): applied now and to the loads under way. */
  function tell(levels: Iterable<StockLevel>, report: boolean) {
    const list = [...levels];
    for (const told of toldDuringLoads) {
      for (const level of list) if ((told.get(level.id)?.version ?? -1) < level.version) told.set(level.id, level);
    }
    if (snapshot) applyStock(snapshot, list, report);
  }
}
