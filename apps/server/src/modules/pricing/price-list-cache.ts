import { eq } from 'drizzle-orm';
import type { PriceListEntry, PriceListRules } from '@tools-bd/contract';
import type { Database } from '../../db/client.ts';
import { priceListPrices, priceLists } from '../../db/schema.ts';

/** A price list as the price rule reads it (`priceWithList`). */
export interface LoadedPriceList extends PriceListRules {
  id: string;
  name: string;
}

/**
 * How long a loaded list is trusted. This instance forgets a list the moment it changes it; the
 * bound is for the other instances sharing a PostgreSQL, which learn of a change this late at most.
 */
const TRUSTED_MS = 30_000;

interface Cached {
  list: Promise<LoadedPriceList | null>;
  loadedAt: number;
}

const caches = new WeakMap<Database, Map<string, Cached>>();

function cacheOf(db: Database): Map<string, Cached> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  return cache;
}

async function load(db: Database, priceListId: string): Promise<LoadedPriceList | null> {
  const [list] = await db.select().from(priceLists).where(eq(priceLists.id, priceListId));
  if (!list) return null;
  const rows = await db.select().from(priceListPrices).where(eq(priceListPrices.priceListId, priceListId));
  const prices = new Map<string, PriceListEntry>(
    rows.map((row) => [row.toolId, { unitPriceCents: row.priceCents, priceBreaks: row.priceBreaks }]),
  );
  return { id: list.id, name: list.name, discountPercent: list.discountBasisPoints / 100, prices };
}

const sameEntry = (a: PriceListEntry, b: PriceListEntry | undefined) =>
  b !== undefined &&
  a.unitPriceCents === b.unitPriceCents &&
  JSON.stringify(a.priceBreaks ?? null) === JSON.stringify(b.priceBreaks ?? null);

/** Whether two loads of a list say the same. */
function sameList(a: LoadedPriceList, b: LoadedPriceList): boolean {
  if (a.name !== b.name || a.discountPercent !== b.discountPercent || a.prices.size !== b.prices.size) return false;
  for (const [toolId, entry] of a.prices) if (!sameEntry(entry, b.prices.get(toolId))) return false;
  return true;
}

/**
 * The price list with this id, loaded once and kept until it changes (null when there is none).
 * A reload that finds the list as it was keeps the object it had: the catalogue keeps what it
 * re-priced per list object (its overlay), and a new object every TRUSTED_MS would re-price every
 * tool its members look at again.
 */
export function priceListFor(db: Database, priceListId: string, now = Date.now()): Promise<LoadedPriceList | null> {
  const cache = cacheOf(db);
  const cached = cache.get(priceListId);
  if (cached && now - cached.loadedAt < TRUSTED_MS) return cached.list;
  const list = cached
    ? Promise.all([load(db, priceListId), cached.list.catch(() => null)]).then(([fresh, kept]) =>
        fresh && kept && sameList(fresh, kept) ? kept : fresh,
      )
    : load(db, priceListId);
  cache.set(priceListId, { list, loadedAt: now });
  // A failed load is not remembered.
  list.catch(() => {
    if (cache.get(priceListId)?.list === list) cache.delete(priceListId);
  });
  return list;
}

/** Called after a list changes or goes: the next question loads it again. */
export function forgetPriceList(db: Database, priceListId: string): void {
  cacheOf(db).delete(priceListId);
}
