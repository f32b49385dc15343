import { eq, inArray, sql } from 'drizzle-orm';
import {
  CATALOG_CSV_COLUMNS,
  CATALOG_IMPORT_LIMITS,
  SKU_PATTERN,
  TOOL_LIMITS,
  availableItemSchema,
  catalogAdminMessages,
  catalogMessages,
  checkToolRules,
  dollarsToCents,
  maxPerOrderSchema,
  minPurseSchema,
  normalizeSku,
  packSizeSchema,
  priceBreaksSchema,
  priceBreaksToCents,
  toolImageSchema,
  toolPriceSchema,
  toolVatRateSchema,
  vatPercentToBasisPoints,
  weightGramsSchema,
  DEFAULT_VAT_RATE_BASIS_POINTS,
  DEFAULT_WEIGHT_GRAMS,
  type CatalogCsvColumn,
  type CatalogImportResult,
  type CatalogImportRow,
} from '@tools-bd/contract';
import type { z } from 'zod';
import type { Database } from '../../../db/client.ts';
import { brands, categories, shopSettings, tools } from '../../../db/schema.ts';
import { HttpError, badRequest, conflict } from '../../../lib/http-errors.ts';
import { slugifyName } from '../categories/admin-service.ts';
import { CsvSyntaxError, parseCsv } from './csv.ts';
import { catalogCsvToolColumns } from './csv-export.ts';

/**
 * CSV bulk import: each row (identified by its SKU) creates a product, changes one, changes
 * nothing, or is refused with the reason — judged by the same field schemas and selling rules
 * (`checkToolRules`) as the product form. Applying writes every row in one transaction, and
 * only when no row is refused.
 */

type Executor = Parameters<Parameters<Database['transaction']>[0]>[0] | Database;

/** What a product holds, as the import compares and writes it. */
interface ProductValues {
  name: string;
  categoryId: string | null;
  /** A brand's name; new names become brands when the import is applied. */
  brand: string | null;
  priceCents: number;
  stock: number;
  minPurse: number;
  packSize: number;
  maxPerOrder: number | null;
  priceBreaks: { minQuantity: number; unitPriceCents: number }[];
  /** Basis points (15 % = 1500). */
  vatRateBasisPoints: number;
  weightGrams: number;
  description: string;
  img: string;
  nameBn: string | null;
  descriptionBn: string | null;
}

interface StoredTool extends ProductValues {
  id: string;
  sku: string;
  archived: boolean;
}

interface JudgedRow {
  report: CatalogImportRow;
  /** Set for create and update. */
  values?: ProductValues;
  toolId?: string;
}

interface Header {
  columns: CatalogCsvColumn[];
}

/** The header line: known column names (any case, any order), `sku` among them, none twice. */
function readHeader(cells: string[]): Header {
  const columns: CatalogCsvColumn[] = [];
  for (const raw of cells) {
    const name = raw.trim();
    const column = CATALOG_CSV_COLUMNS.find((known) => known.toLowerCase() === name.toLowerCase());
    if (!column) throw badRequest(catalogAdminMessages.importUnknownColumn(name));
    if (columns.includes(column)) throw badRequest(catalogAdminMessages.importDuplicateColumn(column));
    columns.push(column);
  }
  if (!columns.includes('sku')) throw badRequest(catalogAdminMessages.importMissingSkuColumn);
  return { columns };
}

/** Reads the text into header and rows, refusing structure problems and sizes (400, nothing judged). */
export function readImportText(text: string): {
  header: Header;
  rows: { line: number; cells: Map<CatalogCsvColumn, string>; cellCount: number }[];
} {
  let records;
  try {
    records = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvSyntaxError) throw badRequest(catalogAdminMessages.importUnclosedQuote);
    throw error;
  }
  const [first, ...rest] = records;
  if (!first) throw badRequest(catalogAdminMessages.importEmpty);
  const header = readHeader(first.cells);
  if (rest.length === 0) throw badRequest(catalogAdminMessages.importNoRows);
  if (rest.length > CATALOG_IMPORT_LIMITS.maxRows) throw badRequest(catalogAdminMessages.importTooManyRows);
  return {
    header,
    rows: rest.map((record) => ({
      line: record.line,
      cellCount: record.cells.length,
      cells: new Map(header.columns.map((column, index) => [column, record.cells[index] ?? ''])),
    })),
  };
}

