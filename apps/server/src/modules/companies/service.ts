import { and, count, desc, eq, getTableColumns, ilike, or, sql, type SQL } from 'drizzle-orm';
import {
  ADMIN_COMPANY_PAGE,
  companyMessages,
  dollarsToCents,
  pricingMessages,
  type AdminCompany,
  type AdminCompanyListQuery,
  type AdminCompanyRow,
  type AdminCompanyUpdate,
  type Company,
  type CompanyApplication,
  type CompanyMember,
  type CompanyMemberUpdate,
  type CompanyUpdate,
} from '@tools-bd/contract';
import type { Database } from '../../db/client.ts';
import { retryingTransaction } from '../../db/retry.ts';
import { companies, companyMembers, priceLists, users } from '../../db/schema.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-errors.ts';
import type { CurrentUser } from '../../plugins/authentication.ts';
import { enqueueMail } from '../notifications/index.ts';
import { recipientLanguage } from '../../lib/recipient-language.ts';
import {
  companyRow,
  inCallersCompany,
  lockCompany,
  memberOf,
  membersOf,
  membershipOf,
  noAccountFigures,
  toAdminCompany,
  toCompany,
  type AccountFigures,
  type CompanyRow,
} from './company-records.ts';
import { companyApprovedEmail, companyRejectedEmail } from './emails.ts';

export interface CompaniesDependencies {
  db: Database;
  /** Links in e-mails start with this (config.publicUrl). */
  publicUrl: string;
  /** Asks the mail sweeper to run, once a transaction that queued mail has committed. */
  sendSoon: () => void;
  /** What the company owes on account and may still buy (the accounts module's ledger, registered later); nothing without it. */
  accountFigures?: (db: Database, companyId: string) => Promise<AccountFigures>;
}

/** The columns an owner's or an admin's change sets; only the fields the request carries. */
function changesOf(
  update: CompanyUpdate &
    Partial<Pick<AdminCompanyUpdate, 'status' | 'priceListId' | 'note' | 'paymentTerms' | 'creditLimit'>>,
): Partial<typeof companies.$inferInsert> {
  const changes: Partial<typeof companies.$inferInsert> = {};
  if (update.name !== undefined) changes.name = update.name;
  if (update.bin !== undefined) changes.bin = update.bin;
  if (update.phone !== undefined) changes.phone = update.phone;
  if (update.address !== undefined) changes.address = update.address;
  if (update.district !== undefined) changes.district = update.district;
  if (update.tradeLicense !== undefined) changes.tradeLicense = update.tradeLicense;
  if (update.requirePoNumber !== undefined) changes.requirePoNumber = update.requirePoNumber;
  if (update.status !== undefined) changes.status = update.status;
  if (update.priceListId !== undefined) changes.priceListId = update.priceListId;
  if (update.note !== undefined) changes.note = update.note;
  if (update.paymentTerms !== undefined) changes.paymentTerms = update.paymentTerms;
  if (update.creditLimit !== undefined) changes.creditLimitCents = dollarsToCents(update.creditLimit);
  return changes;
}

async function applyChanges(
  tx: Database,
  company: CompanyRow,
  changes: Partial<typeof companies.$inferInsert>,
): Promise<CompanyRow> {
  if (Object.keys(changes).length === 0) return company;
  const [updated] = await tx
    .update(companies)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(companies.id, company.id))
    .returning();
  return updated ?? company;
}

/** `%`, `_` and `\` match themselves in an ILIKE pattern. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** How many owners the company has (call under its lock). */
async function ownerCount(tx: Database, companyId: string): Promise<number> {
  const [row] = await tx
    .select({ owners: count() })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.role, 'owner')));
  return row?.owners ?? 0;
}

