/**
 * What a company owes on account, as a ledger: each invoice of an on-account order debits it, each
 * payment to the account (account_payments) and each credit note of such an order credits it. An
 * allocation is the order's own ledger row (order_payments, method on_account) naming the account
 * payment it came from. Every balance here is a sum over those rows, read when asked: nothing is
 * kept twice. Days are Asia/Dhaka days.
 */
import { sql, type SQL } from 'drizzle-orm';
import { allocate, SHOP_TIME_ZONE, type Allocation, type OpenInvoice } from '@tools-bd/contract';
import { selectRows, selectRowsPrepared, type Database } from '../../db/client.ts';
import { accountPayments, companies, orderPayments, orders } from '../../db/schema.ts';
import { lockOrder } from '../orders/index.ts';
import { recordPayment } from '../payments/index.ts';
import type { CreditPosition } from '../orders/index.ts';

const dhakaDate = (column: SQL) => sql`((${column}) at time zone ${SHOP_TIME_ZONE})::date`;

/** A company: its id, or a column of the outer query (the positions of several companies at once). */
type CompanyRef = string | SQL;
const companyIdOf = (company: CompanyRef) => (typeof company === 'string' ? sql`${company}::uuid` : company);

/** An on-account order of the company (the rows the ledger reads). */
const onAccountOf = (company: CompanyRef) =>
  sql`o.company_id = ${companyIdOf(company)} and o.payment_method = 'on_account'`;

/**
 * The invoice of order `o` still owes money: invoiced, not credited (a credit note stands beside
 * the invoice of an order cancelled, or of a returned parcel received back) and not paid in full.
 */
export const owingSql = sql`o.invoice_number is not null and o.credit_note_number is null and o.status <> 'cancelled'
                            and o.amount_paid_cents < o.total_cents`;

/** What an account payment `p` has not yet paid: its amount minus its allocations, plus what came back to it. */
const paymentLeftSql = sql`p.amount_cents - coalesce((select sum(case when a.kind = 'payment' then a.amount_cents else -a.amount_cents end)
                                                       from ${orderPayments} a where a.account_payment_id = p.id), 0)`;

/** Every entry of the company's ledger: day, instant, type, reference, debit and credit (cents). */
export const ledgerEntries = (companyId: CompanyRef) => sql`
  select ${dhakaDate(sql`o.invoice_issued_at`)} as day, o.invoice_issued_at as at, 'invoice' as type,
         o.invoice_number as reference, o.total_cents::bigint as debit, 0::bigint as credit
    from ${orders} o
   where ${onAccountOf(companyId)} and o.invoice_number is not null
  union all
  select ${dhakaDate(sql`o.credit_note_issued_at`)}, o.credit_note_issued_at, 'credit_note',
         o.credit_note_number, 0::bigint, o.total_cents::bigint
    from ${orders} o
   where ${onAccountOf(companyId)} and o.credit_note_number is not null
  union all
  select ${dhakaDate(sql`p.received_at`)}, p.received_at, 'payment',
         case when p.reference = '' then p.method else p.reference end, 0::bigint, p.amount_cents
    from ${accountPayments} p
   where p.company_id = ${companyIdOf(companyId)}`;

/**
 * The sums of ledgerEntries' rows, read in one pass over the company's on-account orders (`o`) and
 * one over its payments: what its invoices debit minus what their credit notes credit, and what
 * its payments credit. A balance is the first minus the second.
 */
const invoicedLessCreditedSql = sql`coalesce(sum(o.total_cents) filter (where o.invoice_number is not null), 0)
                                  - coalesce(sum(o.total_cents) filter (where o.credit_note_number is not null), 0)`;
const paidSql = (companyId: CompanyRef) =>
  sql`(select coalesce(sum(p.amount_cents), 0) from ${accountPayments} p where p.company_id = ${companyIdOf(companyId)})`;

/** The company's balance: debits minus credits (negative: credit it carries). */
const balanceSql = (companyId: CompanyRef) =>
  sql`((select ${invoicedLessCreditedSql} from ${orders} o where ${onAccountOf(companyId)}) - ${paidSql(companyId)})`;

/** What the company owes now, in cents (negative: credit). */
export async function balanceCents(db: Database, companyId: string): Promise<number> {
  const [row] = await selectRows<{ balance: string | number }>(db, sql`select ${balanceSql(companyId)} as balance`);
  return Number(row?.balance ?? 0);
}

type PositionRow = {
  id: string;
  limit_cents: string | number;
  balance: string | number;
  awaiting: string | number;
  overdue: boolean;
  has_credit: boolean;
};

/**
 * The positions of companies as the credit check judges them on the Dhaka day `today`: each one's
 * limit, its balance, what its on-account orders awaiting approval hold, whether an invoice is
 * more than `blockDays` past due, and whether a payment to it has money left (credit to allocate).
 */
const positionsSql = (companyIds: string[], today: string, blockDays: number) => {
  const company = sql`c.id`;
  // One pass over the company's on-account orders for the balance, the orders awaiting approval
  // and the overdue block: every on-account checkout reads it, and a company's orders only grow.
  return sql`select c.id, c.credit_limit_cents as limit_cents, s.invoiced - ${paidSql(company)} as balance, s.awaiting,
                    s.overdue, exists (select 1 from ${accountPayments} p where p.company_id = c.id and ${paymentLeftSql} > 0) as has_credit
               from ${companies} c
              cross join lateral (
                    select ${invoicedLessCreditedSql} as invoiced,
                           coalesce(sum(o.total_cents) filter (where o.status = 'awaiting_approval'), 0) as awaiting,
                           coalesce(bool_or(${owingSql} and o.due_date < ${today}::date - ${blockDays}::int), false) as overdue
                      from ${orders} o
                     where ${onAccountOf(company)}) s
              where c.id = any(${sql.param(companyIds)}::uuid[])`;
};

