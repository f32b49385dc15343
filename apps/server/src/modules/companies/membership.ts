import { and, eq } from 'drizzle-orm';
import type { CompanyRole } from '@tools-bd/contract';
import type { Database } from '../../db/client.ts';
import { companies, companyMembers } from '../../db/schema.ts';

/** What the shop's other rules need to know of a person's company. */
export interface CompanyMembership {
  companyId: string;
  role: CompanyRole;
  /** Orders above it wait for an owner; null: no limit. */
  orderLimitCents: number | null;
  priceListId: string | null;
  requirePoNumber: boolean;
}

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
    })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(and(eq(companyMembers.userId, userId), eq(companies.status, 'approved')))
    .limit(1);
  return row ?? null;
}
