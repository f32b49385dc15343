import {
  centsToDollars,
  dollarsToCents,
  priceBreakInDollars,
  priceBreaksToCents,
  type LinePricing,
  type PriceBreak,
  type Tool,
} from '@tools-bd/contract';
import { hashedJson, type HashedJson } from './tool-json.ts';

/**
 * How one caller's prices differ from the public ones (a company's price list, or prices hidden
 * from them), given by the pricing module. The same object for the same prices: the tools it
 * re-priced are kept with it, so a member's page costs what a guest's does once warm.
 */
export interface PriceOverlay {
  /** The caller's unit price and breaks for a tool, from the public ones; null: no price shown. */
  price(toolId: string, base: LinePricing): { unitPriceCents: number; priceBreaks: readonly PriceBreak[] } | null;
}

type PricedTool = Pick<Tool, '_id' | 'price' | 'priceBreaks'>;

/**
 * A tool answer with the caller's prices: `price` is what they pay, `listPrice` (right after it)
 * the public price where the two differ, `priceBreaks` theirs; hidden: `price: null`, no breaks.
 * Every other field stays as it was, in its place.
 */
export function repricedObject<T extends PricedTool>(tool: T, overlay: PriceOverlay): T {
  const publicPrice = tool.price ?? 0;
  const base = { unitPriceCents: dollarsToCents(publicPrice), priceBreaks: priceBreaksToCents(tool.priceBreaks) };
  const priced = overlay.price(tool._id, base);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(tool)) {
    if (key === 'price') {
      out.price = priced ? centsToDollars(priced.unitPriceCents) : null;
      if (priced && priced.unitPriceCents !== base.unitPriceCents) out.listPrice = publicPrice;
    } else if (key === 'priceBreaks') out.priceBreaks = priced ? priced.priceBreaks.map(priceBreakInDollars) : [];
    else if (key !== 'listPrice') out[key] = value;
  }
  return out as T;
}

/**
 * Re-priced tools kept per overlay: at most this many, the least recently shown dropped first. A
 * member browsing the whole catalogue would otherwise keep a re-priced copy of every tool (some
 * 80 MB at 100,000 products) for as long as their price list stays loaded.
 */
const REPRICED_KEPT = 5_000;

const repricedTools = new WeakMap<PriceOverlay, Map<HashedJson, HashedJson>>();

/** One tool's public JSON re-priced for the caller, kept (REPRICED_KEPT) while the overlay lives. */
export function repriced(item: HashedJson, overlay: PriceOverlay): HashedJson {
  let kept = repricedTools.get(overlay);
  if (!kept) repricedTools.set(overlay, (kept = new Map()));
  let text = kept.get(item);
  if (text) {
    // Shown again: now the most recent (maps iterate in insertion order).
    kept.delete(item);
  } else {
    text = hashedJson(JSON.stringify(repricedObject(JSON.parse(item.text) as PricedTool, overlay)));
    if (kept.size >= REPRICED_KEPT) kept.delete(kept.keys().next().value!);
  }
  kept.set(item, text);
  return text;
}
