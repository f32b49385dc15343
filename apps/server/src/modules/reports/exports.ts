import type { Readable } from 'node:stream';
import { sql, type SQL } from 'drizzle-orm';
import type { ExportKind, ExportQuery } from '@tools-bd/contract';
import { selectRows, type Database } from '../../db/client.ts';
import { csvStream, money, type CsvCell } from '../../lib/csv.ts';
import { paidCondition } from '../orders/index.ts';
import { invoiceFields } from './invoice-fields.ts';
import { keysetBatches } from './keyset.ts';
import { endOfShopDay, shopDateTimeText, startOfShopDay } from './shop-days.ts';

/** Rows per query: big enough that the round trips cost little, small enough that a batch is a few hundred kB. */
export const EXPORT_BATCH_SIZE = 1_000;

const ORDER_HEADER = [
  'Order ID',
  'Invoice number',
  'Date',
  'Customer',
  'SKU',
  'Item',
  'Quantity',
  'Unit price',
  'Net',
  'VAT',
  'Total',
  // A company member's order: the company and the buyer's purchase order number (empty otherwise).
  'Company',
  'PO number',
  // The order's delivery fee, on its first line only (0 = first), so the column sums to the
  // orders' fees; with the lines' totals it makes the orders' totals.
  'delivery_fee',
];
const INVOICE_HEADER = [
  'Document',
  'Number',
  'Issued',
  'Order ID',
  'Invoice number',
  'Customer',
  'Net',
  'VAT',
  'Total',
];
const PRODUCT_HEADER = [
  'SKU',
  'Product',
  'Category',
  'Brand',
  'Unit price',
  'VAT rate (%)',
  'Stock',
  'Minimum order',
  'Pack size',
  'Archived',
  'Units sold',
  'Sales',
];

type Amount = string | number;

interface OrderLineRow {
  orderId: string;
  invoiceNumber: string | null;
  date: string;
  customer: string;
  sku: string;
  item: string;
  quantity: number;
  unitPriceCents: Amount;
  netCents: Amount;
  vatCents: Amount;
  totalCents: Amount;
  /** The order's created_at as text: exact to the microsecond, unlike a JavaScript Date. */
  keyAt: string;
  position: number;
  company: string | null;
  poNumber: string | null;
  /** Null on every line but the order's first. */
  deliveryFeeCents: Amount | null;
}

interface InvoiceDocumentRow {
  document: 'Invoice' | 'Credit note';
  number: string;
  issued: string;
  orderId: string;
  invoiceNumber: string;
  customer: string;
  netCents: Amount;
  vatCents: Amount;
  totalCents: Amount;
  keyAt: string;
}

interface ProductRow {
  sku: string;
  name: string;
  category: string | null;
  brand: string | null;
  priceCents: Amount;
  vatRateBasisPoints: number;
  stock: number;
  minimumOrder: number;
  packSize: number;
  archived: boolean;
  unitsSold: Amount;
  salesCents: Amount;
}

