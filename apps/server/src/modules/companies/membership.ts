import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { companies, companyMembers, users } from '../../db/schema.ts';
import type { CompanyMembership, CurrentUser } from '../../plugins/authentication.ts';

export type { CompanyMembership };

/**
 * The person's company, only while it is approved: members of a pending, rejected or suspended
 * company are plain customers (no company prices, no company features). Null for everyone else.
 */
export async function companyOf(db: Pick<Database, 'select'>, userId: string): Promise<CompanyMembership | null> {
  const [row] = await db
    .select({
      companyId: companyMembers.companyId,
      role: companyMembers.role,
      orderLimitCents: companyMembers.orderLimitCents,
      priceListId: companies.priceListId,
      requirePoNumber: companies.requirePoNumber,
      paymentTerms: companies.paymentTerms,
    })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(and(eq(companyMembers.userId, userId), eq(companies.status, 'approved')))
    .limit(1);
  return row ?? null;
}

/**
 * The signed-in person's company as their session read it (the same request), else read now: a
 * user made without a session (a test, a sweep) has none read yet.
 */
export const approvedCompanyOf = (
  db: Pick<Database, 'select'>,
  user: Pick<CurrentUser, 'id' | 'company'>,
): Promise<CompanyMembership | null> =>
  user.company !== undefined ? Promise.resolve(user.company) : companyOf(db, user.id);

/** The owners of a company (their e-mails and names), to tell them of an order waiting for approval. */
export async function companyOwners(
  db: Pick<Database, 'select'>,
  companyId: string,
): Promise<{ userId: string; email: string; name: string }[]> {
  return db
    .select({ userId: companyMembers.userId, email: users.email, name: users.name })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.role, 'owner')))
    .orderBy(users.email);
}

/** What a company order's invoice names of the buyer: the company, its BIN (null: none) and its address. */
export async function companyInvoiceFacts(
  db: Pick<Database, 'select'>,
  companyId: string,
): Promise<{ name: string; bin: string | null; address: string; district: string } | null> {
  const [row] = await db
    .select({ name: companies.name, bin: companies.bin, address: companies.address, district: companies.district })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return row ?? null;
}
