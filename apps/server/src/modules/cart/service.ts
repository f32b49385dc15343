import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  CART_LIMITS,
  cartMessages,
  catalogMessages,
  orderMessages,
  orderMessagesFor,
  type CartImportRequest,
  type CartImportResult,
  type CartImportRow,
  type CartView,
  type ImportRowStatus,
  type MergeCartRequest,
  type PriceListRules,
} from '@tools-bd/contract';
import type { Database } from '../../db/client.ts';
import { createKeyedBatcher } from '../../lib/keyed-batcher.ts';
import { cartLines, tools, users } from '../../db/schema.ts';
import { badRequest, notFound } from '../../lib/http-errors.ts';
import type { CurrentUser } from '../../plugins/authentication.ts';
import { parseCartImport } from './import-parser.ts';
import { accountsLocked } from './account-lock.ts';
import { mergeCarts, type MergeAttempt } from './merge.ts';
import { loadCart, quantityProblem, toCartView, type CartToolRow } from './judge.ts';

/**
 * The import status of a rule's message. The contract's `checkQuantity` answers with the exact
 * message the buyer sees; the import also names the kind, so each message maps to one status.
 */
function importStatusFor(problem: string, tool: CartToolRow): ImportRowStatus {
  if (problem === cartMessages.toolNotOnSale) return 'unknown_sku';
  if (problem === orderMessages.followMinimumQuantity) return 'below_minimum';
  if (problem === orderMessagesFor.packSize(tool.packSize)) return 'not_multiple';
  if (problem === orderMessages.soldOut || problem === orderMessages.moreThanAvailable) return 'out_of_stock';
  if (tool.maxPerOrder !== null && problem === orderMessagesFor.maxPerOrder(tool.maxPerOrder)) return 'above_maximum';
  if (problem === orderMessages.quantityTooLarge || problem === orderMessages.orderTooLarge) return 'above_maximum';
  return 'invalid_quantity';
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Every change of one account's cart runs with the account's row locked, so two tabs changing
 * the same cart take turns (the 500-line cap and "added to the line" both read then write).
 * NO KEY UPDATE: it does not block orders and payments that only reference the account.
 */
async function lockAccountCart(tx: Transaction, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

interface LineQuantity {
  toolId: string;
  quantity: number;
}

/** A cart holds at most CART_LIMITS.linesMax lines: growing past it is refused whole. */
function assertWithinLineCap(lines: readonly LineQuantity[], existingToolIds: ReadonlySet<string>) {
  const newLines = lines.filter((line) => !existingToolIds.has(line.toolId)).length;
  if (existingToolIds.size + newLines > CART_LIMITS.linesMax) throw badRequest(cartMessages.tooManyLines);
}

/** Sets these lines' quantities (insert or replace), refusing to grow the cart past its line cap. */
async function storeLines(
  tx: Transaction,
  userId: string,
  lines: readonly LineQuantity[],
  existingToolIds: ReadonlySet<string>,
) {
  if (lines.length === 0) return;
  assertWithinLineCap(lines, existingToolIds);
  await tx
    .insert(cartLines)
    .values(lines.map((line) => ({ userId, toolId: line.toolId, quantity: line.quantity })))
    .onConflictDoUpdate({
      target: [cartLines.userId, cartLines.toolId],
      set: { quantity: sql`excluded.quantity`, updatedAt: sql`now()` },
    });
}

async function cartQuantities(tx: Transaction, userId: string): Promise<Map<string, number>> {
  const rows = await tx
    .select({ toolId: cartLines.toolId, quantity: cartLines.quantity })
    .from(cartLines)
    .where(eq(cartLines.userId, userId));
  return new Map(rows.map((row) => [row.toolId, row.quantity]));
}

/** The cart as a parcel to deliver (the delivery quote reads it). */
export interface CartParcel {
  lineCount: number;
  weightGrams: number;
  goodsCents: number;
}

/** Whose cart: the signed-in person (their company as their session read it, if it did). */
export type CartOwner = Pick<CurrentUser, 'id' | 'company'>;

/** Whose prices a cart shows (the pricing module answers, through the app). */
export interface CartPrices {
  /** Before a change of the cart: the buyer's company price list or null; 403 when the shop hides prices from them. */
  forBuyer(buyer: CartOwner): Promise<PriceListRules | null>;
  /** For reading a cart: the buyer's company price list or null. */
  listOf(buyer: CartOwner): Promise<PriceListRules | null>;
}

const PUBLIC_PRICES: CartPrices = { forBuyer: async () => null, listOf: async () => null };

/** The account cart: read, change line by line, merge a visitor's cart, import SKU lists. */
export function createCartService(db: Database, prices: CartPrices = PUBLIC_PRICES) {
  // Group commit: one lane per instance, so a batch locks all its accounts at once, in id order.
  const merges = createKeyedBatcher<'merge', MergeAttempt, CartView>((_lane, attempts) => mergeCarts(db, attempts), {
    maxBatch: 64,
  });
  const viewOf = async (
    owner: CartOwner,
    database: Database = db,
    priceList: PriceListRules | null | undefined = undefined,
  ): Promise<CartView> =>
    toCartView(
      await loadCart(database, owner.id, {
        priceList: priceList === undefined ? await prices.listOf(owner) : priceList,
      }),
    );

  return {
    getCart: (owner: CartOwner) => viewOf(owner),

    /**
     * What delivering the cart means: its lines, their weight (each unit's weight times its
     * quantity) and the goods' total in cents, every line counted as the cart shows it.
     */
    async parcelOf(owner: CartOwner): Promise<CartParcel> {
      const lines = await loadCart(db, owner.id, { priceList: await prices.listOf(owner) });
      return {
        lineCount: lines.length,
        weightGrams: lines.reduce((sum, line) => sum + line.quantity * line.tool.weightGrams, 0),
        goodsCents: lines.reduce((sum, line) => sum + line.lineTotalCents, 0),
      };
    },

    /**
     * Sets a line to exactly `quantity` units; 0 removes it. A quantity the tool's rules refuse
     * today (minimum, packs, cap, stock) is a 400 with the rule's message and changes nothing.
     */
    async setLine(owner: CartOwner, toolId: string, quantity: number): Promise<CartView> {
      if (quantity === 0) return this.removeLine(owner, toolId);
      const userId = owner.id;
      const priceList = await prices.forBuyer(owner);
      return db.transaction(async (tx) => {
        await lockAccountCart(tx, userId);
        const [tool] = await tx.select().from(tools).where(eq(tools.id, toolId)).limit(1);
        if (!tool || tool.archivedAt) throw notFound(catalogMessages.toolNotFound);
        const problem = quantityProblem(tool, quantity, priceList);
        if (problem) throw badRequest(problem);
        const existing = await cartQuantities(tx, userId);
        await storeLines(tx, userId, [{ toolId, quantity }], new Set(existing.keys()));
        return viewOf(owner, tx, priceList);
      });
    },

    // The account lock in the same statement: a merge that read this cart sees it as it writes.
    async removeLine(owner: CartOwner, toolId: string): Promise<CartView> {
      const userId = owner.id;
      await db
        .delete(cartLines)
        .where(and(accountsLocked([userId]), eq(cartLines.userId, userId), eq(cartLines.toolId, toolId)));
      return viewOf(owner);
    },

    async clear(owner: CartOwner): Promise<CartView> {
      await db.delete(cartLines).where(and(accountsLocked([owner.id]), eq(cartLines.userId, owner.id)));
      return viewOf(owner);
    },

    /**
     * A visitor's browser cart joins the account's at sign-in: each quantity is added to the
     * line already there, then the whole cart is judged again (a sum that breaks a rule shows
     * as that line's problem, for the buyer to fix). Tools gone from the shop are dropped.
     * Merges that arrive together are merged together (merge.ts).
     */
    merge: async (owner: CartOwner, request: MergeCartRequest): Promise<CartView> =>
      merges.submit('merge', {
        userId: owner.id,
        lines: request.lines,
        // Nothing to add is no change: a sign-in with an empty browser cart is never refused.
        priceList: request.lines.length === 0 ? await prices.listOf(owner) : await prices.forBuyer(owner),
      }),

    /**
     * Quick order. Each row is judged on what the line would hold after it: the quantity is
     * ADDED to a line already in the cart (what buyers expect from "add these to my cart"), and
     * that sum must pass the tool's rules. Only `added` rows change the cart; with `dryRun`
     * nothing does, and the rows say what adding would do.
     */
    async importLines(owner: CartOwner, request: CartImportRequest): Promise<CartImportResult> {
      const parsed = parseCartImport(request.text);
      if (!parsed.ok) throw badRequest(parsed.message);
      const userId = owner.id;
      const priceList = await prices.forBuyer(owner);
      return db.transaction(async (tx) => {
        await lockAccountCart(tx, userId);
        const skus = [...new Set(parsed.rows.map((row) => row.sku).filter((sku) => sku !== ''))];
        const found = skus.length === 0 ? [] : await tx.select().from(tools).where(inArray(tools.sku, skus));
        const toolsBySku = new Map(found.map((tool) => [tool.sku, tool]));
        const existing = await cartQuantities(tx, userId);

        const additions: LineQuantity[] = [];
        const rows = parsed.rows.map(({ line, sku, quantity }): CartImportRow => {
          const row = { line, sku, quantity };
          const tool = toolsBySku.get(sku);
          if (!tool) return { ...row, status: 'unknown_sku', message: cartMessages.unknownSku };
          if (tool.archivedAt) return { ...row, status: 'unknown_sku', message: cartMessages.toolNotOnSale };
          if (quantity === null || quantity < 1)
            return { ...row, status: 'invalid_quantity', message: cartMessages.quantityWholeNumber };
          const total = (existing.get(tool.id) ?? 0) + quantity;
          const problem = quantityProblem(tool, total, priceList);
          if (problem) return { ...row, status: importStatusFor(problem, tool), message: problem };
          additions.push({ toolId: tool.id, quantity: total });
          return { ...row, status: 'added', message: null };
        });

        if (request.dryRun) assertWithinLineCap(additions, new Set(existing.keys()));
        else await storeLines(tx, userId, additions, new Set(existing.keys()));
        return { rows, cart: await viewOf(owner, tx, priceList) };
      });
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
