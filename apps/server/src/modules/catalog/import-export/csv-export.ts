import { Readable } from 'node:stream';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { CATALOG_CSV_COLUMNS, vatBasisPointsToPercent, type CatalogCsvColumn } from '@tools-bd/contract';
import type { Database } from '../../../db/client.ts';
import { brands, categories, tools } from '../../../db/schema.ts';
import { UTF8_BOM } from '../../../lib/csv.ts';
import { formatRecord } from './csv.ts';

/** Rows read per query: memory stays flat however large the catalogue. */
const EXPORT_BATCH = 500;

const dollars = (cents: number) => (cents / 100).toFixed(2);

/** The product columns the catalogue CSV carries (brands joined), read alike by the export and the import. */
export const catalogCsvToolColumns = {
  sku: tools.sku,
  name: tools.name,
  brand: brands.name,
  priceCents: tools.priceCents,
  stock: tools.availableQuantity,
  minPurse: tools.minimumPurchase,
  packSize: tools.packSize,
  maxPerOrder: tools.maxPerOrder,
  priceBreaks: tools.priceBreaks,
  vatRateBasisPoints: tools.vatRateBasisPoints,
  weightGrams: tools.weightGrams,
  description: tools.description,
  img: tools.imageUrl,
  nameBn: tools.nameBn,
  descriptionBn: tools.descriptionBn,
};

/**
 * The catalogue on sale as CSV, in SKU order, in the columns the import reads (category by slug,
 * brand by name, price breaks as `48:235.00|144:220.00`, VAT rate in percent, weight in grams). Archived products stay out: they can
 * not be changed, so an import could only refuse them. Read a batch at a time by SKU (keyset),
 * so a long export neither holds a transaction open nor keeps the catalogue in memory.
 */
export async function* catalogCsvChunks(db: Database): AsyncGenerator<string> {
  yield UTF8_BOM + formatRecord(CATALOG_CSV_COLUMNS);
  let after = '';
  for (;;) {
    const rows = await db
      .select({ ...catalogCsvToolColumns, category: categories.slug })
      .from(tools)
      .leftJoin(categories, eq(categories.id, tools.categoryId))
      .leftJoin(brands, eq(brands.id, tools.brandId))
      .where(and(isNull(tools.archivedAt), gt(tools.sku, after)))
      .orderBy(asc(tools.sku))
      .limit(EXPORT_BATCH);
    if (rows.length === 0) return;
    let chunk = '';
    for (const row of rows) {
      const cells: Record<CatalogCsvColumn, string> = {
        sku: row.sku,
        name: row.name,
        category: row.category ?? '',
        brand: row.brand ?? '',
        price: dollars(row.priceCents),
        stock: String(row.stock),
        minPurse: String(row.minPurse),
        packSize: String(row.packSize),
        maxPerOrder: row.maxPerOrder === null ? '' : String(row.maxPerOrder),
        priceBreaks: row.priceBreaks
          .map((priceBreak) => `${priceBreak.minQuantity}:${dollars(priceBreak.unitPriceCents)}`)
          .join('|'),
        vatRate: String(vatBasisPointsToPercent(row.vatRateBasisPoints)),
        description: row.description,
        img: row.img,
        weight_grams: String(row.weightGrams),
        name_bn: row.nameBn ?? '',
        description_bn: row.descriptionBn ?? '',
      };
      chunk += formatRecord(CATALOG_CSV_COLUMNS.map((column) => cells[column]));
    }
    yield chunk;
    after = rows[rows.length - 1]!.sku;
    if (rows.length < EXPORT_BATCH) return;
  }
}

/** The export as a stream to send. */
export const catalogCsvStream = (db: Database) => Readable.from(catalogCsvChunks(db));
