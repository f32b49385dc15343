/**
 * A visitor's cart: kept in this browser (localStorage) until sign-in, when it is merged into the
 * account's cart (POST /api/cart/merge) and cleared here. Only tool ids and quantities are kept;
 * names, prices and verdicts come from today's catalogue each time the cart is shown.
 */
import { useSyncExternalStore } from 'react';
import type { CartLine, CartView, Tool } from '@tools-bd/contract';
import {
  CART_LIMITS,
  centsToDollars,
  checkQuantity,
  lineTotalCents,
  nextPriceBreak,
  unitPriceCentsFor,
} from '@tools-bd/contract/messages';
import { toolLimits, toolPricing } from '../catalog/index.ts';

export interface VisitorCartLine {
  toolId: string;
  quantity: number;
}

const STORAGE_KEY = 'tools-bd:visitor-cart';
const CHANGE_EVENT = 'tools-bd:visitor-cart-changed';
const NO_LINES: readonly VisitorCartLine[] = [];

function isLine(value: unknown): value is VisitorCartLine {
  const line = value as VisitorCartLine | null;
  return typeof line?.toolId === 'string' && Number.isInteger(line.quantity) && line.quantity > 0;
}

// useSyncExternalStore wants the same array while nothing changed: it is cached by its stored text.
let cached: { text: string | null; lines: readonly VisitorCartLine[] } = { text: null, lines: NO_LINES };

/** The stored lines; anything unreadable (another version, a hand edit) counts as an empty cart. */
export function readVisitorCart(): readonly VisitorCartLine[] {
  let text: string | null;
  try {
    text = localStorage.getItem(STORAGE_KEY);
  } catch {
    return NO_LINES;
  }
  if (text === cached.text) return cached.lines;
  let lines: readonly VisitorCartLine[] = NO_LINES;
  try {
    const parsed: unknown = text ? JSON.parse(text) : [];
    if (Array.isArray(parsed)) lines = parsed.filter(isLine);
  } catch {
    lines = NO_LINES;
  }
  cached = { text, lines };
  return lines;
}

function writeVisitorCart(lines: readonly VisitorCartLine[]) {
  if (lines.length === 0) localStorage.removeItem(STORAGE_KEY);
  else localStorage.setItem(STORAGE_KEY, JSON.stringify(lines));
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Sets one line to `quantity` units (0 removes it), keeping the order lines were added in. */
export function setVisitorLine(toolId: string, quantity: number) {
  const lines = readVisitorCart();
  const rest = lines.filter((line) => line.toolId !== toolId);
  if (quantity <= 0) return writeVisitorCart(rest);
  const exists = rest.length !== lines.length;
  if (!exists && lines.length >= CART_LIMITS.linesMax) return;
  writeVisitorCart(
    exists
      ? lines.map((line) => (line.toolId === toolId ? { toolId, quantity } : line))
      : [...lines, { toolId, quantity }],
  );
}

/** After a merge: drops the lines that were sent, keeping any added meanwhile (another tab). */
export function forgetVisitorLines(sent: readonly VisitorCartLine[]) {
  const remaining = readVisitorCart().filter(
    (line) => !sent.some((merged) => merged.toolId === line.toolId && merged.quantity === line.quantity),
  );
  writeVisitorCart(remaining);
}

function subscribe(onChange: () => void) {
  // CHANGE_EVENT: this tab wrote; 'storage': another tab did.
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

export function useVisitorCartLines(): readonly VisitorCartLine[] {
  return useSyncExternalStore(subscribe, readVisitorCart, () => NO_LINES);
}

/** One visitor line judged with the contract's rules, in the shape GET /api/cart answers (and its total in cents). */
function judgeVisitorLine(tool: Tool, quantity: number): { line: CartLine; totalCents: number } {
  const pricing = toolPricing(tool);
  const totalCents = lineTotalCents(pricing, quantity);
  const line: CartLine = {
    toolId: tool._id,
    sku: tool.sku,
    name: tool.name,
    img: tool.img,
    quantity,
    unitPrice: centsToDollars(unitPriceCentsFor(pricing, quantity)),
    lineTotal: centsToDollars(totalCents),
    packSize: tool.packSize,
    minPurse: tool.minPurse,
    maxPerOrder: tool.maxPerOrder,
    availableItem: tool.availableItem,
    nextBreak: nextPriceBreak(tool.priceBreaks, quantity),
    problem: checkQuantity({ ...toolLimits(tool), quantity, pricing }),
    vatRate: tool.vatRate,
  };
  return { line, totalCents };
}

/**
 * The visitor's cart as the account cart is shown. A tool no longer in the catalogue is left
 * out here; the merge at sign-in drops it too.
 */
export function judgeVisitorCart(lines: readonly VisitorCartLine[], tools: readonly Tool[]): CartView {
  const byId = new Map(tools.map((tool) => [tool._id, tool]));
  const judged = lines.flatMap((line) => {
    const tool = byId.get(line.toolId);
    return tool ? [judgeVisitorLine(tool, line.quantity)] : [];
  });
  return {
    lines: judged.map(({ line }) => line),
    itemCount: judged.reduce((sum, { line }) => sum + line.quantity, 0),
    subtotal: centsToDollars(judged.reduce((sum, { totalCents }) => sum + totalCents, 0)),
  };
}
