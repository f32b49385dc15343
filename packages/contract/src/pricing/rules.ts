/**
 * Dealer prices: the one place a company's unit price and price breaks are computed from a tool's
 * public ones and the company's price list. Zod-free and pure, like the order rules, so the
 * catalogue, the cart, checkout and the screens all price a member the same way. Integer cents.
 */
import type { LinePricing, PriceBreak } from '../orders/rules.ts';

/** The largest discount a price list may give, in percent (two decimals allowed). */
export const PRICE_LIST_DISCOUNT_MAX = 90;

/** A price list's own price for one tool: it replaces the discounted price and breaks. */
export interface PriceListEntry {
  unitPriceCents: number;
  /** The entry's own breaks; none given means none. */
  priceBreaks?: readonly PriceBreak[];
}

/** What the rule needs of a price list. */
export interface PriceListRules {
  /** 0–90, at most two decimals. */
  discountPercent: number;
  /** Per-tool entries by tool id. */
  prices: ReadonlyMap<string, PriceListEntry>;
}

/** A unit price and its breaks, as the catalogue and the order rules read them. */
export interface ToolPricing extends LinePricing {
  priceBreaks: readonly PriceBreak[];
}

/** discountPercent → hundredths of a percent, an integer (the wire's two decimals, exactly). */
export const discountBasisPoints = (discountPercent: number): number => Math.round(discountPercent * 100);

/** True when a discount is one a price list may carry: 0–90 with at most two decimals. */
export function isPriceListDiscount(discountPercent: number): boolean {
  return (
    Number.isFinite(discountPercent) &&
    discountPercent >= 0 &&
    discountPercent <= PRICE_LIST_DISCOUNT_MAX &&
    Math.abs(discountPercent * 100 - discountBasisPoints(discountPercent)) < 1e-6
  );
}

/**
 * One unit price less the discount, rounded half up to the cent. Integer arithmetic throughout:
 * cents × (10000 − basis points) stays below 2^53 for every 32-bit price.
 */
export function discountedCents(unitPriceCents: number, discountPercent: number): number {
  const keep = 10_000 - discountBasisPoints(discountPercent);
  return Math.floor((unitPriceCents * keep + 5_000) / 10_000);
}

/**
 * The company's unit price and breaks for one tool: the list's entry for the tool when it has
 * one (its breaks, or none), else the public price and every break less the list's discount.
 */
export function priceWithList(toolId: string, base: LinePricing, list: PriceListRules): ToolPricing {
  const entry = list.prices.get(toolId);
  if (entry) return { unitPriceCents: entry.unitPriceCents, priceBreaks: entry.priceBreaks ?? [] };
  return {
    unitPriceCents: discountedCents(base.unitPriceCents, list.discountPercent),
    priceBreaks: (base.priceBreaks ?? []).map((priceBreak) => ({
      minQuantity: priceBreak.minQuantity,
      unitPriceCents: discountedCents(priceBreak.unitPriceCents, list.discountPercent),
    })),
  };
}