class RowError extends Error {}

/** A zod field schema's verdict on one cell: the value, or the schema's own message as a row error. */
function check<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new RowError(result.error.issues[0]?.message ?? 'Invalid value');
  return result.data;
}

const number = (cell: string, column: string, pattern: RegExp): number => {
  if (!pattern.test(cell.trim())) throw new RowError(catalogAdminMessages.rowNotNumber(column));
  return Number(cell.trim());
};
const wholeNumber = (cell: string, column: string) => number(cell, column, /^\d{1,9}$/);
const decimal = (cell: string, column: string) => number(cell, column, /^\d{1,9}(\.\d+)?$/);

function readPriceBreaks(cell: string): ProductValues['priceBreaks'] {
  if (cell.trim() === '') return [];
  const breaks = cell.split('|').map((each) => {
    const match = /^\s*(\d{1,9})\s*:\s*(\d{1,9}(?:\.\d+)?)\s*$/.exec(each);
    if (!match) throw new RowError(catalogAdminMessages.rowPriceBreaksInvalid);
    return { minQuantity: Number(match[1]), price: Number(match[2]) };
  });
  return priceBreaksToCents(check(priceBreaksSchema, breaks));
}

/** A Bangla name or description: NFC (as the form stores it), trimmed; empty removes it. */
const banglaText = (cell: string, tooLong: string, max: number): string | null => {
  const value = cell.normalize('NFC').trim();
  if (value.length > max) throw new RowError(tooLong);
  return value || null;
};

const trimmedText = (cell: string, required: string, tooLong: string, max: number) => {
  const value = cell.trim();
  if (!value) throw new RowError(required);
  if (value.length > max) throw new RowError(tooLong);
  return value;
};

interface Lookups {
  categoryIdOf: (cell: string) => string | null | undefined;
  brandNameOf: (cell: string) => string;
}

/** What each column's cell reads as. */
interface ColumnValues {
  name: string;
  description: string;
  img: string;
  price: number;
  stock: number;
  minPurse: number;
  packSize: number;
  maxPerOrder: number | null;
  priceBreaks: ProductValues['priceBreaks'];
  vatRate: number;
  weight_grams: number;
  category: string | null;
  brand: string | null;
  name_bn: string | null;
  description_bn: string | null;
}

/** One column's cell as a product value; only called for a cell that is present (and, for an existing product, changed). */
const readers: { [Column in keyof ColumnValues]: (cell: string, lookups: Lookups) => ColumnValues[Column] } = {
  name: (cell) => trimmedText(cell, catalogMessages.nameRequired, catalogMessages.nameTooLong, TOOL_LIMITS.nameMax),
  description: (cell) =>
    trimmedText(
      cell,
      catalogMessages.descriptionRequired,
      catalogMessages.descriptionTooLong,
      TOOL_LIMITS.descriptionMax,
    ),
  img: (cell) => check(toolImageSchema, cell),
  price: (cell) => dollarsToCents(check(toolPriceSchema, decimal(cell, 'price'))),
  stock: (cell) => check(availableItemSchema, wholeNumber(cell, 'stock')),
  minPurse: (cell) => check(minPurseSchema, wholeNumber(cell, 'minPurse')),
  packSize: (cell) => check(packSizeSchema, wholeNumber(cell, 'packSize')),
  maxPerOrder: (cell) => (cell.trim() === '' ? null : check(maxPerOrderSchema, wholeNumber(cell, 'maxPerOrder'))),
  priceBreaks: (cell) => readPriceBreaks(cell),
  vatRate: (cell) => vatPercentToBasisPoints(check(toolVatRateSchema, decimal(cell, 'vatRate'))),
  weight_grams: (cell) => check(weightGramsSchema, wholeNumber(cell, 'weight_grams')),
  category: (cell, lookups) => {
    if (cell.trim() === '') return null;
    const id = lookups.categoryIdOf(cell);
    if (!id) throw new RowError(catalogAdminMessages.rowUnknownCategory(cell.trim()));
    return id;
  },
  brand: (cell, lookups) => (cell.trim() === '' ? null : lookups.brandNameOf(cell)),
  name_bn: (cell) => banglaText(cell, catalogMessages.nameBnTooLong, TOOL_LIMITS.nameMax),
  description_bn: (cell) => banglaText(cell, catalogMessages.descriptionBnTooLong, TOOL_LIMITS.descriptionMax),
};

