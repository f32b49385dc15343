import {
  centsToDollars,
  dollarsToCents,
  priceBreakInDollars,
  priceBreaksToCents,
  type LinePricing,
  type PriceBreak,
  type Tool,
} from '@tools-bd/contract';
import { hashOfText } from '../../../lib/etag.ts';
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
 * Re-priced tools kept per overlay: at most this many, the first re-priced dropped first, so a
 * catalogue of this size stays warm for its members while a larger one costs at most some 30 MB
 * per price list in use (a member browsing all of 100,000 products would otherwise keep 80 MB).
 * A tool not kept is re-priced again from its public text (repricedText: a few microseconds).
 * A hit does not move the tool to the back: keeping the order of use cost a delete and an insert
 * per tool shown, a tenth of a member's page, and left the map's table full of holes to rehash.
 */
export const REPRICED_KEPT = 20_000;

const repricedTools = new WeakMap<PriceOverlay, Map<HashedJson, HashedJson>>();

/**
 * One tool's public JSON re-priced for the caller, kept (REPRICED_KEPT) while the overlay lives;
 * with `keep` false (an answer built for one request, tool-answers.ts), made and not kept: kept
 * under an object no one asks with again, it would only hold memory until pushed out.
 */
export function repriced(item: HashedJson, overlay: PriceOverlay, keep = true): HashedJson {
  let kept = repricedTools.get(overlay);
  if (!kept) repricedTools.set(overlay, (kept = new Map()));
  const known = kept.get(item);
  if (known) return known;
  // Re-priced in place, the public text's ASCII stays ASCII (numbers and keys added): hashed as it is.
  const inPlace = repricedText(item.text, overlay);
  const text =
    inPlace !== undefined
      ? { text: inPlace, hash: hashOfText(inPlace) }
      : hashedJson(JSON.stringify(repricedObject(JSON.parse(item.text) as PricedTool, overlay)));
  if (!keep) return text;
  if (kept.size >= REPRICED_KEPT) kept.delete(kept.keys().next().value!);
  kept.set(item, text);
  return text;
}

const PRICE_KEY = ',"price":';
const BREAKS_KEY = ',"priceBreaks":[';

/**
 * repricedObject's answer as text, made by replacing the price and the breaks in the public text
 * rather than parsing and writing the whole tool again: a member's first look at each tool costs
 * a few string searches. Keys are found by their unescaped quotes, which no string value holds,
 * and the first of each at the top level: the answer's fields before `priceBreaks` hold no price
 * (toToolResponse's order). Undefined when the text is not laid out so (the caller parses it).
 */
export function repricedText(text: string, overlay: PriceOverlay): string | undefined {
  const priceAt = text.indexOf(PRICE_KEY);
  const breaksAt = text.indexOf(BREAKS_KEY);
  if (priceAt < 0 || breaksAt < priceAt) return undefined;
  const priceEnd = text.indexOf(',', priceAt + PRICE_KEY.length);
  const breaksEnd = text.indexOf(']', breaksAt + BREAKS_KEY.length) + 1;
  if (priceEnd < 0 || breaksEnd <= 0) return undefined;
  const publicText = text.slice(priceAt + PRICE_KEY.length, priceEnd);
  const publicPrice = Number(publicText);
  if (publicText === '' || !Number.isFinite(publicPrice)) return undefined;
  const breaks = JSON.parse(text.slice(breaksAt + BREAKS_KEY.length - 1, breaksEnd)) as PriceBreakInDollars[];
  const base = { unitPriceCents: dollarsToCents(publicPrice), priceBreaks: priceBreaksToCents(breaks) };
  const idAt = text.indexOf('"_id":"');
  if (idAt < 0) return undefined;
  const toolId = text.slice(idAt + 7, text.indexOf('"', idAt + 7));
  const priced = overlay.price(toolId, base);
  const price = priced
    ? `${PRICE_KEY}${JSON.stringify(centsToDollars(priced.unitPriceCents))}${
        priced.unitPriceCents !== base.unitPriceCents ? `,"listPrice":${JSON.stringify(publicPrice)}` : ''
      }`
    : `${PRICE_KEY}null`;
  const priceBreaks = priced ? JSON.stringify(priced.priceBreaks.map(priceBreakInDollars)) : '[]';
  return (
    text.slice(0, priceAt) +
    price +
    text.slice(priceEnd, breaksAt) +
    BREAKS_KEY.slice(0, -1) +
    priceBreaks +
    text.slice(breaksEnd)
  );
}

type PriceBreakInDollars = { minQuantity: number; price: number };
