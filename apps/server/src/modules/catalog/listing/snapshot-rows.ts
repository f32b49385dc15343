/**
 * The parts of the in-memory catalogue (snapshot.ts) that a load and a patch (snapshot-patch.ts)
 * both build from: the row read per tool, the tool and search document made of it, the marks of
 * what was seen, and the snapshot object with its memos.
 */
import { sql } from 'drizzle-orm';
import type { NamedSlug } from '@tools-bd/contract';
import { selectRows, type Database } from '../../../db/client.ts';
import { tools } from '../../../db/schema.ts';
import { toToolResponse, type AnswerView, type ToolView } from './tool-views.ts';
import { createLexemeIndexBuilder, type LexemeIndex } from '../search/lexeme-index.ts';
import { banglaWordsOf, rememberedWords } from '../search/bangla-words.ts';
import { hashedJson, type HashedJson } from './tool-json.ts';
import { createMemo } from './snapshot-memo.ts';
import type { AnswerArena } from './answer-arena.ts';

/** The fields of a tool the in-memory listing reads (a full ToolView per tool would add some 10 MB at 20,000 tools). */
export type ListedView = Pick<
  ToolView,
  | 'name'
  | 'slug'
  | 'sku'
  | 'priceCents'
  | 'availableQuantity'
  | 'minimumPurchase'
  | 'brandName'
  | 'categoryName'
  | 'categorySlug'
  | 'nameBn'
  | 'categoryNameBn'
>;

/**
 * One copy of each of the few brand and category names, slugs and ids: every row the driver
 * returns brings its own copies, some 300 bytes a tool kept for as long as the snapshot.
 */
export function createInterner(): <T extends string | null>(text: T) => T {
  const known = new Map<string, string>();
  return (text) => {
    if (text === null) return text;
    const kept = known.get(text);
    if (kept !== undefined) return kept as typeof text;
    known.set(text, text);
    return text;
  };
}

const listedViewOf = (view: ToolView, intern: <T extends string | null>(text: T) => T): ListedView => ({
  name: view.name,
  slug: view.slug,
  sku: view.sku,
  priceCents: view.priceCents,
  availableQuantity: view.availableQuantity,
  minimumPurchase: view.minimumPurchase,
  brandName: intern(view.brandName),
  categoryName: intern(view.categoryName),
  categorySlug: intern(view.categorySlug),
  nameBn: view.nameBn,
  categoryNameBn: intern(view.categoryNameBn),
});

export type SnapshotSort = 'newest' | 'oldest' | 'name' | 'price' | '-price';

export interface SnapshotTool {
  id: string;
  /** Index in `tools`; the sort orders and memoised search results hold these. */
  position: number;
  /** What filters, sorts, searches and suggestions read; the rest of the tool is in `json` only. */
  view: ListedView;
  /**
   * The tool's JSON as GET /api/tools shows it, with its hash (tool-json.ts); rebuilt when its
   * stock changes. Null past the answers a copy keeps (tool-answers.ts reads those by id).
   */
  json: HashedJson | null;
  brandId: string | null;
  categoryId: string | null;
  /** The row's stock_version when its stock here was read: older values are not applied over it. */
  stockVersion: number;
}

/** A tool's stock as one write of its row left it (orders/placement.ts reports these). */
export interface StockLevel {
  id: string;
  availableQuantity: number;
  /** The row's stock_version after that write. */
  version: number;
}

/** What the snapshot finds its tools by (an id, a slug): a Map's methods (snapshot-columns.ts's ToolDirectory). */
export interface ToolLookup {
  get(key: string): SnapshotTool | undefined;
  set(key: string, tool: SnapshotTool): unknown;
  delete(key: string): unknown;
  readonly size: number;
}