/** Each column's stored value, in the form readers return, to tell a changed cell from an unchanged one. */
const storedValue = (tool: StoredTool, column: Exclude<CatalogCsvColumn, 'sku'>): unknown => tool[FIELD_OF[column]];

const FIELD_OF: Record<Exclude<CatalogCsvColumn, 'sku'>, keyof ProductValues> = {
  name: 'name',
  category: 'categoryId',
  brand: 'brand',
  price: 'priceCents',
  stock: 'stock',
  minPurse: 'minPurse',
  packSize: 'packSize',
  maxPerOrder: 'maxPerOrder',
  priceBreaks: 'priceBreaks',
  vatRate: 'vatRateBasisPoints',
  weight_grams: 'weightGrams',
  description: 'description',
  img: 'img',
  name_bn: 'nameBn',
  description_bn: 'descriptionBn',
};

const REQUIRED_FOR_NEW: CatalogCsvColumn[] = ['name', 'price', 'stock', 'description', 'img'];

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Loads the stored products of these SKUs (locked in SKU order when `lock`), every category and brand. */
async function loadContext(db: Executor, skus: string[], lock: boolean) {
  const query = db
    .select({ ...catalogCsvToolColumns, id: tools.id, categoryId: tools.categoryId, archivedAt: tools.archivedAt })
    .from(tools)
    .leftJoin(brands, eq(brands.id, tools.brandId))
    .where(inArray(tools.sku, skus.length > 0 ? skus : ['']))
    .orderBy(tools.sku);
  // One after another: inside a transaction the queries share one connection.
  const stored = await (lock ? query.for('update', { of: tools }) : query);
  const categoryRows = await db
    .select({ id: categories.id, name: categories.name, slug: categories.slug })
    .from(categories);
  const brandRows = await db.select({ name: brands.name, slug: brands.slug }).from(brands);
  // A new product without a vatRate takes the shop's default rate, as the add form does.
  const [settings] = await db.select({ rate: shopSettings.defaultVatRateBasisPoints }).from(shopSettings).limit(1);
  const defaultVatRate = settings?.rate ?? DEFAULT_VAT_RATE_BASIS_POINTS;
  const bySku = new Map<string, StoredTool>(
    stored.map((row) => [row.sku, { ...row, archived: row.archivedAt !== null }]),
  );
  const categoryByKey = new Map<string, string>();
  for (const row of categoryRows) {
    categoryByKey.set(row.name.toLowerCase(), row.id);
    categoryByKey.set(row.slug, row.id);
  }
  const brandByKey = new Map<string, string>();
  for (const row of brandRows) {
    brandByKey.set(row.name.toLowerCase(), row.name);
    brandByKey.set(row.slug, row.name);
  }
  const lookups: Lookups = {
    // A category is named by its slug (what the export writes) or its name, in any case.
    categoryIdOf: (cell) => categoryByKey.get(cell.trim().toLowerCase()),
    // An existing brand keeps its own spelling; another name is a new brand.
    brandNameOf: (cell) => {
      const name = cell.trim();
      if (name.length > 120) throw new RowError(catalogAdminMessages.rowBrandTooLong);
      const known = brandByKey.get(name.toLowerCase()) ?? brandByKey.get(slugifyName(name));
      if (known) return known;
      if (!slugifyName(name)) throw new RowError(catalogMessages.slugInvalid);
      return name;
    },
  };
  return { bySku, lookups, defaultVatRate };
}

type ReadRow = ReturnType<typeof readImportText>['rows'][number];

