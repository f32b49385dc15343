/**
 * Judging a cart: each line against the tool's rules, prices and stock as they are now. The cart
 * routes show the verdicts; checkout calls `loadCart(tx, userId, { lock: true })` inside its
 * transaction and refuses the order when any line has a problem. The rules themselves are the
 * contract's (`checkQuantity`, `unitPriceCentsFor`): nothing here re-implements one.
 */
import { asc, eq } from 'drizzle-orm';
import {
  vatBasisPointsToPercent,
  cartMessages,
  centsToDollars,
  checkQuantity,
  lineTotalCents,
  nextPriceBreak,
  priceBreakInDollars,
  priceWithList,
  unitPriceCentsFor,
  type CartLine,
  type CartView,
  type LinePricing,
  type PriceBreak,
  type PriceListRules,
} from '@tools-bd/contract';
import type { Database } from '../../db/client.ts';
import { cartLines, tools } from '../../db/schema.ts';

export type CartToolRow = typeof tools.$inferSelect;

/**
 * A tool's prices as the contract's price rules read them: the public ones, or the buyer's
 * company price list's (`priceWithList`, the one rule that computes them).
 */
export function pricingOf(tool: CartToolRow, priceList: PriceListRules | null = null): LinePricing {
  const base = { unitPriceCents: tool.priceCents, priceBreaks: tool.priceBreaks };
  return priceList ? priceWithList(tool.id, base, priceList) : base;
}

/** Why this quantity of this tool cannot be ordered now (the rule's exact message), or null. */
export function quantityProblem(
  tool: CartToolRow,
  quantity: number,
  priceList: PriceListRules | null = null,
): string | null {
  if (tool.archivedAt) return cartMessages.toolNotOnSale;
  return checkQuantity({
    quantity,
    minPurse: tool.minimumPurchase,
    available: tool.availableQuantity,
    packSize: tool.packSize,
    maxPerOrder: tool.maxPerOrder ?? undefined,
    pricing: pricingOf(tool, priceList),
  });
}

/** One cart line with its verdict; amounts in integer cents. */
export interface JudgedLine {
  tool: CartToolRow;
  quantity: number;
  unitPriceCents: number;
  lineTotalCents: number;
  nextBreak: PriceBreak | null;
  /** Null when the line can be ordered as it is. */
  problem: string | null;
}

/** Judges `quantity` units of `tool` against today's rules, prices (the buyer's list's, if any) and stock (pure). */
export function judgeLine(tool: CartToolRow, quantity: number, priceList: PriceListRules | null = null): JudgedLine {
  const pricing = pricingOf(tool, priceList);
  return {
    tool,
    quantity,
    unitPriceCents: unitPriceCentsFor(pricing, quantity),
    lineTotalCents: lineTotalCents(pricing, quantity),
    nextBreak: nextPriceBreak(pricing.priceBreaks ?? [], quantity),
    problem: quantityProblem(tool, quantity, priceList),
  };
}

export interface LoadCartOptions {
  /**
   * Lock the cart's lines and their tools `FOR UPDATE`, in tool-id order (so two checkouts over
   * overlapping tools always queue, never deadlock). Only meaningful inside a transaction.
   */
  lock?: boolean;
  /** The buyer's company price list, if any. */
  priceList?: PriceListRules | null;
}

/**
 * A user's cart, every line judged, in the order the lines were added. Pass a transaction as
 * `db` to judge and then act on the same rows (checkout).
 */
export async function loadCart(db: Database, userId: string, options: LoadCartOptions = {}): Promise<JudgedLine[]> {
  const query = db
    .select({ tool: tools, quantity: cartLines.quantity, addedAt: cartLines.addedAt })
    .from(cartLines)
    .innerJoin(tools, eq(tools.id, cartLines.toolId))
    .where(eq(cartLines.userId, userId))
    .orderBy(asc(tools.id));
  const rows = options.lock ? await query.for('update') : await query;
  // Locked in tool-id order above; shown in the order the buyer added them.
  const shown = [...rows].sort((a, b) => a.addedAt.getTime() - b.addedAt.getTime() || (a.tool.id < b.tool.id ? -1 : 1));
  return shown.map((row) => judgeLine(row.tool, row.quantity, options.priceList ?? null));
}

export function toCartLineResponse(line: JudgedLine): CartLine {
  const { tool } = line;
  return {
    toolId: tool.id,
    sku: tool.sku,
    name: tool.name,
    ...(tool.nameBn ? { nameBn: tool.nameBn } : {}),
    img: tool.imageUrl,
    quantity: line.quantity,
    unitPrice: centsToDollars(line.unitPriceCents),
    lineTotal: centsToDollars(line.lineTotalCents),
    packSize: tool.packSize,
    minPurse: tool.minimumPurchase,
    maxPerOrder: tool.maxPerOrder,
    availableItem: tool.availableQuantity,
    nextBreak: line.nextBreak ? priceBreakInDollars(line.nextBreak) : null,
    problem: line.problem,
    vatRate: vatBasisPointsToPercent(tool.vatRateBasisPoints),
  };
}

/** GET /api/cart's answer: the lines, the number of units and the subtotal (lines with problems included, as shown). */
export function toCartView(lines: readonly JudgedLine[]): CartView {
  return {
    lines: lines.map(toCartLineResponse),
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotal: centsToDollars(lines.reduce((sum, line) => sum + line.lineTotalCents, 0)),
  };
}
