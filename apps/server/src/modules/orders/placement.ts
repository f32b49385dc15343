import { randomUUID } from 'node:crypto';
import { and, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import { catalogMessages, checkQuantity, lineTotalCents, orderMessages, unitPriceCentsFor, type CreateOrderRequest, type LinePricing } from '@tools-bd/contract';
import { selectRows, type Database } from '../../db/client.ts';
import { orders, tools } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../lib/http-errors.ts';
import type { Outcome } from '../../lib/keyed-batcher.ts';
import { isDatabaseUnavailable } from '../../plugins/errors.ts';
import type { CurrentUser } from '../../plugins/authentication.ts';

export type OrderRow = typeof orders.$inferSelect;

/** One buyer's order for the tool a batch is about. */
export interface OrderAttempt {
  buyer: CurrentUser;
  request: CreateOrderRequest;
}

const orderColumns = getTableColumns(orders);

/** A row of `returning *` (database column names) as Drizzle would have read it. */
function fromDatabaseRow(raw: Record<string, unknown>): OrderRow {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(orderColumns)) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as OrderRow;
}

interface LockedTool {
  availableQuantity: number;
  minimumPurchase: number;
  priceCents: number;
}

/**
 * Why this quantity cannot be sold from what is left, or null when it can. The rule is the
 * contract's (the purchase page applies the same one), judged against what this batch has
 * left, so batching never changes an answer.
 */
function refusal(tool: LockedTool, pricing: LinePricing, available: number, quantity: number): Error | null {
  const problem = checkQuantity({ quantity, minPurse: tool.minimumPurchase, available, pricing });
  if (problem === null) return null;
  // Nothing left that anyone could buy: a conflict with the shop's state, not a bad request.
  return problem === orderMessages.soldOut ? conflict(problem) : badRequest(problem);
}

/**
 * Places a batch of orders for ONE tool in one transaction: the tool row is locked, each order
 * is judged in arrival order against what is left (exactly as if they had come one by one), and
 * the accepted ones take their stock and are stored by a single statement. One lock, one commit
 * and one WAL flush serve the whole batch, which is what lets a popular tool sell quickly
 * without ever selling more than there is.
 */
async function placeBatch(db: Database, toolId: string, attempts: OrderAttempt[]): Promise<Outcome<OrderRow>[]> {
  return db.transaction(async (tx) => {
    const [tool] = await tx
      .select({ availableQuantity: tools.availableQuantity, minimumPurchase: tools.minimumPurchase, priceCents: tools.priceCents })
      .from(tools)
      .where(and(eq(tools.id, toolId), isNull(tools.archivedAt)))
      .for('update');
    if (!tool) return attempts.map(() => ({ ok: false as const, error: notFound(catalogMessages.toolNotFound) }));

    const pricing: LinePricing = { unitPriceCents: tool.priceCents };
    let available = tool.availableQuantity;
    const outcomes: (Outcome<OrderRow> | undefined)[] = [];
    const accepted: { index: number; id: string; attempt: OrderAttempt; unitPriceCents: number; totalCents: number }[] = [];
    attempts.forEach((attempt, index) => {
      const quantity = attempt.request.cart;
      const error = refusal(tool, pricing, available, quantity);
      if (error) {
        outcomes[index] = { ok: false, error };
        return;
      }
      available -= quantity;
      accepted.push({ index, id: randomUUID(), attempt, unitPriceCents: unitPriceCentsFor(pricing, quantity), totalCents: lineTotalCents(pricing, quantity) });
    });
    if (accepted.length === 0) return outcomes as Outcome<OrderRow>[];

    const column = <T>(pick: (entry: (typeof accepted)[number]) => T) => sql.param(accepted.map(pick));
    const sold = tool.availableQuantity - available;
    // Prices were computed by the contract's rule from the row locked above (so nobody can have
    // changed it since); the item name comes from that row too. clock_timestamp() keeps the
    // arrival order in created_at within the batch.
    const inserted = await selectRows<Record<string, unknown>>(
      tx,
      sql`with reserved as (
            update ${tools} set available_quantity = available_quantity - ${sold}
             where id = ${toolId}
         returning id, name
          )
          insert into ${orders}
                 (id, user_id, tool_id, item_name, customer_name, email, phone, address, quantity, unit_price_cents, total_cents, created_at)
          select o.id, o.user_id, r.id, r.name, o.customer_name, o.email, o.phone, o.address,
                 o.quantity, o.unit_price_cents, o.total_cents, clock_timestamp()
            from reserved r
           cross join unnest(
                 ${column((entry) => entry.id)}::uuid[],
                 ${column((entry) => entry.attempt.buyer.id)}::uuid[],
                 ${column((entry) => entry.attempt.request.customerName)}::text[],
                 ${column((entry) => entry.attempt.buyer.email)}::text[],
                 ${column((entry) => entry.attempt.request.phone)}::text[],
                 ${column((entry) => entry.attempt.request.address)}::text[],
                 ${column((entry) => entry.attempt.request.cart)}::int[],
                 ${column((entry) => entry.unitPriceCents)}::int[],
                 ${column((entry) => entry.totalCents)}::int[]
               ) as o(id, user_id, customer_name, email, phone, address, quantity, unit_price_cents, total_cents)
       returning *`,
    );
    const byId = new Map(inserted.map((raw) => [raw.id as string, fromDatabaseRow(raw)]));
    for (const { index, id } of accepted) {
      const row = byId.get(id);
      outcomes[index] = row ? { ok: true, value: row } : { ok: false, error: new Error(`order ${id} was not stored`) };
    }
    return outcomes as Outcome<OrderRow>[];
  });
}

/**
 * Runs a batch; if it fails for a reason other than the database being away, each order is
 * retried on its own so that one bad order cannot fail the others (the failed transaction
 * changed nothing).
 */
export async function placeOrdersForTool(db: Database, toolId: string, attempts: OrderAttempt[]): Promise<Outcome<OrderRow>[]> {
  try {
    return await placeBatch(db, toolId, attempts);
  } catch (error) {
    if (attempts.length === 1 || isDatabaseUnavailable(error)) throw error;
    const outcomes: Outcome<OrderRow>[] = [];
    for (const attempt of attempts) {
      try {
        const [outcome] = await placeBatch(db, toolId, [attempt]);
        outcomes.push(outcome!);
      } catch (single) {
        outcomes.push({ ok: false, error: single });
      }
    }
    return outcomes;
  }
}
