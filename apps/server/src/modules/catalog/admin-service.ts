import { and, asc, count, countDistinct, eq, isNull, sql, type SQL } from 'drizzle-orm';
import {
  catalogMessages,
  dollarsToCents,
  type AdminTool,
  type NewTool,
  type ToolDeleteResult,
  type ToolUpdate,
} from '@tools-bd/contract';
import type { Database } from '../../db/client.ts';
import { orderLines, tools } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../lib/http-errors.ts';
import { toToolResponse, type ToolRow } from './service.ts';

export interface CatalogAdminOptions {
  /** Called after every change to the catalogue (the shop's tool list is cached briefly). */
  onChange?: () => void;
}

/** Maps a stored tool to the manage screen's shape: the shop's fields plus archive and order facts. */
export function toAdminToolResponse(row: ToolRow, orderCount: number): AdminTool {
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

  return {
    /** Puts a new product on sale. The price arrives in dollars and is stored as exact cents. */
    async addTool(input: NewTool): Promise<ToolRow> {
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
        .returning();
      if (!row) throw new Error('tool insert returned no row');
      changed();
      return row;
    },

    /** Every product, archived ones too, in the shop's order, each with its number of orders. */
    async listAllTools(): Promise<AdminTool[]> {
      const orderCounts = db
        .select({ toolId: orderLines.toolId, orderCount: countDistinct(orderLines.orderId).as('order_count') })
        .from(orderLines)
        .groupBy(orderLines.toolId)
        .as('order_counts');
      const rows = await db
        .select({ tool: tools, orderCount: orderCounts.orderCount })
        .from(tools)
        .leftJoin(orderCounts, eq(orderCounts.toolId, tools.id))
        .orderBy(asc(tools.createdAt), asc(tools.id));
      return rows.map((row) => toAdminToolResponse(row.tool, Number(row.orderCount ?? 0)));
    },

    /**
     * Changes price, stock or minimum in one conditional UPDATE, so the rule "minimum ≤ stock"
     * holds against the row as it is at that moment (orders change the stock concurrently).
     * Orders already placed keep their own stored prices; new ones use the new price.
     */
    async updateTool(id: string, change: ToolUpdate): Promise<ToolRow> {
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
      const [updated] = await db.update(tools).set(values).where(and(...conditions)).returning();
      if (updated) {
        changed();
        return updated;
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
        // Any line of any order holds the product, not only an order's first line.
        const [orderCount] = await tx.select({ value: count() }).from(orderLines).where(eq(orderLines.toolId, id));
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