/** The admin's CSV exports: each a stream that reads the database one keyset batch at a time. */
export function createExports(db: Database) {
  const invoice = invoiceFields;

  /** Orders placed in the range (Asia/Dhaka days), one row per line, in the order they were placed. */
  function orderLines(range: ExportQuery) {
    const from = startOfShopDay(range.from);
    const to = endOfShopDay(range.to);
    return keysetBatches<OrderLineRow, OrderLineRow>(
      (after, limit) => {
        // The second condition repeats the first on the orders index alone (created_at, id), so
        // each batch starts where the last ended instead of scanning the range from its start.
        const afterLast: SQL = after
          ? sql`AND (orders.created_at, orders.id) >= (${after.keyAt}::timestamptz, ${after.orderId}::uuid)
                AND (orders.created_at, orders.id, order_lines.position) > (${after.keyAt}::timestamptz, ${after.orderId}::uuid, ${after.position}::int)`
          : sql``;
        return selectRows<OrderLineRow>(
          db,
          sql`
            SELECT orders.id AS "orderId", ${invoice.orderInvoiceNumber} AS "invoiceNumber", ${shopDateTimeText(sql`orders.created_at`)} AS date,
                   orders.customer_name AS customer, order_lines.sku, order_lines.name AS item, order_lines.quantity,
                   order_lines.unit_price_cents AS "unitPriceCents", ${invoice.lineNetCents} AS "netCents", ${invoice.lineVatCents} AS "vatCents",
                   ${invoice.lineGrossCents} AS "totalCents", orders.created_at::text AS "keyAt", order_lines.position,
                   companies.name AS company, orders.po_number AS "poNumber",
                   CASE WHEN order_lines.position = 0 THEN orders.delivery_fee_cents END AS "deliveryFeeCents"
              FROM orders
              JOIN order_lines ON order_lines.order_id = orders.id
              LEFT JOIN companies ON companies.id = orders.company_id
             WHERE orders.created_at >= ${from} AND orders.created_at < ${to} ${afterLast}
             ORDER BY orders.created_at, orders.id, order_lines.position
             LIMIT ${limit}`,
        );
      },
      (row) => row,
      EXPORT_BATCH_SIZE,
    );
  }

  /** Every product (archived ones too), by SKU, with the units and sales of paid orders paid in the range. */
  function products(range: ExportQuery) {
    const from = startOfShopDay(range.from);
    const to = endOfShopDay(range.to);
    return keysetBatches<ProductRow, string>(
      (after, limit) =>
        selectRows<ProductRow>(
          db,
          sql`
            WITH batch AS (
              SELECT * FROM tools ${after === null ? sql`` : sql`WHERE tools.sku > ${after}`} ORDER BY tools.sku LIMIT ${limit}
            )
            SELECT batch.sku, batch.name, categories.name AS category, brands.name AS brand, batch.price_cents AS "priceCents",
                   batch.${invoice.toolVatRateBasisPoints} AS "vatRateBasisPoints",
                   batch.available_quantity AS stock, batch.minimum_purchase AS "minimumOrder", batch.pack_size AS "packSize",
                   batch.archived_at IS NOT NULL AS archived, coalesce(sold.units, 0) AS "unitsSold", coalesce(sold.cents, 0) AS "salesCents"
              FROM batch
              LEFT JOIN categories ON categories.id = batch.category_id
              LEFT JOIN brands ON brands.id = batch.brand_id
              LEFT JOIN LATERAL (
                SELECT sum(order_lines.quantity) AS units, sum(order_lines.line_total_cents) AS cents
                  FROM order_lines JOIN orders ON orders.id = order_lines.order_id
                 WHERE order_lines.tool_id = batch.id AND ${paidCondition} AND orders.paid_at >= ${from} AND orders.paid_at < ${to}
              ) AS sold ON true
             ORDER BY batch.sku`,
        ),
      (row) => row.sku,
      EXPORT_BATCH_SIZE,
    );
  }

  /**
   * Invoices and credit notes issued in the range, in the order they were issued. A credit note
   * cancels its invoice's amounts, so they are written negative; its "Invoice number" is the
   * invoice it credits (an invoice's is its own).
   */
  function invoiceDocuments(range: ExportQuery) {
    const from = startOfShopDay(range.from);
    const to = endOfShopDay(range.to);
    return keysetBatches<InvoiceDocumentRow, InvoiceDocumentRow>(
      (after, limit) => {
        // Each half reads its own partial index (0014_reports_invoices.sql) from where the last batch ended.
        const afterLast = (issuedAt: SQL, number: SQL) =>
          after ? sql`AND (${issuedAt}, ${number}) > (${after.keyAt}::timestamptz, ${after.number})` : sql``;
        return selectRows<InvoiceDocumentRow>(
          db,
          sql`
            SELECT * FROM (
              SELECT 'Invoice' AS document, orders.invoice_number AS number, ${shopDateTimeText(sql`orders.invoice_issued_at`)} AS issued,
                     orders.id AS "orderId", orders.invoice_number AS "invoiceNumber", orders.customer_name AS customer,
                     orders.net_cents AS "netCents", orders.vat_cents AS "vatCents", orders.total_cents AS "totalCents",
                     orders.invoice_issued_at AS issued_at, orders.invoice_issued_at::text AS "keyAt"
                FROM orders
               WHERE orders.invoice_number IS NOT NULL AND orders.invoice_issued_at >= ${from} AND orders.invoice_issued_at < ${to}
                     ${afterLast(sql`orders.invoice_issued_at`, sql`orders.invoice_number`)}
              UNION ALL
              SELECT 'Credit note', orders.credit_note_number, ${shopDateTimeText(sql`orders.credit_note_issued_at`)},
                     orders.id, orders.invoice_number, orders.customer_name,
                     -orders.net_cents, -orders.vat_cents, -orders.total_cents,
                     orders.credit_note_issued_at, orders.credit_note_issued_at::text
                FROM orders
               WHERE orders.credit_note_number IS NOT NULL AND orders.credit_note_issued_at >= ${from} AND orders.credit_note_issued_at < ${to}
                     ${afterLast(sql`orders.credit_note_issued_at`, sql`orders.credit_note_number`)}
            ) AS documents
            ORDER BY issued_at, number
            LIMIT ${limit}`,
        );
      },
      (row) => row,
      EXPORT_BATCH_SIZE,
    );
  }

  async function* mapped<Row>(
    batches: AsyncIterable<Row[]>,
    toCells: (row: Row) => CsvCell[],
  ): AsyncGenerator<CsvCell[][]> {
    for await (const rows of batches) yield rows.map(toCells);
  }

  const cents = (amount: Amount) => money(Number(amount));

  /** The CSV file of one export over the range. */
  function stream(kind: ExportKind, range: ExportQuery): Readable {
    switch (kind) {
      case 'orders':
        return csvStream(
          ORDER_HEADER,
          mapped(orderLines(range), (row) => [
            row.orderId,
            row.invoiceNumber,
            row.date,
            row.customer,
            row.sku,
            row.item,
            Number(row.quantity),
            cents(row.unitPriceCents),
            cents(row.netCents),
            cents(row.vatCents),
            cents(row.totalCents),
            row.company,
            row.poNumber,
            row.deliveryFeeCents === null ? null : cents(row.deliveryFeeCents),
          ]),
        );
      case 'invoices':
        return csvStream(
          INVOICE_HEADER,
          mapped(invoiceDocuments(range), (row) => [
            row.document,
            row.number,
            row.issued,
            row.orderId,
            row.invoiceNumber,
            row.customer,
            cents(row.netCents),
            cents(row.vatCents),
            cents(row.totalCents),
          ]),
        );
      case 'products':
        return csvStream(
          PRODUCT_HEADER,
          mapped(products(range), (row) => [
            row.sku,
            row.name,
            row.category,
            row.brand,
            cents(row.priceCents),
            Number(row.vatRateBasisPoints) / 100,
            Number(row.stock),
            Number(row.minimumOrder),
            Number(row.packSize),
            row.archived ? 'yes' : 'no',
            Number(row.unitsSold),
            cents(row.salesCents),
          ]),
        );
    }
  }

  return { stream };
}
