import type { ToolListing } from '../search/search.ts';
import type { CatalogSnapshot, SnapshotTool } from './snapshot-rows.ts';

/**
 * One page of a listing and the number of all its matches, from the snapshot, no database.
 *
 * The tools passing the listing's search, category, brand and price filters, in its order, are
 * found once per snapshot (one walk along the sort order or the search's ranking, about a
 * millisecond at 20,000 tools) and kept with it: stock never changes them. A page is then a
 * slice of that list, its count the list's length; only "in stock" is tested per request, along
 * that list, since every order moves stock. So after an order a filtered page costs its own
 * tools, not a walk over the whole catalogue.
 *
 * `matches`: for a search, the positions of the matching tools, best first; null without one.
 */
export async function selectPage(
  snapshot: CatalogSnapshot,
  listing: ToolListing,
  matches: Int32Array | null,
): Promise<{ total: number; page: SnapshotTool[] }> {
  const positions = await listedPositions(snapshot, listing, matches);
  const first = (listing.page - 1) * listing.limit;
  const end = first + listing.limit;
  if (!listing.inStock) {
    return {
      total: positions.length,
      page: Array.from(
        positions.subarray(first, Math.min(end, positions.length)),
        (position) => snapshot.tools[position]!,
      ),
    };
  }
  const page: SnapshotTool[] = [];
  let total = 0;
  for (const position of positions) {
    const tool = snapshot.tools[position]!;
    // In stock means orderable: at least the minimum order is available.
    if (tool.view.availableQuantity < tool.view.minimumPurchase) continue;
    if (total >= first && total < end) page.push(tool);
    total += 1;
  }
  return { total, page };
}

const NOTHING = new Int32Array(0);

/** The positions passing every filter but stock, in the listing's order; kept with the snapshot when filtered. */
function listedPositions(
  snapshot: CatalogSnapshot,
  listing: ToolListing,
  matches: Int32Array | null,
): Int32Array | Promise<Int32Array> {
  const accepts = filterOf(snapshot, listing);
  if (!accepts) return NOTHING;
  const byRelevance = matches !== null && listing.sort === 'relevance';
  const walk = byRelevance ? matches : snapshot.orders[listing.sort === 'relevance' ? 'newest' : listing.sort];
  // Nothing to test: the walk itself is the list.
  if (accepts === ACCEPTS_EVERY_TOOL && (matches === null || byRelevance)) return walk;
  const { q, sort, category, brand, minPriceCents, maxPriceCents } = listing;
  return snapshot.memo(
    `listed:${JSON.stringify([q, sort, category, brand, minPriceCents, maxPriceCents])}`,
    async () => {
      let matching: Uint8Array | null = null;
      if (matches && !byRelevance) {
        matching = new Uint8Array(snapshot.tools.length);
        for (const position of matches) matching[position] = 1;
      }
      const listed: number[] = [];
      for (const position of walk) {
        if (matching && matching[position] === 0) continue;
        if (accepts(snapshot.tools[position]!)) listed.push(position);
      }
      return Int32Array.from(listed);
    },
  );
}

/** The test of a listing without filters (the walk is then the list). */
const ACCEPTS_EVERY_TOOL = (): boolean => true;

/** The listing's filters but stock as one test, or null when a filter can match nothing (an unknown category or brand). */
function filterOf(snapshot: CatalogSnapshot, listing: ToolListing): ((tool: SnapshotTool) => boolean) | null {
  const tests: ((tool: SnapshotTool) => boolean)[] = [];
  if (listing.category !== null) {
    const ids = snapshot.categoryIds.get(listing.category);
    if (!ids) return null;
    tests.push((tool) => tool.categoryId !== null && ids.has(tool.categoryId));
  }
  if (listing.brand !== null) {
    const id = snapshot.brandIds.get(listing.brand);
    if (!id) return null;
    tests.push((tool) => tool.brandId === id);
  }
  const { minPriceCents, maxPriceCents } = listing;
  if (minPriceCents !== null) tests.push((tool) => tool.view.priceCents >= minPriceCents);
  if (maxPriceCents !== null) tests.push((tool) => tool.view.priceCents <= maxPriceCents);
  if (tests.length === 0) return ACCEPTS_EVERY_TOOL;
  return (tool) => tests.every((test) => test(tool));
}
