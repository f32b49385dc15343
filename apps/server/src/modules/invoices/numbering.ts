/**
 * Issuing invoice and credit note numbers: gapless per series and fiscal year, never twice for
 * one order, safe across instances sharing the database.
 *
 * Each issue is ONE statement: it locks the order (only while it still lacks the number), bumps
 * the series' counter row, and writes the number onto the order. Run inside the caller's
 * transaction (the payment, the cancellation), it commits or rolls back with it, counter
 * included, so a number is used exactly when its document exists (counters that must be gapless
 * are rows updated in the same transaction: docs/decisions/008-invoice-numbering-in-the-paying-transaction.md).
 * Concurrent issues take turns on
 * the counter row; a second issue for the same order waits for the first, then finds the
 * number set (the row lock re-reads it) and bumps nothing.
 */
import { sql, type SQL } from 'drizzle-orm';
import { selectRows, selectRowsPrepared, type Database } from '../../db/client.ts';
import { companies, documentCounters, orders, shopSettings } from '../../db/schema.ts';
import { documentNumber, fiscalYearOf, type DocumentSeries } from './fiscal-year.ts';

/** An issued document's number and when it was issued. */
export interface IssuedDocument {
  number: string;
  issuedAt: Date;
}

/** The seller as the settings say now: copied onto the order with its invoice, never re-read. */
const sellerSnapshot = sql`(select jsonb_build_object(
    'legalName', s.legal_name, 'address', s.address, 'phone', s.phone, 'email', s.email, 'bin', s.bin, 'currency', s.currency)
   from ${shopSettings} s order by s.id limit 1)`;

/** A company order's buyer as the company is now (null for other orders): copied with the invoice, never re-read. */
const buyerSnapshot = (companyId: SQL = sql`o.company_id`) =>
  sql`(select jsonb_build_object('company', c.name, 'bin', c.bin, 'address', c.address, 'district', c.district)
   from ${companies} c where c.id = ${companyId})`;

const toDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));

/**
 * Gives the order its invoice number (`INV-2026-27-000001`) if it has none yet, and answers the
 * order's invoice (new or already issued); null when the order does not exist.
 * Call it in the transaction that makes the order paid (cash on delivery: confirmed).
 */
export async function issueInvoice(
  tx: Database,
  orderId: string,
  at: Date = new Date(),
): Promise<IssuedDocument | null> {
  const fiscalYear = fiscalYearOf(at);
  const prefix = `INV-${fiscalYear}-`;
  await tx.execute(sql`
    with target as (
      select id from ${orders} where id = ${orderId} and invoice_number is null for update
    ), counter as (
      insert into ${documentCounters} (series, fiscal_year, last_number)
      select 'INV', ${fiscalYear}, 1 from target
      on conflict (series, fiscal_year) do update set last_number = ${documentCounters}.last_number + 1
      returning last_number
    )
    update ${orders} o
       set invoice_number = ${prefix} || lpad(counter.last_number::text, 6, '0'),
           invoice_issued_at = ${at.toISOString()}::timestamptz,
           invoice_seller = ${sellerSnapshot},
           invoice_buyer = ${buyerSnapshot()}
      from counter
     where o.id = ${orderId}`);
  return readIssued(tx, orderId, 'INV');
}

/**
 * issueInvoice for several orders at once, in ONE statement: each order still without a number
 * gets the next one, in the order given; the counter moves once, by their count. `alsoSet`:
 * the caller's own columns of `o` set in the same statement (an on-account order's due date).
 * Answers the rows it numbered as the database names their columns (`returning o.*`).
 */
