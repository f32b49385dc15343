/**
 * Checkout of the buyer's stored cart (POST /api/checkout): how its refusals and retries are
 * answered. The order itself is placed by placement.ts, with every line judged and its stock
 * taken in one transaction.
 */
import { eq } from 'drizzle-orm';
import {
  accountMessages,
  formatAccountAmount,
  cartMessages,
  catalogMessages,
  centsToDollars,
  lifecycleMessages,
  orderMessages,
  shippingMessages,
  type LineProblem,
} from '@tools-bd/contract';
import type { Database } from '../../db/client.ts';
import { cartLines } from '../../db/schema.ts';
import { HttpError, badRequest, conflict, notFound } from '../../lib/http-errors.ts';
import type { StoredOrderLine } from './order-lines.ts';
import type { PlacementRefused } from './placement.ts';

/** What the payment rules of a placement need to word their refusals. */
export interface PaymentRefusalContext {
  codCeilingCents: number;
  currency: string;
  openOrderLimit: number;
}

/** The refusals of the payment rules, the same for both endpoints; undefined for the others. */
export function paymentRefusal(refused: PlacementRefused, context: PaymentRefusalContext): HttpError | undefined {
  if (refused.reason === 'codCeiling') {
    const ceiling = centsToDollars(context.codCeilingCents).toLocaleString('en-US', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    return badRequest(lifecycleMessages.codAboveCeiling(`${ceiling} ${context.currency}`));
  }
  if (refused.reason === 'tooManyOpenOrders')
    return conflict(lifecycleMessages.tooManyOpenOrders(context.openOrderLimit), { lines: [] });
  // The company's account: 409 with what it could still buy, or while an invoice is long overdue.
  if (refused.reason === 'creditLimit')
    return conflict(
      accountMessages.creditLimitExceeded(formatAccountAmount(refused.availableCents, context.currency)),
      {
        lines: [],
      },
    );
  if (refused.reason === 'overdue') return conflict(accountMessages.overdue, { lines: [] });
  // Not a payment rule, but worded the same on both endpoints: no zone of the shop's covers it.
  if (refused.reason === 'districtNotServed') return badRequest(shippingMessages.districtNotServed);
  return undefined;
}

/** 409 `{message, lines}`: nothing was reserved and the cart is unchanged; each failing line says why. */
export function checkoutConflict(refused: PlacementRefused): HttpError {
  switch (refused.reason) {
    case 'codCeiling':
    case 'tooManyOpenOrders':
    case 'districtNotServed':
    case 'creditLimit':
    case 'overdue':
      // Worded by paymentRefusal, which knows the settings; this is only a fallback.
      return conflict(orderMessages.orderTooLarge, { lines: [] });
    case 'empty':
      return conflict(cartMessages.cartEmpty, { lines: [] });
    case 'tooLarge':
      return conflict(orderMessages.orderTooLarge, { lines: [] });
    case 'lines': {
      const lines: LineProblem[] = refused.lines.map(({ toolId, problem }) => ({ toolId, problem }));
      return conflict(cartMessages.cartHasProblems, { lines });
    }
  }
}

/** The one-tool order's refusals, as the shop has always answered them: 404 unknown tool, 409 sold out, 400 otherwise. */
export function singleOrderRefusal(refused: PlacementRefused): HttpError {
  const [line] = refused.lines;
  if (refused.reason !== 'lines' || !line) return badRequest(orderMessages.orderTooLarge);
  if (line.missing) return notFound(catalogMessages.toolNotFound);
  return line.problem === orderMessages.soldOut ? conflict(line.problem) : badRequest(line.problem);
}

/**
 * Whether the buyer's cart now asks for something else than this order held: a retry of a
 * checkout finds the cart empty (the order emptied it) or, if the buyer filled it again with
 * the very same lines, equal; anything else is a different order under the same key.
 */
export async function cartDiffersFrom(db: Database, userId: string, lines: StoredOrderLine[]): Promise<boolean> {
  const cart = await db
    .select({ toolId: cartLines.toolId, quantity: cartLines.quantity })
    .from(cartLines)
    .where(eq(cartLines.userId, userId));
  if (cart.length === 0) return false;
  if (cart.length !== lines.length) return true;
  const ordered = new Map(lines.map((line) => [line.toolId, line.quantity]));
  return cart.some((line) => ordered.get(line.toolId) !== line.quantity);
}
