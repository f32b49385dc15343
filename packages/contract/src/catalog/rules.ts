/**
 * The selling rules of a product (wholesale packs, order cap, price breaks): the one home the
 * admin form and the server's add/edit both call. Zod-free, like the order rules, so the form
 * reaches it through the `messages` entry. Prices are integer cents.
 */
import { TOOL_LIMITS, catalogMessages } from './messages.ts';
import { centsToDollars, dollarsToCents, type PriceBreak } from '../orders/rules.ts';

/** SKUs are stored upper-case: 3–32 of A–Z, 0–9 and '-'. */
export const SKU_PATTERN = /^[A-Z0-9-]{3,32}$/;

/** The form of an SKU that is stored and compared: trimmed and upper-case (buyers type them any way). */
export const normalizeSku = (sku: string): string => sku.trim().toUpperCase();

/** A stored price break (cents) as the API and the screens show it (dollars). */
export const priceBreakInDollars = (priceBreak: PriceBreak) => ({
  minQuantity: priceBreak.minQuantity,
  price: centsToDollars(priceBreak.unitPriceCents),
});

/** Price breaks of the wire (dollars) as the rules read them (cents); the browser prices with it too. */
export const priceBreaksToCents = (priceBreaks: readonly { minQuantity: number; price: number }[]): PriceBreak[] =>
  priceBreaks.map((priceBreak) => ({
    minQuantity: priceBreak.minQuantity,
    unitPriceCents: dollarsToCents(priceBreak.price),
  }));

/** What the selling rules of one product depend on. */
export interface ToolRules {
  priceCents: number;
  minPurse: number;
  packSize: number;
  /** Null or undefined: no cap but the stock. */
  maxPerOrder?: number | null;
  priceBreaks: readonly PriceBreak[];
}

/** A broken rule: the form field it belongs to and the exact message (the API answers it as a 400). */
export interface ToolRuleProblem {
  field: 'minPurse' | 'maxPerOrder' | 'priceBreaks';
  message: string;
}

/**
 * The first rule these settings break, or null when they make a sellable product:
 * the minimum and the cap are whole packs, the cap is at least the minimum, and each price
 * break starts above the minimum at a whole pack, after the one before it, at a lower price.
 */
export function checkToolRules(rules: ToolRules): ToolRuleProblem | null {
  const { priceCents, minPurse, packSize, maxPerOrder, priceBreaks } = rules;
  if (minPurse % packSize !== 0) return { field: 'minPurse', message: catalogMessages.minPurseNotPackMultiple };
  if (maxPerOrder !== null && maxPerOrder !== undefined) {
    if (maxPerOrder % packSize !== 0)
      return { field: 'maxPerOrder', message: catalogMessages.maxPerOrderNotPackMultiple };
    if (maxPerOrder < minPurse) return { field: 'maxPerOrder', message: catalogMessages.maxPerOrderBelowMinimum };
  }
  if (priceBreaks.length > TOOL_LIMITS.priceBreaksMax)
    return { field: 'priceBreaks', message: catalogMessages.priceBreaksTooMany };
  let previous: PriceBreak | null = null;
  for (const priceBreak of priceBreaks) {
    if (priceBreak.minQuantity <= minPurse)
      return { field: 'priceBreaks', message: catalogMessages.priceBreakAboveMinimum };
    if (priceBreak.minQuantity % packSize !== 0)
      return { field: 'priceBreaks', message: catalogMessages.priceBreakPackMultiple };
    if (previous && priceBreak.minQuantity <= previous.minQuantity) {
      return { field: 'priceBreaks', message: catalogMessages.priceBreakQuantitiesAscending };
    }
    if (priceBreak.unitPriceCents >= (previous ? previous.unitPriceCents : priceCents)) {
      return { field: 'priceBreaks', message: catalogMessages.priceBreakPricesDescending };
    }
    previous = priceBreak;
  }
  return null;
}

/**
 * What a product, a category or a suggestion is called on a page in `language`: its Bangla name
 * on Bangla pages when it has one, else its name (docs/decisions/016).
 */
export const nameIn = (item: { name: string; nameBn?: string | null }, language: 'en' | 'bn'): string =>
  language === 'bn' && item.nameBn ? item.nameBn : item.name;

/** A product's description on a page in `language`: the Bangla one on Bangla pages when there is one. */
export const descriptionIn = (item: { description: string; descriptionBn?: string }, language: 'en' | 'bn'): string =>
  language === 'bn' && item.descriptionBn ? item.descriptionBn : item.description;
