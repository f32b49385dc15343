/**
 * Merging visitors' carts into account carts (POST /api/cart/merge, reorder), in batches: merges
 * that arrive together (lib/keyed-batcher.ts) share one transaction of three statements,
 * whatever their number:
 *   1. every account of the batch is locked, in id order (every change of a cart takes its
 *      account's lock first), and the tools the visitors ask for are read;
 *   2. the accounts' carts are read with their tools, after the locks, so nothing changes them
 *      until the commit;
 *   3. each merge is applied in arrival order to what the earlier ones left (one that would grow
 *      its cart past the line cap is refused whole), and the quantities added are written in one
 *      upsert.
 * Each answer is the cart as its merge left it, judged from the rows already read.
 */
import { sql } from 'drizzle-orm';
import {
  CART_LIMITS,
  cartMessages,
  type CartView,
  type MergeCartRequest,
  type PriceListRules,
} from '@tools-bd/contract';
import { selectRowsPrepared, tableRowReader, type Database } from '../../db/client.ts';
import { cartLines, tools } from '../../db/schema.ts';
import { badRequest } from '../../lib/http-errors.ts';
import { runOrEachAlone, type Outcome } from '../../lib/keyed-batcher.ts';
import { isDatabaseUnavailable } from '../../plugins/errors.ts';
import { accountsLocked } from './account-lock.ts';
import { judgeLine, toCartView, type CartToolRow } from './judge.ts';

/** Rows of `select t.*` (database column names) as Drizzle would have read them. */
const readTool = tableRowReader(tools);

/** One visitor's cart to merge into this account's. */
export interface MergeAttempt {
  userId: string;
  lines: MergeCartRequest['lines'];
  /** The buyer's company price list, if any: the answer shows their prices. */
  priceList?: PriceListRules | null;
}

interface HeldLine {
  tool: CartToolRow;
  quantity: number;
  /** Null for a line this batch adds: it is stamped with the commit's transaction time, after every older line. */
  addedAt: Date | null;
}

/** An account's cart as the batch goes: tool id → line. */
type HeldCart = Map<string, HeldLine>;

/** The cart in the order the lines were added (those of this batch last, by tool id), judged now. */
function viewOf(cart: HeldCart, priceList: PriceListRules | null): CartView {
  const lines = [...cart.values()].sort(
    (a, b) =>
      (a.addedAt?.getTime() ?? Infinity) - (b.addedAt?.getTime() ?? Infinity) || (a.tool.id < b.tool.id ? -1 : 1),
  );
  return toCartView(lines.map((line) => judgeLine(line.tool, line.quantity, priceList)));
}

/** Applies one merge to its held cart, or refuses it (changing nothing) when it would grow past the line cap. */
function applyMerge(
  cart: HeldCart,
  attempt: MergeAttempt,
  onSale: ReadonlyMap<string, CartToolRow>,
  added: Map<string, number>,
): Outcome<CartView> {
  const visitor = new Map<string, number>();
  for (const { toolId, quantity } of attempt.lines)
    if (onSale.has(toolId)) visitor.set(toolId, (visitor.get(toolId) ?? 0) + quantity);
  const newLines = [...visitor.keys()].filter((toolId) => !cart.has(toolId)).length;
  if (newLines > 0 && cart.size + newLines > CART_LIMITS.linesMax)
    return { ok: false, error: badRequest(cartMessages.tooManyLines) };
  for (const [toolId, quantity] of visitor) {
    const line = cart.get(toolId);
    // The stored line stays within what any order may hold; the judge reports the rest.
    if (line) line.quantity = Math.min(line.quantity + quantity, CART_LIMITS.quantityMax);
    else
      cart.set(toolId, {
        tool: onSale.get(toolId)!,
        quantity: Math.min(quantity, CART_LIMITS.quantityMax),
        addedAt: null,
      });
    const key = `${attempt.userId} ${toolId}`;
    added.set(key, (added.get(key) ?? 0) + quantity);
  }
  return { ok: true, value: viewOf(cart, attempt.priceList ?? null) };
}

/** Adds the quantities to the stored lines (ON CONFLICT adds to the line as stored), capped like the held ones. */
async function storeAdditions(tx: Database, added: ReadonlyMap<string, number>): Promise<void> {
  if (added.size === 0) return;
  const keys = [...added.keys()].map((key) => key.split(' ') as [string, string]);
  await selectRowsPrepared(
    tx,
    sql`
    insert into ${cartLines} (user_id, tool_id, quantity)
    select a.user_id, a.tool_id, least(a.quantity, ${CART_LIMITS.quantityMax})
      from unnest(${sql.param(keys.map(([userId]) => userId))}::uuid[], ${sql.param(keys.map(([, toolId]) => toolId))}::uuid[],
                  ${sql.param([...added.values()])}::int[]) as a(user_id, tool_id, quantity)
    on conflict (user_id, tool_id) do update
       set quantity = least(${cartLines}.quantity + excluded.quantity, ${CART_LIMITS.quantityMax}), updated_at = now()`,
  );
}

async function mergeBatch(db: Database, attempts: MergeAttempt[]): Promise<Outcome<CartView>[]> {
  return db.transaction(async (tx) => {
    const userIds = [...new Set(attempts.map((attempt) => attempt.userId))].sort();
    const toolIds = [...new Set(attempts.flatMap((attempt) => attempt.lines.map((line) => line.toolId)))];
    // Nothing asked: nothing is written, so the carts are only read.
    const onSale =
      toolIds.length === 0
        ? []
        : (
            await selectRowsPrepared<Record<string, unknown>>(
              tx,
              sql`select t.* from ${tools} t where ${accountsLocked(userIds)} and t.id = any(${sql.param(toolIds)}::uuid[]) and t.archived_at is null`,
            )
          ).map(readTool);
    const held = await selectRowsPrepared<Record<string, unknown>>(
      tx,
      sql`select c.user_id as cart_user_id, c.quantity as cart_quantity, c.added_at as cart_added_at, t.*
            from ${cartLines} c join ${tools} t on t.id = c.tool_id
           where c.user_id = any(${sql.param(userIds)}::uuid[])`,
    );
    const carts = new Map<string, HeldCart>(userIds.map((userId) => [userId, new Map()]));
    for (const raw of held) {
      const tool = readTool(raw);
      carts.get(raw.cart_user_id as string)!.set(tool.id, {
        tool,
        quantity: raw.cart_quantity as number,
        addedAt: cartLines.addedAt.mapFromDriverValue(raw.cart_added_at as string) as Date,
      });
    }

    const onSaleById = new Map(onSale.map((tool) => [tool.id, tool]));
    const added = new Map<string, number>();
    const outcomes = attempts.map((attempt) => applyMerge(carts.get(attempt.userId)!, attempt, onSaleById, added));
    await storeAdditions(tx, added);
    return outcomes;
  });
}

/** Merges a batch; if it fails for a reason other than the database being away, each merge runs again on its own. */
export const mergeCarts = (db: Database, attempts: MergeAttempt[]): Promise<Outcome<CartView>[]> =>
  runOrEachAlone(
    (batch) => mergeBatch(db, batch),
    attempts,
    (error) => !isDatabaseUnavailable(error),
  );
