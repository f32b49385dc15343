import { and, asc, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import {
  catalogMessages,
  dollarsToCents,
  type AdminTool,
  type NewTool,
  type ToolDeleteResult,
  type ToolUpdate,
} from '@tools-bd/contract';
import type { Database } from '../../db/client.ts';
import { orders, tools } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../lib/http-errors.ts';
import { findToolView, selectToolViews, toToolResponse, type ToolView } from './tool-views.ts';

export interface CatalogAdminOptions {
  /** Called after every change to the catalogue (the shop's tool list is cached briefly). */
  onChange?: () => void;
}

/** Maps a stored tool to the manage screen's shape: the shop's fields plus archive and order facts. */
export function toAdminToolResponse(row: ToolView, orderCount: number): AdminTool {
  return {
    ...toToolResponse(row),
    quentity: row.listedQuantity,
    archived: row.archivedAt !== null,
    orderCount,
  };
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
      const [row] = await db
        .insert(tools)
        .values({
          name: input.name,
          description: input.description,
          imageUrl: input.img,
          priceCents: dollarsToCents(input.price),
          availableQuantity: input.availableItem,
          minimumPurchase: input.minPurse,
          listedQuantity: input.quentity,
        })
        .returning({ id: tools.id });
      if (!row) throw new Error('tool insert returned no row');
      changed();
      return readView(row.id);
    },

    /** Every product, archived ones too, in the shop's order, each with its number of orders. */
    async listAllTools(): Promise<AdminTool[]> {
      const orderCounts = db
        .select({ toolId: orders.toolId, orderCount: count().as('order_count') })
        .from(orders)
        .groupBy(orders.toolId)
        .as('order_counts');
      const rows = await selectToolViews(db, { orderCount: orderCounts.orderCount })
        .leftJoin(orderCounts, eq(orderCounts.toolId, tools.id))
        .orderBy(asc(tools.createdAt), asc(tools.id));
      return rows.map((row) => toAdminToolResponse(row, Number(row.orderCount ?? 0)));
    },

    /**
     * Changes price, stock or minimum in one conditional UPDATE, so the rule "minimum ≤ stock"
     * holds against the row as it is at that moment (orders change the stock concurrently).
     * Orders already placed keep their own stored prices; new ones use the new price.
     */
    async updateTool(id: string, change: ToolUpdate): Promise<ToolView> {
      const values: Partial<typeof tools.$inferInsert> = {};
      if (change.price !== undefined) values.priceCents = dollarsToCents(change.price);
      if (change.availableItem !== undefined) values.availableQuantity = change.availableItem;
      if (change.minPurse !== undefined) values.minimumPurchase = change.minPurse;

      const conditions: SQL[] = [eq(tools.id, id), isNull(tools.archivedAt)];
      if (change.availableItem !== undefined || change.minPurse !== undefined) {
        const stock = change.availableItem !== undefined ? sql`${change.availableItem}::int` : sql`${tools.availableQuantity}`;
        const minimum = change.minPurse !== undefined ? sql`${change.minPurse}::int` : sql`${tools.minimumPurchase}`;
        // A stock of 0 marks the product sold out whatever its minimum.
        conditions.push(sql`(${stock} = 0 or ${minimum} <= ${stock})`);
      }
      const [updated] = await db.update(tools).set(values).where(and(...conditions)).returning({ id: tools.id });
      if (updated) {
        changed();
        return readView(updated.id);
      }
      const [existing] = await db.select({ archivedAt: tools.archivedAt }).from(tools).where(eq(tools.id, id)).limit(1);
      if (!existing) throw notFound(catalogMessages.toolNotFound);
      if (existing.archivedAt) throw conflict(catalogMessages.archivedToolUnchangeable);
      throw badRequest(catalogMessages.minPurseAboveAvailable);
    },

    /**
     * Deleting never breaks order history: a product that has orders is archived (hidden from
     * the shop, kept for its orders); one without is erased. The row lock makes an order being
     * placed at the same moment either finish first (then we archive) or find the product gone.
     */
    async removeTool(id: string): Promise<ToolDeleteResult> {
      const result = await db.transaction(async (tx) => {
        const [row] = await tx.select({ archivedAt: tools.archivedAt }).from(tools).where(eq(tools.id, id)).limit(1).for('update');
        if (!row) throw notFound(catalogMessages.toolNotFound);
        const [orderCount] = await tx.select({ value: count() }).from(orders).where(eq(orders.toolId, id));
        if (Number(orderCount?.value ?? 0) > 0) {
          if (!row.archivedAt) await tx.update(tools).set({ archivedAt: new Date() }).where(eq(tools.id, id));
          return { acknowledged: true, deletedCount: 0, archived: true };
        }
        await tx.delete(tools).where(eq(tools.id, id));
        return { acknowledged: true, deletedCount: 1, archived: false };
      });
      changed();
      return result;
    },
  };
}

export type CatalogAdminService = ReturnType<typeof createCatalogAdminService>;
