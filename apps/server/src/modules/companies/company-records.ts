import { and, asc, eq, sql } from 'drizzle-orm';
import {
  centsToDollars,
  companyMessages,
  type AdminCompany,
  type Company,
  type CompanyMember,
  type CompanyRole,
} from '@tools-bd/contract';
import type { Database } from '../../db/client.ts';
import { retryingTransaction } from '../../db/retry.ts';
import { companies, companyMembers, users } from '../../db/schema.ts';
import { notFound } from '../../lib/http-errors.ts';

export type CompanyRow = typeof companies.$inferSelect;
type Reader = Pick<Database, 'select'>;

/** The caller's place in a company, whatever the company's status. */
export async function membershipOf(
  db: Reader,
  userId: string,
): Promise<{ companyId: string; role: CompanyRole; orderLimitCents: number | null } | null> {
  const [row] = await db
    .select({
      companyId: companyMembers.companyId,
      role: companyMembers.role,
      orderLimitCents: companyMembers.orderLimitCents,
    })
    .from(companyMembers)
    .where(eq(companyMembers.userId, userId))
    .limit(1);
  return row ?? null;
}

/**
 * Every change of a company, its members or its invitations locks the company row first (NO KEY
 * UPDATE: a member's or invitation's foreign key, KEY SHARE, does not wait for it), then its
 * invitations and members: changes of one company take turns, so "the last owner" is counted
 * under that lock and two owners demoting each other cannot leave none.
 */
export async function lockCompany(tx: Database, companyId: string): Promise<CompanyRow | undefined> {
  const [row] = await tx.select().from(companies).where(eq(companies.id, companyId)).for('no key update');
  return row;
}

export async function companyRow(db: Reader, companyId: string): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
  return row;
}

const toMember = (row: {
  userId: string;
  email: string;
  name: string;
  role: CompanyRole;
  orderLimitCents: number | null;
}): CompanyMember => ({
  userId: row.userId,
  email: row.email,
  name: row.name,
  role: row.role,
  orderLimit: row.orderLimitCents === null ? null : centsToDollars(row.orderLimitCents),
});

const memberColumns = {
  userId: companyMembers.userId,
  email: users.email,
  name: users.name,
  role: companyMembers.role,
  orderLimitCents: companyMembers.orderLimitCents,
};

/** A company's people: owners first, then in the order they joined. */
export async function membersOf(db: Reader, companyId: string): Promise<CompanyMember[]> {
  const rows = await db
    .select(memberColumns)
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(eq(companyMembers.companyId, companyId))
    .orderBy(sql`${companyMembers.role} = 'owner' desc`, asc(companyMembers.joinedAt), asc(users.email));
  return rows.map(toMember);
}

export async function memberOf(db: Reader, companyId: string, userId: string): Promise<CompanyMember | null> {
  const [row] = await db
    .select(memberColumns)
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)))
    .limit(1);
  return row ? toMember(row) : null;
}

/** What the accounts module's ledger says of a company (cents; balance negative: credit it carries). */
export interface AccountFigures {
  balanceCents: number;
  /** The credit check's room now: the limit minus the balance and the on-account orders awaiting approval. */
  onAccountAvailableCents: number;
  /** On-account orders are refused: an invoice is more than OVERDUE_BLOCK_DAYS past due. */
  overdueBlocked: boolean;
}

/** A company with nothing on account (a new one, or before the accounts module answers). */
export const noAccountFigures: AccountFigures = { balanceCents: 0, onAccountAvailableCents: 0, overdueBlocked: false };

/**
 * A company as the API shows it: `balance` is what it owes on account, which makes `available`
 * (the limit minus it, never below 0); `onAccount` is what checkout on account may use now.
 */
export const toCompany = (row: CompanyRow, members: CompanyMember[], figures = noAccountFigures): Company => ({
  _id: row.id,
  name: row.name,
  bin: row.bin,
  phone: row.phone,
  address: row.address,
  district: row.district,
  tradeLicense: row.tradeLicense,
  status: row.status,
  priceListId: row.priceListId,
  requirePoNumber: row.requirePoNumber,
  paymentTerms: row.paymentTerms,
  creditLimit: centsToDollars(row.creditLimitCents),
  balance: centsToDollars(figures.balanceCents),
  available: centsToDollars(Math.max(0, row.creditLimitCents - figures.balanceCents)),
  onAccount: {
    available: centsToDollars(Math.max(0, figures.onAccountAvailableCents)),
    overdueBlocked: figures.overdueBlocked,
  },
  members,
});

export const toAdminCompany = (
  row: CompanyRow,
  members: CompanyMember[],
  figures = noAccountFigures,
): AdminCompany => ({
  ...toCompany(row, members, figures),
  note: row.note,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Runs `work` in one transaction on the caller's company, locked (see lockCompany), with the
 * caller's role as it is under that lock; 404 when the caller belongs to no company.
 */
export function inCallersCompany<T>(
  db: Database,
  userId: string,
  work: (tx: Database, company: CompanyRow, callerRole: CompanyRole) => Promise<T>,
): Promise<T> {
  return retryingTransaction(db, async (tx) => {
    const before = await membershipOf(tx, userId);
    if (!before) throw notFound(companyMessages.noCompany);
    const company = await lockCompany(tx, before.companyId);
    // Read again under the lock: the membership may have changed while the lock was awaited.
    const caller = await membershipOf(tx, userId);
    if (!company || !caller || caller.companyId !== company.id) throw notFound(companyMessages.noCompany);
    return work(tx, company, caller.role);
  });
}