export interface CatalogSnapshot {
  tools: SnapshotTool[];
  byId: ToolLookup;
  bySlug: ToolLookup;
  /**
   * The answers of the tools past those keeping theirs in `json`, as bytes (answer-arena.ts);
   * null when a load held none (tool-answers.ts reads them by id). A patched copy shares it.
   */
  arena: AnswerArena | null;
  /** Positions of the tools in each sort order. */
  orders: Record<SnapshotSort, Int32Array>;
  /** A category slug → its id and its sub-categories' ids. */
  categoryIds: Map<string, Set<string>>;
  brandIds: Map<string, string>;
  /** The lexemes of every tool's search document, for full-text matching in memory. */
  lexemes: LexemeIndex;
  /** Every category, in the tree's order (sort order, then name); `nameBn` only when it has one. */
  categories: { name: string; slug: string; nameBn?: string }[];
  /** A category slug → the path from its top-level category down to it (a product page's breadcrumb). */
  categoryPaths: Map<string, NamedSlug[]>;
  /** catalog_version when loaded; a different one in the database means this copy is out of date. */
  version: string;
  /** Its full_version (0037): a different one means a change a patch can not follow (a reload). */
  fullVersion: string;
  /** Positions of `tools` no longer on sale (a patch archived them): in no order, index or map. */
  unlisted: ReadonlySet<number>;
  /**
   * The copy this one was patched from and the tools that changed (position → the tool it held
   * there, none for a new one), until the indexes built from it are carried over; null for a load.
   */
  previous: { snapshot: CatalogSnapshot; changed: ReadonlyMap<number, SnapshotTool | undefined> } | null;
  /** What a patch of this copy starts from (snapshot-patch.ts). */
  patchBase: PatchBase;
  /** Which transactions' writes this copy has seen (the database snapshot of the last look). */
  seen: SeenWrites;
  /**
   * Answers derived from this catalogue that stock can not change (search matches and their
   * rank, suggestions): kept as long as this snapshot, dropped with it.
   */
  memo<T>(key: string, compute: () => Promise<T>): Promise<T>;
  /** Like memo, for what is built once from the whole snapshot (the word index): never dropped to make room. */
  keep<T>(key: string, compute: () => Promise<T>): Promise<T>;
  /** What `keep` holds under this key, if anything (a patched copy carries it over). */
  kept<T>(key: string): Promise<T> | undefined;
}

/** A category row as the snapshot reads it. */
export interface CategoryRow {
  id: string;
  name: string;
  slug: string;
  parent_id: string | null;
  name_bn: string | null;
}

/** What a patch needs of the copy it patches, beyond its fields. */
export interface PatchBase {
  intern: <T extends string | null>(text: T) => T;
  categoryById: ReadonlyMap<string, CategoryRow>;
  /** The index as loaded, and the documents of every tool patched since (null: no longer listed). */
  lexemeRoot: LexemeIndex;
  patchedDocuments: ReadonlyMap<number, IndexedDocument | null>;
}

/** A tool's row as the snapshot reads it: its answer's columns, the ids filters need, its search document. */
export type SnapshotRow = ToolView & {
  brandId: string | null;
  categoryId: string | null;
  stockVersion: number;
  document: string;
};

/** What the lexeme index holds of one tool: its search document and its Bangla words by weight. */
export interface IndexedDocument {
  document: string;
  nameBn: string | null;
  categoryNamesBn: string;
  descriptionBn: string | null;
}

/**
 * A tool's row as a load reads it: what the copy keeps of every tool, the ids filters need and
 * what its search index takes, without the answer's other columns (the answers kept are read
 * apart, tool-answers.ts the rest). Brand and category names come from their own rows.
 */
export interface CompactRow {
  id: string;
  name: string;
  slug: string;
  sku: string;
  priceCents: number;
  availableQuantity: number;
  minimumPurchase: number;
  nameBn: string | null;
  descriptionBn: string | null;
  brandId: string | null;
  categoryId: string | null;
  /** bigint: text on some drivers. */
  stockVersion: number | string;
  document: string;
}

/** The columns of a CompactRow, from `tools t`. */
export const COMPACT_COLUMNS = sql`t.id, t.name, t.slug, t.sku, t.price_cents as "priceCents",
  t.available_quantity as "availableQuantity", t.minimum_purchase as "minimumPurchase", t.name_bn as "nameBn",
  t.description_bn as "descriptionBn", t.brand_id as "brandId", t.category_id as "categoryId",
  t.stock_version as "stockVersion", t.search_document::text as document`;

/** The columns of a tool's answer beyond a CompactRow's (its brand's and category's are in their rows). */
export interface AnswerColumns {
  description: string;
  imageUrl: string;
  packSize: number;
  maxPerOrder: number | null;
  /** jsonb: text on some drivers. */
  priceBreaks: AnswerView['priceBreaks'] | string;
  vatRateBasisPoints: number;
  weightGrams: number;
}

