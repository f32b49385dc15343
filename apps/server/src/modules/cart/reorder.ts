/**
 * Reorder: a past order's lines go back into the buyer's cart at TODAY's rules and prices. It is
 * a merge (quantities added to lines already there, then judged again), so a line that no longer
 * passes (the tool left the shop, the stock fell, the pack size changed) is reported, not hidden.
 */
import { cartMessages, type LineProblem, type ReorderResult } from '@tools-bd/contract';
import type { CurrentUser } from '../../plugins/authentication.ts';
import type { FastifyInstance } from 'fastify';
import type { CartService } from './service.ts';

export async function reorderIntoCart(
  orders: Pick<FastifyInstance['orders'], 'linesOfOwnOrder'>,
  cart: CartService,
  viewer: CurrentUser,
  orderId: string,
): Promise<ReorderResult> {
  const lines = await orders.linesOfOwnOrder(viewer, orderId);
  const view = await cart.merge(viewer, { lines: lines.map(({ toolId, quantity }) => ({ toolId, quantity })) });
  const inCart = new Map(view.lines.map((line) => [line.toolId, line]));
  const changes: LineProblem[] = [];
  for (const { toolId } of lines) {
    const line = inCart.get(toolId);
    // Merge drops tools that are no longer on sale.
    if (!line) changes.push({ toolId, problem: cartMessages.toolNotOnSale });
    else if (line.problem !== null) changes.push({ toolId, problem: line.problem });
  }
  return { cart: view, changes };
}