/** Judges every row against the stored catalogue. */
async function judgeRows(db: Executor, header: Header, rows: ReadRow[], lock: boolean): Promise<JudgedRow[]> {
  const skuOf = (row: ReadRow) => normalizeSku(row.cells.get('sku') ?? '');
  const linesBySku = new Map<string, number[]>();
  for (const row of rows) linesBySku.set(skuOf(row), [...(linesBySku.get(skuOf(row)) ?? []), row.line]);
  const { bySku, lookups, defaultVatRate } = await loadContext(
    db,
    [...linesBySku.keys()].filter((sku) => SKU_PATTERN.test(sku)),
    lock,
  );
  const columns = header.columns.filter((column): column is Exclude<CatalogCsvColumn, 'sku'> => column !== 'sku');

  return rows.map((row): JudgedRow => {
    const sku = skuOf(row);
    const name = (row.cells.get('name') ?? '').trim() || bySku.get(sku)?.name || '';
    const report = (
      action: CatalogImportRow['action'],
      message: string | null = null,
      changes: string[] = [],
    ): CatalogImportRow => ({
      line: row.line,
      sku,
      name,
      action,
      message,
      changes,
    });
    try {
      if (row.cellCount !== header.columns.length)
        throw new RowError(catalogAdminMessages.rowWrongCellCount(header.columns.length, row.cellCount));
      if (!sku) throw new RowError(catalogAdminMessages.rowSkuRequired);
      if (!SKU_PATTERN.test(sku)) throw new RowError(catalogMessages.skuInvalid);
      const other = (linesBySku.get(sku) ?? []).find((line) => line !== row.line);
      if (other !== undefined) throw new RowError(catalogAdminMessages.rowSkuDuplicate(other));
      const stored = bySku.get(sku);
      if (stored?.archived) throw new RowError(catalogAdminMessages.rowArchived);

      let values: ProductValues;
      const changes: string[] = [];
      if (stored) {
        values = { ...stored };
        for (const column of columns) {
          const cell = row.cells.get(column) ?? '';
          // A text cell exactly as stored is unchanged, even where the form would trim it.
          if (cell === stored.name && column === 'name') continue;
          if (cell === stored.description && column === 'description') continue;
          if (cell === stored.img && column === 'img') continue;
          const value = readers[column](cell, lookups);
          if (!sameValue(value, storedValue(stored, column))) {
            (values as unknown as Record<string, unknown>)[FIELD_OF[column]] = value;
            changes.push(column);
          }
        }
      } else {
        const missing = REQUIRED_FOR_NEW.find(
          (column) => !header.columns.includes(column) || (row.cells.get(column) ?? '').trim() === '',
        );
        if (missing) throw new RowError(catalogAdminMessages.rowRequired(missing));
        const read = <Column extends keyof ColumnValues>(
          column: Column,
          fallback: ColumnValues[Column],
        ): ColumnValues[Column] =>
          header.columns.includes(column) ? readers[column](row.cells.get(column) ?? '', lookups) : fallback;
        values = {
          name: read('name', ''),
          description: read('description', ''),
          img: read('img', ''),
          priceCents: read('price', 0),
          stock: read('stock', 0),
          minPurse: read('minPurse', 1),
          packSize: read('packSize', 1),
          maxPerOrder: read('maxPerOrder', null),
          priceBreaks: read('priceBreaks', []),
          vatRateBasisPoints: read('vatRate', defaultVatRate),
          // An older CSV without the column: a new product weighs the default, as the add form's does.
          weightGrams: read('weight_grams', DEFAULT_WEIGHT_GRAMS),
          categoryId: read('category', null),
          brand: read('brand', null),
          nameBn: read('name_bn', null),
          descriptionBn: read('description_bn', null),
        };
      }
      if (stored && changes.length === 0) return { report: report('unchanged') };
      // The product form's rules on the product as it would become: a stock of 0 marks it sold out.
      if (values.stock !== 0 && values.minPurse > values.stock)
        throw new RowError(catalogMessages.minPurseAboveAvailable);
      const problem = checkToolRules({
        priceCents: values.priceCents,
        minPurse: values.minPurse,
        packSize: values.packSize,
        maxPerOrder: values.maxPerOrder,
        priceBreaks: values.priceBreaks,
      });
      if (problem) throw new RowError(problem.message);
      return stored
        ? { report: report('update', null, changes), values, toolId: stored.id }
        : { report: report('create'), values };
    } catch (error) {
      if (error instanceof RowError) return { report: report('error', error.message) };
      throw error;
    }
  });
}