export async function issueInvoices(
  tx: Database,
  orderIds: string[],
  at: Date = new Date(),
  alsoSet?: SQL,
): Promise<Record<string, unknown>[]> {
  if (orderIds.length === 0) return [];
  const fiscalYear = fiscalYearOf(at);
  const prefix = `INV-${fiscalYear}-`;
  return selectRowsPrepared<Record<string, unknown>>(
    tx,
    sql`
    with target as (
      select o.id, t.arrival from unnest(${sql.param(orderIds)}::uuid[]) with ordinality as t(id, arrival)
        join ${orders} o on o.id = t.id
       where o.invoice_number is null
         for update of o
    ), numbered as (
      select id, row_number() over (order by arrival) as n, count(*) over () as total from target
    ), counter as (
      insert into ${documentCounters} (series, fiscal_year, last_number)
      select 'INV', ${fiscalYear}, count(*) from target having count(*) > 0
      on conflict (series, fiscal_year) do update set last_number = ${documentCounters}.last_number + excluded.last_number
      returning last_number
    )
    update ${orders} o
       set invoice_number = ${prefix} || lpad((counter.last_number - numbered.total + numbered.n)::text, 6, '0'),
           invoice_issued_at = ${at.toISOString()}::timestamptz,
           invoice_seller = ${sellerSnapshot},
           invoice_buyer = ${buyerSnapshot()}${alsoSet ? sql`, ${alsoSet}` : sql``}
      from counter, numbered
     where o.id = numbered.id
 returning o.*`,
  );
}

/**
 * Invoice numbers for orders as they are inserted (orders confirmed when placed are invoiced in the
 * statement that stores them, with no update of their own). `counter` is a CTE body that moves the
 * series once, by `count` (nothing when 0), answering `issued_before`: the number before them. Joined
 * to the inserted rows, `columns(counter, seq, companyId)` are the values of invoice_number,
 * invoice_issued_at, invoice_seller and invoice_buyer for the row numbered `seq` (1 … count in the
 * order the numbers go; null: not invoiced).
 */
export function invoicesOnInsert(
  count: number,
  at: Date,
): { counter: SQL; columns: (counter: SQL, seq: SQL, companyId: SQL) => SQL } {
  const fiscalYear = fiscalYearOf(at);
  return {
    counter: sql`insert into ${documentCounters} (series, fiscal_year, last_number)
      select 'INV', ${fiscalYear}::text, ${count}::int where ${count}::int > 0
      on conflict (series, fiscal_year) do update set last_number = ${documentCounters}.last_number + excluded.last_number
      returning last_number - ${count}::int as issued_before`,
    columns: (counter, seq, companyId) => sql`
      case when ${seq} is not null then ${`INV-${fiscalYear}-`}::text || lpad((${counter}.issued_before + ${seq})::text, 6, '0') end,
      case when ${seq} is not null then ${at.toISOString()}::timestamptz end,
      case when ${seq} is not null then ${sellerSnapshot} end,
      case when ${seq} is not null then ${buyerSnapshot(companyId)} end`,
  };
}

/**
 * Gives an invoiced order its credit note number (`CN-2026-27-000001`) if it has none yet, and
 * answers the order's credit note; null when the order has no invoice (nothing to credit) or
 * does not exist. Call it in the transaction that cancels or refunds the order.
 */
export async function issueCreditNote(
  tx: Database,
  orderId: string,
  at: Date = new Date(),
): Promise<IssuedDocument | null> {
  const fiscalYear = fiscalYearOf(at);
  const prefix = `CN-${fiscalYear}-`;
  await tx.execute(sql`
    with target as (
      select id from ${orders} where id = ${orderId} and invoice_number is not null and credit_note_number is null for update
    ), counter as (
      insert into ${documentCounters} (series, fiscal_year, last_number)
      select 'CN', ${fiscalYear}, 1 from target
      on conflict (series, fiscal_year) do update set last_number = ${documentCounters}.last_number + 1
      returning last_number
    )
    update ${orders} o
       set credit_note_number = ${prefix} || lpad(counter.last_number::text, 6, '0'),
           credit_note_issued_at = ${at.toISOString()}::timestamptz
      from counter
     where o.id = ${orderId}`);
  return readIssued(tx, orderId, 'CN');
}

async function readIssued(tx: Database, orderId: string, series: DocumentSeries): Promise<IssuedDocument | null> {
  const [row] = await selectRows<{ number: string | null; issued_at: string | Date | null }>(
    tx,
    series === 'INV'
      ? sql`select invoice_number as number, invoice_issued_at as issued_at from ${orders} where id = ${orderId}`
      : sql`select credit_note_number as number, credit_note_issued_at as issued_at from ${orders} where id = ${orderId}`,
  );
  return row?.number && row.issued_at ? { number: row.number, issuedAt: toDate(row.issued_at) } : null;
}

export { documentNumber, fiscalYearOf };