export function createCompaniesService({ db, publicUrl, sendSoon, accountFigures }: CompaniesDependencies) {
  const figuresOf = (executor: Database, companyId: string) =>
    accountFigures ? accountFigures(executor, companyId) : Promise.resolve(noAccountFigures);
  return {
    /**
     * A signed-in customer applies for a trade account and becomes its owner. One company per
     * person: the membership's key is the person, so of two applications at once only one
     * commits its company; the other answers 409 and leaves nothing behind.
     */
    async apply(user: CurrentUser, application: CompanyApplication): Promise<Company> {
      if (await membershipOf(db, user.id)) throw conflict(companyMessages.alreadyInCompany);
      return retryingTransaction(db, async (tx) => {
        const [company] = await tx
          .insert(companies)
          .values({
            name: application.name,
            bin: application.bin ?? null,
            phone: application.phone,
            address: application.address,
            district: application.district,
            tradeLicense: application.tradeLicense ?? null,
            applicantId: user.id,
          })
          .returning();
        if (!company) throw new Error('companies insert returned no row');
        const joined = await tx
          .insert(companyMembers)
          .values({ userId: user.id, companyId: company.id, role: 'owner' })
          .onConflictDoNothing({ target: companyMembers.userId })
          .returning({ userId: companyMembers.userId });
        if (joined.length === 0) throw conflict(companyMessages.alreadyInCompany);
        return toCompany(company, await membersOf(tx, company.id));
      });
    },

    /** The caller's company, whatever its status; 404 for somebody without one. */
    async mine(user: CurrentUser): Promise<Company> {
      const membership = await membershipOf(db, user.id);
      const company = membership && (await companyRow(db, membership.companyId));
      if (!company) throw notFound(companyMessages.noCompany);
      return toCompany(company, await membersOf(db, company.id), await figuresOf(db, company.id));
    },

    /** PATCH /companies/mine: owners change the company's details and whether orders need a PO number. */
    async updateMine(user: CurrentUser, update: CompanyUpdate): Promise<Company> {
      return inCallersCompany(db, user.id, async (tx, company, role) => {
        if (role !== 'owner') throw forbidden(companyMessages.ownersOnly);
        const updated = await applyChanges(tx, company, changesOf(update));
        return toCompany(updated, await membersOf(tx, company.id), await figuresOf(tx, company.id));
      });
    },

    async listMembers(user: CurrentUser): Promise<CompanyMember[]> {
      const membership = await membershipOf(db, user.id);
      if (!membership) throw notFound(companyMessages.noCompany);
      return membersOf(db, membership.companyId);
    },

    /** Owners change a member's role and order limit; the last owner cannot become a buyer. */
    async updateMember(user: CurrentUser, memberId: string, update: CompanyMemberUpdate): Promise<CompanyMember> {
      return inCallersCompany(db, user.id, async (tx, company, role) => {
        if (role !== 'owner') throw forbidden(companyMessages.ownersOnly);
        const member = await memberOf(tx, company.id, memberId);
        if (!member) throw notFound(companyMessages.memberNotFound);
        if (member.role === 'owner' && update.role === 'buyer' && (await ownerCount(tx, company.id)) <= 1)
          throw conflict(companyMessages.needsOwner);
        const changes: Partial<typeof companyMembers.$inferInsert> = {};
        if (update.role !== undefined) changes.role = update.role;
        if (update.orderLimit !== undefined)
          changes.orderLimitCents = update.orderLimit === null ? null : dollarsToCents(update.orderLimit);
        if (Object.keys(changes).length > 0)
          await tx.update(companyMembers).set(changes).where(eq(companyMembers.userId, memberId));
        return (await memberOf(tx, company.id, memberId)) ?? member;
      });
    },

    /** Owners remove anyone, a member may leave; never the last owner. Answers the members left. */
    async removeMember(user: CurrentUser, memberId: string): Promise<CompanyMember[]> {
      return inCallersCompany(db, user.id, async (tx, company, role) => {
        if (role !== 'owner' && memberId !== user.id) throw forbidden(companyMessages.ownersOnly);
        const member = await memberOf(tx, company.id, memberId);
        if (!member) throw notFound(companyMessages.memberNotFound);
        if (member.role === 'owner' && (await ownerCount(tx, company.id)) <= 1)
          throw conflict(companyMessages.needsOwner);
        await tx.delete(companyMembers).where(eq(companyMembers.userId, memberId));
        return membersOf(tx, company.id);
      });
    },

    /** Admins: a page of companies, newest first; `q` matches the name, the BIN or a member's e-mail. */
    async listCompanies(query: AdminCompanyListQuery): Promise<{ rows: AdminCompanyRow[]; total: number }> {
      const limit = query.limit ?? ADMIN_COMPANY_PAGE.defaultLimit;
      const page = query.page ?? 1;
      const conditions: SQL[] = [];
      if (query.status) conditions.push(eq(companies.status, query.status));
      if (query.q) {
        const pattern = likePattern(query.q);
        const matches = or(
          ilike(companies.name, pattern),
          eq(companies.bin, query.q.replace(/[\s-]/g, '')),
          sql`exists (select 1 from ${companyMembers} join ${users} on ${users.id} = ${companyMembers.userId}
                      where ${companyMembers.companyId} = ${companies.id} and ${users.email} ilike ${pattern})`,
        );
        if (matches) conditions.push(matches);
      }
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const [counted] = await db.select({ total: count() }).from(companies).where(where);
      const rows = await db
        .select({
          ...getTableColumns(companies),
          memberCount: sql<number>`(select count(*)::int from ${companyMembers} where ${companyMembers.companyId} = ${companies.id})`,
        })
        .from(companies)
        .where(where)
        .orderBy(desc(companies.createdAt), desc(companies.id))
        .limit(limit)
        .offset((page - 1) * limit);
      return {
        total: counted?.total ?? 0,
        rows: rows.map(({ memberCount, ...row }) => {
          const { members: _members, ...company } = toAdminCompany(row, []);
          return { ...company, memberCount: Number(memberCount) };
        }),
      };
    },

    async getCompany(companyId: string): Promise<AdminCompany> {
      const company = await companyRow(db, companyId);
      if (!company) throw notFound(companyMessages.companyNotFound);
      return toAdminCompany(company, await membersOf(db, companyId), await figuresOf(db, companyId));
    },

    /**
     * Admins decide (approve, reject, suspend), assign a price list, keep a note, and may change
     * what an owner may. The applicant's e-mail about an approval or a rejection is queued in the
     * same transaction, so it exists exactly when the decision does.
     */
    async updateCompany(companyId: string, update: AdminCompanyUpdate): Promise<AdminCompany> {
      let queuedMail = false;
      const answer = await retryingTransaction(db, async (tx) => {
        queuedMail = false;
        const company = await lockCompany(tx, companyId);
        if (!company) throw notFound(companyMessages.companyNotFound);
        if (update.priceListId) {
          // A clear 400 rather than the foreign key's error; the key-share lock keeps the list from
          // being deleted before this commits.
          const [list] = await tx
            .select({ id: priceLists.id })
            .from(priceLists)
            .where(eq(priceLists.id, update.priceListId))
            .for('key share');
          if (!list) throw badRequest(pricingMessages.priceListNotFound);
        }
        const updated = await applyChanges(tx, company, changesOf(update));
        if (updated.status !== company.status && (updated.status === 'approved' || updated.status === 'rejected')) {
          const [applicant] = await tx
            .select({ email: users.email, name: users.name })
            .from(users)
            .where(eq(users.id, company.applicantId));
          if (applicant) {
            const language = await recipientLanguage(tx, { userId: company.applicantId });
            await enqueueMail(
              tx,
              updated.status === 'approved'
                ? companyApprovedEmail(
                    applicant.email,
                    applicant.name,
                    updated.name,
                    `${publicUrl}/dashboard`,
                    language,
                  )
                : companyRejectedEmail(applicant.email, applicant.name, updated.name, language),
            );
            queuedMail = true;
          }
        }
        return toAdminCompany(updated, await membersOf(tx, companyId), await figuresOf(tx, companyId));
      });
      if (queuedMail) sendSoon();
      return answer;
    },
  };
}

export type CompaniesService = ReturnType<typeof createCompaniesService>;