function summarise(judged: JudgedRow[], applied: boolean): CatalogImportResult {
  const summary = { create: 0, update: 0, unchanged: 0, error: 0 };
  for (const row of judged) summary[row.report.action] += 1;
  return { applied, summary, rows: judged.map((row) => row.report) };
}

/** The brand ids of these names, adding the brands that do not exist yet. */
async function brandIds(tx: Executor, names: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(names)];
  if (unique.length === 0) return new Map();
  await tx
    .insert(brands)
    .values(unique.map((name) => ({ name, slug: slugifyName(name) })))
    .onConflictDoNothing();
  const rows = await tx.select({ id: brands.id, name: brands.name, slug: brands.slug }).from(brands);
  const byName = new Map<string, string>();
  for (const name of unique) {
    const row = rows.find((each) => each.name === name) ?? rows.find((each) => each.slug === slugifyName(name));
    if (row) byName.set(name, row.id);
  }
  return byName;
}

const INSERT_BATCH = 500;

/** Dry run: every row's verdict, nothing written. */
export async function previewImport(db: Database, text: string): Promise<CatalogImportResult> {
  const { header, rows } = readImportText(text);
  return summarise(await judgeRows(db, header, rows, false), false);
}

/**
 * Applies the import in one transaction: the rows' products are locked (in SKU order, like every
 * writer of tools) and judged again; any refused row answers 400 with every row and writes nothing.
 */
export async function applyImport(db: Database, text: string): Promise<CatalogImportResult> {
  const { header, rows } = readImportText(text);
  return db
    .transaction(async (tx) => {
      const judged = await judgeRows(tx, header, rows, true);
      const result = summarise(judged, true);
      if (result.summary.error > 0) {
        throw new HttpError(400, catalogAdminMessages.importHasErrors(result.summary.error), {}, { rows: result.rows });
      }
      const writes = judged.filter((row) => row.values);
      const brandIdOf = await brandIds(
        tx,
        writes.map((row) => row.values!.brand).filter((name): name is string => name !== null),
      );
      const columnsOf = (values: ProductValues) => ({
        name: values.name,
        description: values.description,
        imageUrl: values.img,
        priceCents: values.priceCents,
        availableQuantity: values.stock,
        minimumPurchase: values.minPurse,
        packSize: values.packSize,
        maxPerOrder: values.maxPerOrder,
        priceBreaks: values.priceBreaks,
        vatRateBasisPoints: values.vatRateBasisPoints,
        weightGrams: values.weightGrams,
        categoryId: values.categoryId,
        brandId: values.brand ? (brandIdOf.get(values.brand) ?? null) : null,
        nameBn: values.nameBn,
        descriptionBn: values.descriptionBn,
      });
      const creates = writes.filter((row) => !row.toolId);
      for (let start = 0; start < creates.length; start += INSERT_BATCH) {
        await tx
          .insert(tools)
          .values(
            creates
              .slice(start, start + INSERT_BATCH)
              .map((row) => ({ ...columnsOf(row.values!), sku: row.report.sku, listedQuantity: row.values!.stock })),
          );
      }
      await updateInBatches(
        tx,
        writes.filter((row) => row.toolId),
        (row) => ({ ...columnsOf(row.values!), id: row.toolId! }),
      );
      await keepGeneratedSkusAhead(
        tx,
        creates.map((row) => row.report.sku),
      );
      return result;
    })
    .catch((error: unknown) => {
      // Another writer took one of the new SKUs after the rows were judged.
      if (isSkuTaken(error)) throw conflict(catalogMessages.skuTaken);
      throw error;
    });
}

/** Each CSV column's stored column and SQL type, for the batched update. */
const STORED_COLUMN: Record<
  Exclude<CatalogCsvColumn, 'sku'>,
  { column: string; field: keyof UpdateValues; type: string }
