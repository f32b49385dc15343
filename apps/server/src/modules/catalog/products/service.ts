import { count, eq, sql } from 'drizzle-orm';
import {
  catalogMessages,
  checkToolRules,
  DEFAULT_VAT_RATE_BASIS_POINTS,
  dollarsToCents,
  priceBreaksToCents,
  vatPercentToBasisPoints,
  type AdminTool,
  type NewTool,
  type ToolDeleteResult,
  type ToolUpdate,
} from '@tools-bd/contract';
import type { Database } from '../../../db/client.ts';
import { cartLines, orderLines, shopSettings, tools } from '../../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../../lib/http-errors.ts';
import { findToolView, type ToolView } from '../listing/tool-views.ts';
import { findAdminToolPage, type AdminToolListing } from './admin-list.ts';

/** True when `error` (or the driver error Drizzle wraps) is a unique violation of `constraint`. */
function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const {
      code,
      constraint: violated,
      message,
      cause,
    } = current as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
    if (code === '23505' && (violated === constraint || (typeof message === 'string' && message.includes(constraint))))
      return true;
    current = cause;
  }
  return false;
}

/** Runs a write that may store an SKU; another product's SKU is the admin's conflict to fix, not a crash. */
async function withUniqueSku<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'tools_sku_key')) throw conflict(catalogMessages.skuTaken);
    throw error;
  }
}

export interface CatalogAdminOptions {
  /** Called after every change to the catalogue (the shop's tool list is cached briefly). */
  onChange?: () => void;
}

/** The admin side of the catalogue: add, list everything, change, and delete or archive products. */
export function createCatalogAdminService(db: Database, options: CatalogAdminOptions = {}) {
  const changed = () => options.onChange?.();
  /** The changed product as the shop shows it, with its brand and category. */
  const readView = async (id: string): Promise<ToolView> => {
    const view = await findToolView(db, eq(tools.id, id));
    if (!view) throw notFound(catalogMessages.toolNotFound);
    return view;
  };

  return {
    /** Puts a new product on sale. The price arrives in dollars and is stored as exact cents. */
    async addTool(input: NewTool): Promise<ToolView> {
      const [row] = await withUniqueSku(() =>
        db
          .insert(tools)
          .values({
            name: input.name,
            description: input.description,
            nameBn: input.nameBn ?? null,
            descriptionBn: input.descriptionBn ?? null,
            imageUrl: input.img,
            priceCents: dollarsToCents(input.price),
            availableQuantity: input.availableItem,
            minimumPurchase: input.minPurse,
            listedQuantity: input.quentity,
            // No SKU given: the column's default numbers it (`TBD-000123`).
            ...(input.sku ? { sku: input.sku } : {}),
            packSize: input.packSize,
            maxPerOrder: input.maxPerOrder ?? null,
            priceBreaks: priceBreaksToCents(input.priceBreaks),
            // Left out: the shop's default rate (settings), read in the same statement.
            vatRateBasisPoints:
              input.vatRate !== undefined
                ? vatPercentToBasisPoints(input.vatRate)
                : sql`coalesce((select ${shopSettings.defaultVatRateBasisPoints} from ${shopSettings} limit 1), ${DEFAULT_VAT_RATE_BASIS_POINTS})`,
            weightGrams: input.weightGrams,
          })
          .returning({ id: tools.id }),
      );
      if (!row) throw new Error('tool insert returned no row');
      changed();
      return readView(row.id);
    },

    /** One page of every product (archived ones too, flagged), searched, filtered and sorted, with the total. */
    listTools(listing: AdminToolListing): Promise<{ tools: AdminTool[]; total: number }> {
      return findAdminToolPage(db, listing);
    },

    /**
     * Changes price, stock, minimum or selling rules. The row is locked while the product as it
     * would become is judged (orders change the stock concurrently, and one field's change can
     * break a rule with a field not sent), so the rules hold against the row as stored.
     * Orders already placed keep their own stored prices; new ones use the new price.
     */
    async updateTool(id: string, change: ToolUpdate): Promise<ToolView> {
      await withUniqueSku(() =>
        db.transaction(async (tx) => {
          const [row] = await tx.select().from(tools).where(eq(tools.id, id)).limit(1).for('update');
          if (!row) throw notFound(catalogMessages.toolNotFound);
          if (row.archivedAt) throw conflict(catalogMessages.archivedToolUnchangeable);

          const values = {
            priceCents: change.price !== undefined ? dollarsToCents(change.price) : row.priceCents,
            availableQuantity: change.availableItem ?? row.availableQuantity,
            minimumPurchase: change.minPurse ?? row.minimumPurchase,
            sku: change.sku ?? row.sku,
            packSize: change.packSize ?? row.packSize,
            maxPerOrder: change.maxPerOrder !== undefined ? change.maxPerOrder : row.maxPerOrder,
            priceBreaks: change.priceBreaks ? priceBreaksToCents(change.priceBreaks) : row.priceBreaks,
            // Orders already placed keep the rate they were sold at (stored on their lines).
            vatRateBasisPoints:
              change.vatRate !== undefined ? vatPercentToBasisPoints(change.vatRate) : row.vatRateBasisPoints,
            weightGrams: change.weightGrams ?? row.weightGrams,
            nameBn: change.nameBn !== undefined ? change.nameBn : row.nameBn,
            descriptionBn: change.descriptionBn !== undefined ? change.descriptionBn : row.descriptionBn,
          };
          // A stock of 0 marks the product sold out whatever its minimum.
          const stockOrMinimumChanged = change.availableItem !== undefined || change.minPurse !== undefined;
          if (
            stockOrMinimumChanged &&
            values.availableQuantity !== 0 &&
            values.minimumPurchase > values.availableQuantity
          ) {
            throw badRequest(catalogMessages.minPurseAboveAvailable);
          }
          const problem = checkToolRules({
            priceCents: values.priceCents,
            minPurse: values.minimumPurchase,
            packSize: values.packSize,
            maxPerOrder: values.maxPerOrder,
            priceBreaks: values.priceBreaks,
          });
          if (problem) throw badRequest(problem.message);
          await tx.update(tools).set(values).where(eq(tools.id, id));
        }),
      );
      changed();
      return readView(id);
    },

    /**
     * Deleting never breaks order history: a product that has orders is archived (hidden from
     * the shop, kept for its orders); one without is erased. The row lock makes an order being
     * placed at the same moment either finish first (then we archive) or find the product gone.
     */
    async removeTool(id: string): Promise<ToolDeleteResult> {
      const result = await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ archivedAt: tools.archivedAt })
          .from(tools)
          .where(eq(tools.id, id))
          .limit(1)
          .for('update');
        if (!row) throw notFound(catalogMessages.toolNotFound);
        // Any line of any order holds the product, not only an order's first line.
        const [orderCount] = await tx.select({ value: count() }).from(orderLines).where(eq(orderLines.toolId, id));
        if (Number(orderCount?.value ?? 0) > 0) {
          if (!row.archivedAt) await tx.update(tools).set({ archivedAt: new Date() }).where(eq(tools.id, id));
          return { acknowledged: true, deletedCount: 0, archived: true };
        }
        // Carts hold no stock and no history: the erased product simply leaves them.
        await tx.delete(cartLines).where(eq(cartLines.toolId, id));
        await tx.delete(tools).where(eq(tools.id, id));
        return { acknowledged: true, deletedCount: 1, archived: false };
      });
      changed();
      return result;
    },
  };
}

export type CatalogAdminService = ReturnType<typeof createCatalogAdminService>;
