/**
 * A company's saved delivery addresses: every member sees them (checkout offers them), owners
 * add, change and remove them. An order copies the address it uses, so a later change or
 * removal leaves placed orders as they were.
 */
import { and, asc, eq } from 'drizzle-orm';
import {
  companyMessages,
  type CompanyAddress,
  type CompanyAddressInput,
  type CompanyAddressUpdate,
} from '@tools-bd/contract';
import type { Database } from '../../db/client.ts';
import { companyAddresses } from '../../db/schema.ts';
import { forbidden, notFound } from '../../lib/http-errors.ts';
import type { CurrentUser } from '../../plugins/authentication.ts';
import { inCallersCompany, membershipOf } from './company-records.ts';

type AddressRow = typeof companyAddresses.$inferSelect;

const toAddress = (row: AddressRow): CompanyAddress => ({
  _id: row.id,
  label: row.label,
  recipient: row.recipient,
  phone: row.phone,
  address: row.address,
  district: row.district,
});

/** One of this company's saved addresses, or undefined (another company's is as unknown as none). */
export async function savedAddressOf(
  db: Pick<Database, 'select'>,
  companyId: string,
  addressId: string,
): Promise<CompanyAddress | undefined> {
  const [row] = await db
    .select()
    .from(companyAddresses)
    .where(and(eq(companyAddresses.companyId, companyId), eq(companyAddresses.id, addressId)))
    .limit(1);
  return row ? toAddress(row) : undefined;
}

export function createAddressesService({ db }: { db: Database }) {
  const listOf = async (reader: Pick<Database, 'select'>, companyId: string) =>
    (
      await reader
        .select()
        .from(companyAddresses)
        .where(eq(companyAddresses.companyId, companyId))
        .orderBy(asc(companyAddresses.createdAt), asc(companyAddresses.id))
    ).map(toAddress);

  /** Owners only, under the company's lock (the lock order of companies, ARCHITECTURE.md). */
  const asOwner = <T>(user: CurrentUser, work: (tx: Database, companyId: string) => Promise<T>) =>
    inCallersCompany(db, user.id, async (tx, company, role) => {
      if (role !== 'owner') throw forbidden(companyMessages.ownersOnly);
      return work(tx, company.id);
    });

  return {
    /** The caller's company's addresses, oldest first; 404 without a company. */
    async list(user: CurrentUser): Promise<CompanyAddress[]> {
      const membership = await membershipOf(db, user.id);
      if (!membership) throw notFound(companyMessages.noCompany);
      return listOf(db, membership.companyId);
    },

    async add(user: CurrentUser, input: CompanyAddressInput): Promise<CompanyAddress> {
      return asOwner(user, async (tx, companyId) => {
        const [row] = await tx
          .insert(companyAddresses)
          .values({ companyId, ...input })
          .returning();
        return toAddress(row!);
      });
    },

    async update(user: CurrentUser, id: string, update: CompanyAddressUpdate): Promise<CompanyAddress> {
      return asOwner(user, async (tx, companyId) => {
        const changes = Object.fromEntries(Object.entries(update).filter(([, value]) => value !== undefined));
        const where = and(eq(companyAddresses.companyId, companyId), eq(companyAddresses.id, id));
        const [row] =
          Object.keys(changes).length > 0
            ? await tx.update(companyAddresses).set(changes).where(where).returning()
            : await tx.select().from(companyAddresses).where(where);
        if (!row) throw notFound(companyMessages.addressNotFound);
        return toAddress(row);
      });
    },

    /** Removes one; answers the addresses left. Orders that used it keep their copy. */
    async remove(user: CurrentUser, id: string): Promise<CompanyAddress[]> {
      return asOwner(user, async (tx, companyId) => {
        const removed = await tx
          .delete(companyAddresses)
          .where(and(eq(companyAddresses.companyId, companyId), eq(companyAddresses.id, id)))
          .returning({ id: companyAddresses.id });
        if (removed.length === 0) throw notFound(companyMessages.addressNotFound);
        return listOf(tx, companyId);
      });
    },
  };
}

export type AddressesService = ReturnType<typeof createAddressesService>;
