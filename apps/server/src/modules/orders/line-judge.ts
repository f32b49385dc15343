/**
 * Judging one order line against a locked tool row: the contract's rules (packs, order cap,
 * minimum, stock, price breaks), nothing of its own, so the purchase page, the cart and the
 * placement always agree.
 */
import { checkQuantity, lineTotalCents, unitPriceCentsFor, type LinePricing, type PriceBreak } from '@tools-bd/contract';

/** The selling rules of a tool, as read under its row lock. */
export interface LockedTool {
  id: string;
  name: string;
  sku: string;
  priceCents: number;
  availableQuantity: number;
  minimumPurchase: number;
  packSize: number;
  maxPerOrder: number | null;
  priceBreaks: PriceBreak[];
}

export interface LineJudgement {
  unitPriceCents: number;
  lineTotalCents: number;
  /** The rule's message when this quantity cannot be sold, else null. */
  problem: string | null;
}

export function pricingOf(tool: Pick<LockedTool, 'priceCents' | 'priceBreaks'>): LinePricing {
  return { unitPriceCents: tool.priceCents, priceBreaks: tool.priceBreaks };
}

/** This quantity of this tool, when `available` units are left (less than the row says once earlier orders of a batch took theirs). */
export function judgeOrderLine(tool: LockedTool, quantity: number, available: number): LineJudgement {
  const pricing = pricingOf(tool);
  const problem = checkQuantity({
    quantity,
    minPurse: tool.minimumPurchase,
    available,
    packSize: tool.packSize,
    maxPerOrder: tool.maxPerOrder ?? undefined,
    pricing,
  });
  return { unitPriceCents: unitPriceCentsFor(pricing, quantity), lineTotalCents: lineTotalCents(pricing, quantity), problem };
}