/** The columns of AnswerColumns, from `tools t`. */
export const ANSWER_COLUMNS = sql`t.description, t.image_url as "imageUrl", t.pack_size as "packSize",
  t.max_per_order as "maxPerOrder", t.price_breaks as "priceBreaks", t.vat_rate_basis_points as "vatRateBasisPoints",
  t.weight_grams as "weightGrams"`;

/** What toToolResponse takes, from a load's row and the brand and category rows read with it. */
export function answerViewOf(
  row: CompactRow & AnswerColumns,
  brandById: ReadonlyMap<string, BrandRow>,
  categoryById: ReadonlyMap<string, CategoryRow>,
): AnswerView {
  const brand = row.brandId !== null ? brandById.get(row.brandId) : undefined;
  const category = row.categoryId !== null ? categoryById.get(row.categoryId) : undefined;
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    imageUrl: row.imageUrl,
    priceCents: row.priceCents,
    availableQuantity: row.availableQuantity,
    minimumPurchase: row.minimumPurchase,
    sku: row.sku,
    packSize: row.packSize,
    maxPerOrder: row.maxPerOrder,
    priceBreaks:
      typeof row.priceBreaks === 'string'
        ? (JSON.parse(row.priceBreaks) as AnswerView['priceBreaks'])
        : row.priceBreaks,
    vatRateBasisPoints: row.vatRateBasisPoints,
    weightGrams: row.weightGrams,
    nameBn: row.nameBn,
    descriptionBn: row.descriptionBn,
    slug: row.slug,
    brandName: brand?.name ?? null,
    brandSlug: brand?.slug ?? null,
    categoryName: category?.name ?? null,
    categorySlug: category?.slug ?? null,
    categoryNameBn: category?.name_bn ?? null,
  };
}

/** A brand row as the snapshot reads it. */
export interface BrandRow {
  id: string;
  name: string;
  slug: string;
}

/** The snapshot's entry of a compact row read at `position`, as objects and strings of its own (a smaller copy's). */
export function compactToolOf(
  row: CompactRow,
  position: number,
  intern: PatchBase['intern'],
  brandById: ReadonlyMap<string, BrandRow>,
  categoryById: ReadonlyMap<string, CategoryRow>,
): SnapshotTool {
  const brand = row.brandId !== null ? brandById.get(row.brandId) : undefined;
  const category = row.categoryId !== null ? categoryById.get(row.categoryId) : undefined;
  return {
    id: row.id,
    position,
    view: {
      name: row.name,
      slug: row.slug,
      sku: row.sku,
      priceCents: row.priceCents,
      availableQuantity: row.availableQuantity,
      minimumPurchase: row.minimumPurchase,
      brandName: brand?.name ?? null,
      categoryName: category?.name ?? null,
      categorySlug: category?.slug ?? null,
      nameBn: row.nameBn,
      categoryNameBn: category?.name_bn ?? null,
    },
    json: null,
    brandId: intern(row.brandId),
    categoryId: intern(row.categoryId),
    stockVersion: Number(row.stockVersion),
  };
}

/** The extra columns of a snapshot row (selectToolViews' `extra`). */
export const SNAPSHOT_ROW_COLUMNS = {
  brandId: tools.brandId,
  categoryId: tools.categoryId,
  stockVersion: tools.stockVersion,
  document: sql<string>`${tools.searchDocument}::text`,
};

/** The snapshot's entry of a row read at `position`, with its answer when `withAnswer`. */
export function snapshotToolOf(
  row: SnapshotRow,
  position: number,
  intern: PatchBase['intern'],
  withAnswer: boolean,
): SnapshotTool {
  const { brandId, categoryId, stockVersion, document: _document, ...view } = row;
  return {
    id: view.id,
    position,
    view: listedViewOf(view, intern),
    json: withAnswer ? hashedJson(JSON.stringify(toToolResponse(view))) : null,
    brandId: intern(brandId),
    categoryId: intern(categoryId),
    stockVersion,
  };
}