const toPosition = (row: PositionRow | undefined): CreditPosition =>
  row
    ? {
        availableCents: Number(row.limit_cents) - Number(row.balance) - Number(row.awaiting),
        overdue: row.overdue === true,
        hasCredit: row.has_credit === true,
      }
    : { availableCents: 0, overdue: false, hasCredit: false };

/**
 * Locks the companies' rows (FOR NO KEY UPDATE, in id order: the lock order's place for them is
 * after the accounts and before any order or tool) and reads their positions (positionsSql) in the
 * statement after it, sent with it (one round trip for a whole batch). The read is its own
 * statement so that it sees every order a transaction holding a lock committed (a statement's
 * snapshot is taken when it starts).
 */
export async function lockCredits(
  tx: Database,
  companyIds: string[],
  today: string,
  blockDays: number,
): Promise<Map<string, CreditPosition>> {
  const ids = [...new Set(companyIds)].sort();
  // Both issued at once, before this function first awaits: a caller may send its own statements
  // before and after them on the same session (placement sends them with the buyers' lock).
  const [, rows] = await Promise.all([
    selectRowsPrepared(
      tx,
      sql`select 1 from ${companies} where id = any(${sql.param(ids)}::uuid[]) order by id for no key update`,
    ),
    selectRowsPrepared<PositionRow>(tx, positionsSql(ids, today, blockDays)),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return new Map(ids.map((id) => [id, toPosition(byId.get(id))]));
}

/** The balance and the same position read without the lock: what the company's members see before they order. */
export async function accountFigures(
  db: Database,
  companyId: string,
  today: string,
  blockDays: number,
): Promise<{ balanceCents: number; position: CreditPosition }> {
  const [row] = await selectRows<PositionRow>(db, positionsSql([companyId], today, blockDays));
  return { balanceCents: Number(row?.balance ?? 0), position: toPosition(row) };
}

/** The company's invoices still owing money (cancelled ones owe nothing), oldest due first. */
export async function openInvoices(
  db: Database,
  companyId: string,
): Promise<(OpenInvoice & { invoiceDate: string; totalCents: number })[]> {
  const rows = await selectRows<{
    id: string;
    invoice_number: string;
    invoice_date: string;
    due_date: string;
    total_cents: number;
    open_cents: number;
  }>(
    db,
    sql`select o.id, o.invoice_number, ${dhakaDate(sql`o.invoice_issued_at`)}::text as invoice_date, o.due_date::text as due_date,
               o.total_cents, o.total_cents - o.amount_paid_cents as open_cents
          from ${orders} o
         where ${onAccountOf(companyId)} and ${owingSql}
         order by o.due_date, o.invoice_number`,
  );
  return rows.map((row) => ({
    orderId: row.id,
    invoiceNumber: row.invoice_number,
    invoiceDate: row.invoice_date,
    dueDate: row.due_date,
    totalCents: Number(row.total_cents),
    openCents: Number(row.open_cents),
  }));
}

/**
 * The account's payments with what each has not yet paid, oldest first (only those with something
 * left): an allocation given back to the account (an on-account order refunded) is theirs again.
 */
async function unallocatedPayments(
  tx: Database,
  companyId: string,
): Promise<{ id: string; reference: string; leftCents: number }[]> {
  const rows = await selectRows<{ id: string; reference: string; left_cents: string | number }>(
    tx,
    sql`select p.id, p.reference, ${paymentLeftSql} as left_cents
          from ${accountPayments} p
         where p.company_id = ${companyId}::uuid
         order by p.received_at, p.id`,
  );
  return rows
    .map((row) => ({ id: row.id, reference: row.reference, leftCents: Number(row.left_cents) }))
    .filter((row) => row.leftCents > 0);
}

/**
 * Allocates what the company's payments have left to its open invoices, oldest due first, under
 * the company's row lock (the caller's). Each allocation goes through the payments ledger
 * (`recordPayment`: the order's amount paid, its payment status and its timeline); the orders are
 * locked in id order first. Answers what each payment paid.
 */
export async function allocateOpen(
  tx: Database,
  companyId: string,
  actor: string,
): Promise<{ paymentId: string; orderId: string; invoiceNumber: string; amountCents: number }[]> {
  const payments = await unallocatedPayments(tx, companyId);
  if (payments.length === 0) return [];
  const open = await openInvoices(tx, companyId);
  if (open.length === 0) return [];
  const plan: { paymentId: string; reference: string; allocation: Allocation['allocations'][number] }[] = [];
  // The invoices as each payment leaves them: the next payment starts where the last one stopped.
  let remaining = open.map((invoice) => ({ ...invoice }));
  for (const payment of payments) {
    const { allocations } = allocate(remaining, payment.leftCents);
    for (const allocation of allocations)
      plan.push({ paymentId: payment.id, reference: payment.reference, allocation });
    remaining = remaining.map((invoice) => {
      const paid = allocations.find((entry) => entry.orderId === invoice.orderId)?.amountCents ?? 0;
      return { ...invoice, openCents: invoice.openCents - paid };
    });
  }
  const orderIds = [...new Set(plan.map((entry) => entry.allocation.orderId))].sort();
  for (const orderId of orderIds) await lockOrder(tx, orderId);
  for (const { paymentId, reference, allocation } of plan)
    await recordPayment(tx, {
      orderId: allocation.orderId,
      amountCents: allocation.amountCents,
      method: 'on_account',
      reference,
      actor,
      accountPaymentId: paymentId,
    });
  return plan.map(({ paymentId, allocation }) => ({ paymentId, ...allocation }));
}
