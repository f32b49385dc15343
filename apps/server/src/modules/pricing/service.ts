import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import {
  centsToDollars,
  checkToolRules,
  discountBasisPoints,
  dollarsToCents,
  priceBreakInDollars,
  priceBreaksToCents,
  pricingMessages,
  type PriceList,
  type PriceListInput,
  type PriceListSummary,
  type PriceListUpdate,
} from '@tools-bd/contract';
import type { Database } from '../../db/client.ts';
import { retryingTransaction } from '../../db/retry.ts';
import { companies, priceListPrices, priceLists, tools } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../lib/http-errors.ts';
import { forgetPriceList } from './price-list-cache.ts';

type PriceListRow = typeof priceLists.$inferSelect;
type PriceRow = typeof priceListPrices.$inferSelect;

const companiesUsing = (priceListId: string) =>
  sql<number>`(select count(*)::int from ${companies} where ${companies.priceListId} = ${priceListId})`;

function toPriceList(list: PriceListRow, prices: PriceRow[], companyCount: number): PriceList {
  return {
    _id: list.id,
    name: list.name,
    discountPercent: list.discountBasisPoints / 100,
    companyCount,
    createdAt: list.createdAt.toISOString(),
    updatedAt: list.updatedAt.toISOString(),
    prices: prices.map((row) => ({
      toolId: row.toolId,
      price: centsToDollars(row.priceCents),
      priceBreaks: row.priceBreaks.map(priceBreakInDollars),
    })),
  };
}

/**
 * The rows of `prices`, checked against the tools they name: every tool exists, and each entry's
 * breaks follow the tool's selling rules (above its minimum, whole packs, ascending, cheaper),
 * exactly as a product's own breaks must.
 */
async function priceRowsOf(tx: Database, priceListId: string, prices: PriceListInput['prices']): Promise<PriceRow[]> {
  if (prices.length === 0) return [];
  const found = await tx
    .select({ id: tools.id, minPurse: tools.minimumPurchase, packSize: tools.packSize })
    .from(tools)
    .where(
      inArray(
        tools.id,
        prices.map((entry) => entry.toolId),
      ),
    );
  const byId = new Map(found.map((tool) => [tool.id, tool]));
  return prices.map((entry) => {
    const tool = byId.get(entry.toolId);
    if (!tool) throw badRequest(pricingMessages.toolUnknown);
    const priceCents = dollarsToCents(entry.price);
    const priceBreaks = priceBreaksToCents(entry.priceBreaks ?? []);
    const problem = checkToolRules({
      priceCents,
      minPurse: tool.minPurse,
      packSize: tool.packSize,
      maxPerOrder: null,
      priceBreaks,
    });
    if (problem) throw badRequest(problem.message);
    return { priceListId, toolId: entry.toolId, priceCents, priceBreaks };
  });
}

async function replacePrices(tx: Database, priceListId: string, prices: PriceListInput['prices']): Promise<void> {
  const rows = await priceRowsOf(tx, priceListId, prices);
  await tx.delete(priceListPrices).where(eq(priceListPrices.priceListId, priceListId));
  // In slices: one statement's parameters are limited (4 per row).
  for (let start = 0; start < rows.length; start += 5_000)
    await tx.insert(priceListPrices).values(rows.slice(start, start + 5_000));
}

async function pricesOf(tx: Database, priceListId: string): Promise<PriceRow[]> {
  return tx
    .select()
    .from(priceListPrices)
    .where(eq(priceListPrices.priceListId, priceListId))
    .orderBy(asc(priceListPrices.toolId));
}

export function createPricingService(db: Database) {
  async function answer(tx: Database, list: PriceListRow): Promise<PriceList> {
    const [used] = await tx
      .select({ count: companiesUsing(list.id) })
      .from(priceLists)
      .where(eq(priceLists.id, list.id));
    return toPriceList(list, await pricesOf(tx, list.id), Number(used?.count ?? 0));
  }

  return {
    async list(): Promise<PriceListSummary[]> {
      const rows = await db
        .select({
          list: priceLists,
          priceCount: sql<number>`(select count(*)::int from ${priceListPrices} where ${priceListPrices.priceListId} = ${priceLists.id})`,
          companyCount: sql<number>`(select count(*)::int from ${companies} where ${companies.priceListId} = ${priceLists.id})`,
        })
        .from(priceLists)
        .orderBy(asc(priceLists.name), asc(priceLists.id));
      return rows.map(({ list, priceCount, companyCount }) => {
        const { prices: _prices, ...summary } = toPriceList(list, [], Number(companyCount));
        return { ...summary, priceCount: Number(priceCount) };
      });
    },

    async get(priceListId: string): Promise<PriceList> {
      const [list] = await db.select().from(priceLists).where(eq(priceLists.id, priceListId));
      if (!list) throw notFound(pricingMessages.priceListNotFound);
      return answer(db, list);
    },

    async create(input: PriceListInput): Promise<PriceList> {
      return retryingTransaction(db, async (tx) => {
        const [list] = await tx
          .insert(priceLists)
          .values({ name: input.name, discountBasisPoints: discountBasisPoints(input.discountPercent) })
          .returning();
        if (!list) throw new Error('price_lists insert returned no row');
        await replacePrices(tx, list.id, input.prices);
        return answer(tx, list);
      });
    },

    /** Any of name, discount and prices; `prices` replaces the list's entries whole. */
    async update(priceListId: string, update: PriceListUpdate): Promise<PriceList> {
      const result = await retryingTransaction(db, async (tx) => {
        const [locked] = await tx.select().from(priceLists).where(eq(priceLists.id, priceListId)).for('update');
        if (!locked) throw notFound(pricingMessages.priceListNotFound);
        const changes: Partial<typeof priceLists.$inferInsert> = { updatedAt: new Date() };
        if (update.name !== undefined) changes.name = update.name;
        if (update.discountPercent !== undefined)
          changes.discountBasisPoints = discountBasisPoints(update.discountPercent);
        const [list] = await tx.update(priceLists).set(changes).where(eq(priceLists.id, priceListId)).returning();
        if (update.prices !== undefined) await replacePrices(tx, priceListId, update.prices);
        return answer(tx, list ?? locked);
      });
      forgetPriceList(db, priceListId);
      return result;
    },

    /**
     * Refused while a company buys at the list. The list's row is locked first: a company being
     * given the list at the same moment holds a key-share lock on it, so one of the two waits
     * for the other and the count sees the assignment.
     */
    async remove(priceListId: string): Promise<void> {
      await retryingTransaction(db, async (tx) => {
        const [locked] = await tx
          .select({ id: priceLists.id })
          .from(priceLists)
          .where(eq(priceLists.id, priceListId))
          .for('update');
        if (!locked) throw notFound(pricingMessages.priceListNotFound);
        const [used] = await tx
          .select({ count: count() })
          .from(companies)
          .where(eq(companies.priceListId, priceListId));
        if ((used?.count ?? 0) > 0) throw conflict(pricingMessages.priceListInUse);
        await tx.delete(priceLists).where(eq(priceLists.id, priceListId));
      });
      forgetPriceList(db, priceListId);
    },
  };
}

export type PricingService = ReturnType<typeof createPricingService>;
