import type { Tool } from '@tools-bd/contract';
import { dollarsToCents, priceBreaksToCents, type LinePricing, type QuantityLimits } from '@tools-bd/contract/messages';

/** A tool's prices as the contract's price rules read them (cents); a hidden price counts as 0 (nobody may order it). */
export function toolPricing(tool: Pick<Tool, 'price' | 'priceBreaks'>): LinePricing {
  return { unitPriceCents: dollarsToCents(tool.price ?? 0), priceBreaks: priceBreaksToCents(tool.priceBreaks) };
}

/** A tool's quantity limits as the contract's quantity rules read them. */
export function toolLimits(
  tool: Pick<Tool, 'minPurse' | 'availableItem' | 'packSize' | 'maxPerOrder'>,
): QuantityLimits {
  return {
    minPurse: tool.minPurse,
    available: tool.availableItem,
    packSize: tool.packSize,
    maxPerOrder: tool.maxPerOrder ?? undefined,
  };
}