> = {
  name: { column: 'name', field: 'name', type: 'text' },
  category: { column: 'category_id', field: 'categoryId', type: 'uuid' },
  brand: { column: 'brand_id', field: 'brandId', type: 'uuid' },
  price: { column: 'price_cents', field: 'priceCents', type: 'integer' },
  stock: { column: 'available_quantity', field: 'availableQuantity', type: 'integer' },
  minPurse: { column: 'minimum_purchase', field: 'minimumPurchase', type: 'integer' },
  packSize: { column: 'pack_size', field: 'packSize', type: 'integer' },
  maxPerOrder: { column: 'max_per_order', field: 'maxPerOrder', type: 'integer' },
  priceBreaks: { column: 'price_breaks', field: 'priceBreaks', type: 'jsonb' },
  vatRate: { column: 'vat_rate_basis_points', field: 'vatRateBasisPoints', type: 'integer' },
  weight_grams: { column: 'weight_grams', field: 'weightGrams', type: 'integer' },
  description: { column: 'description', field: 'description', type: 'text' },
  img: { column: 'image_url', field: 'imageUrl', type: 'text' },
  name_bn: { column: 'name_bn', field: 'nameBn', type: 'text' },
  description_bn: { column: 'description_bn', field: 'descriptionBn', type: 'text' },
};

interface UpdateValues {
  id: string;
  name: string;
  description: string;
  imageUrl: string;
  priceCents: number;
  availableQuantity: number;
  minimumPurchase: number;
  packSize: number;
  maxPerOrder: number | null;
  priceBreaks: ProductValues['priceBreaks'];
  vatRateBasisPoints: number;
  weightGrams: number;
  categoryId: string | null;
  brandId: string | null;
  nameBn: string | null;
  descriptionBn: string | null;
}

/**
 * Writes the updates a few statements at a time instead of one per row: rows that change the
 * same columns share one `UPDATE … FROM (VALUES …)` per batch. Only the changed columns are set,
 * so a stock-only import leaves the search fields' trigger (name, description, …) asleep.
 */
async function updateInBatches(tx: Executor, rows: JudgedRow[], valuesOf: (row: JudgedRow) => UpdateValues) {
  const groups = new Map<string, JudgedRow[]>();
  for (const row of rows) {
    const key = row.report.changes.join(',');
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  for (const group of groups.values()) {
    const columns = group[0]!.report.changes.map((change) => STORED_COLUMN[change as Exclude<CatalogCsvColumn, 'sku'>]);
    for (let start = 0; start < group.length; start += INSERT_BATCH) {
      const tuples = group.slice(start, start + INSERT_BATCH).map((row) => {
        const values = valuesOf(row);
        const cells = columns.map(({ field, type }) => {
          const value = values[field];
          return sql`${type === 'jsonb' ? JSON.stringify(value) : value}::${sql.raw(type)}`;
        });
        return sql`(${values.id}::uuid, ${sql.join(cells, sql`, `)})`;
      });
      const names = sql.raw(['id', ...columns.map(({ column }) => column)].join(', '));
      const assignments = sql.raw(columns.map(({ column }) => `${column} = v.${column}`).join(', '));
      await tx.execute(
        sql`update tools as t set ${assignments} from (values ${sql.join(tuples, sql`, `)}) as v(${names}) where t.id = v.id`,
      );
    }
  }
}

function isSkuTaken(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (code === '23505' && typeof message === 'string' && message.includes('tools_sku_key')) return true;
    current = cause;
  }
  return false;
}

/**
 * Imported SKUs shaped like generated ones (`TBD-000123`, e.g. from another shop's export) move
 * the sequence past them, so a product added later without an SKU is not refused as a duplicate.
 */
async function keepGeneratedSkusAhead(tx: Executor, skus: string[]) {
  const numbers = skus
    .map((sku) => /^TBD-(\d{1,15})$/.exec(sku)?.[1])
    .filter((digits): digits is string => digits !== undefined)
    .map(Number);
  if (numbers.length === 0) return;
  await tx.execute(
    sql`select setval('tool_sku_seq', greatest(${Math.max(...numbers)}::bigint, (select last_value from tool_sku_seq)))`,
  );
}