/** What the lexeme index takes from a row: Bangla words are indexed here, not by PostgreSQL's english configuration (bangla-words.ts). */
export function indexedDocumentOf(
  row: Pick<SnapshotRow, 'categoryId' | 'document' | 'nameBn' | 'descriptionBn'>,
  categoryById: ReadonlyMap<string, CategoryRow>,
): IndexedDocument {
  const category = row.categoryId ? categoryById.get(row.categoryId) : undefined;
  const parentNameBn = category ? categoryById.get(category.parent_id ?? '')?.name_bn : undefined;
  return {
    document: row.document,
    nameBn: row.nameBn,
    categoryNamesBn: `${category?.name_bn ?? ''} ${parentNameBn ?? ''}`,
    descriptionBn: row.descriptionBn,
  };
}

/** The Bangla words of a category's names, the same for all its tools. */
const categoryWordsBn = rememberedWords(banglaWordsOf);
/**
 * The Bangla words of tools' Bangla names for one load, remembered: names repeat (some 14,000
 * among a million seeded tools), and splitting one costs several times an English name's.
 */
export const nameWordsBnOfOneLoad = (): ((text: string) => string[]) => rememberedWords(banglaWordsOf, 1 << 16);

/** Adds one tool's document to an index under construction. */
export function indexDocument(
  lexemes: ReturnType<typeof createLexemeIndexBuilder>,
  position: number,
  indexed: IndexedDocument,
  nameWordsBn: (text: string) => string[] = banglaWordsOf,
) {
  lexemes.add(position, indexed.document);
  lexemes.addWords(position, indexed.nameBn ? nameWordsBn(indexed.nameBn) : [], 'A');
  lexemes.addWords(position, categoryWordsBn(indexed.categoryNamesBn), 'C');
  lexemes.addWords(position, banglaWordsOf(indexed.descriptionBn), 'D');
}

/**
 * The transactions whose writes a database snapshot shows: every one below `xmax` but those in
 * `running`. A row written by any other (at or above xmax, or running then) is new to it. Unlike
 * the oldest running transaction, this does not fall behind while some long transaction elsewhere
 * in the cluster stays open.
 */
export interface SeenWrites {
  xmax: string;
  running: string[];
}

/** SQL of the current statement's snapshot: `xmax` and `running` (pg_snapshot_xip) as text. */
export const SNAPSHOT_COLUMNS = sql`pg_snapshot_xmax(pg_current_snapshot())::text as xmax,
  array(select running::text from pg_snapshot_xip(pg_current_snapshot()) as running) as running`;

/** What the database snapshot shows, and the catalogue's version: read before the rows they guard. */
export async function readMarks(db: Database): Promise<{ seen: SeenWrites; version: string; fullVersion: string }> {
  const [marks] = await selectRows<{ xmax: string; running: string[]; version: string; full_version: string }>(
    db,
    sql`select ${SNAPSHOT_COLUMNS}, v.version::text as version, v.full_version::text as full_version
        from catalog_version v where v.id = 1`,
  );
  return {
    seen: { xmax: marks?.xmax ?? '0', running: marks?.running ?? [] },
    version: marks?.version ?? '0',
    fullVersion: marks?.full_version ?? '0',
  };
}

/** (created_at, id) descending and ascending, (price, id) ascending and descending: exact reverses. */
export const ordersOf = (
  newest: Int32Array,
  name: Int32Array,
  price: Int32Array,
): Record<SnapshotSort, Int32Array> => ({
  newest,
  oldest: newest.slice().reverse(),
  name,
  price,
  '-price': price.slice().reverse(),
});

/** A snapshot with its own memo and kept values, from its fields. */
export function withMemos(fields: Omit<CatalogSnapshot, 'memo' | 'keep' | 'kept'>): CatalogSnapshot {
  const memo = createMemo(fields.tools.length);
  const kept = new Map<string, Promise<unknown>>();
  return {
    ...fields,
    memo: memo.get,
    keep<T>(key: string, compute: () => Promise<T>): Promise<T> {
      const known = kept.get(key);
      if (known) return known as Promise<T>;
      const promise = compute();
      kept.set(key, promise);
      promise.catch(() => kept.get(key) === promise && kept.delete(key));
      return promise;
    },
    kept: <T>(key: string) => kept.get(key) as Promise<T> | undefined,
  };
}
