import { inArray, sql } from 'drizzle-orm';
import { selectRows, type Database } from '../../../db/client.ts';
import { tools } from '../../../db/schema.ts';
import { createLexemeIndexBuilder, patchedLexemeIndex } from '../search/lexeme-index.ts';
import { selectToolViews } from './tool-views.ts';
import {
  SNAPSHOT_ROW_COLUMNS,
  indexDocument,
  indexedDocumentOf,
  ordersOf,
  readMarks,
  snapshotToolOf,
  withMemos,
  type CatalogSnapshot,
  type IndexedDocument,
  type SnapshotRow,
  type SnapshotTool,
} from './snapshot-rows.ts';

/**
 * A catalogue change (here or on another instance) applied to the in-memory copy as a patch: the
 * tools written since the copy's last look (their rows carry the writing transaction, 0016) are
 * read again by id, and the copy's sort orders and search index take them in where PostgreSQL
 * puts them, so the change shows in about the time of a few small queries at any catalogue size
 * where a reload reads every product (tens of seconds at 100,000). A patch gives way to a reload
 * when it can not follow the change: categories or brands changed, tools deleted (0037's
 * full_version), or more tools changed than PATCH_LIMIT (a large import).
 */

/** More tools changed than this at once: a reload is cheaper than their patch. */
export const PATCH_LIMIT = 5_000;

/** The patched copy, to be made by `apply` only when the copy it patches is still the current one; null: reload. */
export type Patch = { apply: () => CatalogSnapshot } | null;

export async function readPatch(db: Database, base: CatalogSnapshot): Promise<Patch> {
  // One read-only transaction: the marks, the changed rows and their places in each order agree.
  return db.transaction(async (tx) => readPatchIn(tx as unknown as Database, base), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
}

async function readPatchIn(db: Database, base: CatalogSnapshot): Promise<Patch> {
  const marks = await readMarks(db);
  if (marks.fullVersion !== base.fullVersion) return null;
  const { xmax, running } = base.seen;
  // Every row written by a transaction the copy's last look could not see, archived ones too.
  const changed = await selectRows<{ id: string }>(
    db,
    sql`select id from tools
        where change_xid >= ${xmax}::bigint or change_xid = any(${sql.param(running)}::bigint[])
        limit ${PATCH_LIMIT + 1}`,
  );
  if (changed.length > PATCH_LIMIT) return null;
  // Told of a change this copy already holds (its own, announced back to it): nothing to do.
  if (changed.length === 0 && marks.version === base.version) return { apply: () => base };
  const ids = changed.map((row) => row.id);
  const rows: SnapshotRow[] =
    ids.length === 0 ? [] : await selectToolViews(db, SNAPSHOT_ROW_COLUMNS).where(inArray(tools.id, ids));
  const listed = rows.filter((row) => row.archivedAt === null);
  // Where PostgreSQL puts each listed one: the tool just before it in each order (none: first).
  const places =
    listed.length === 0
      ? []
      : await selectRows<{ id: string; newest: string | null; name: string | null; price: string | null }>(
          db,
          sql`select t.id,
                (select p.id from tools p where p.archived_at is null and (p.created_at, p.id) > (t.created_at, t.id)
                  order by p.created_at, p.id limit 1) as newest,
                (select p.id from tools p where p.archived_at is null and (p.name, p.id) < (t.name, t.id)
                  order by p.name desc, p.id desc limit 1) as name,
                (select p.id from tools p where p.archived_at is null and (p.price_cents, p.id) < (t.price_cents, t.id)
                  order by p.price_cents desc, p.id desc limit 1) as price
              from tools t where t.id = any(${sql.param(listed.map((row) => row.id))}::uuid[])`,
        );
  return { apply: () => patched(base, rows, places, marks) };
}

/** The copy with the rows read again in place (mutating the maps and tool list it shares with `base`). */
function patched(
  base: CatalogSnapshot,
  rows: SnapshotRow[],
  places: { id: string; newest: string | null; name: string | null; price: string | null }[],
  marks: Awaited<ReturnType<typeof readMarks>>,
): CatalogSnapshot {
  const { intern, categoryById, lexemeRoot } = base.patchBase;
  const all = base.tools;
  const unlisted = new Set(base.unlisted);
  const documents = new Map<number, IndexedDocument | null>(base.patchBase.patchedDocuments);
  const changed = new Map<number, SnapshotTool | undefined>();
  const unlistedById = new Map(Array.from(unlisted, (position) => [all[position]!.id, all[position]!]));
  for (const row of rows) {
    const before = base.byId.get(row.id) ?? unlistedById.get(row.id);
    const position = before?.position ?? all.length;
    changed.set(position, before);
    if (before) {
      base.byId.delete(before.id);
      if (base.bySlug.get(before.view.slug) === before) base.bySlug.delete(before.view.slug);
    }
    // A new tool is among the newest: it keeps its answer, as does one whose previous version had it.
    const tool = snapshotToolOf(row, position, intern, !before || before.json !== null);
    all[position] = tool;
    if (row.archivedAt !== null) {
      unlisted.add(position);
      documents.set(position, null);
      continue;
    }
    unlisted.delete(position);
    base.byId.set(tool.id, tool);
    base.bySlug.set(tool.view.slug, tool);
    documents.set(position, indexedDocumentOf(row, categoryById));
  }
  const positionOf = (id: string | null) => {
    if (id === null) return -1;
    const tool = base.byId.get(id);
    if (!tool) throw new Error('A tool placed after one the catalogue copy does not hold');
    return tool.position;
  };
  const reordered = (order: Int32Array, key: 'newest' | 'name' | 'price') => {
    const after = new Map(places.map((place) => [positionOf(place[key]), positionOf(place.id)]));
    return reorder(order, changed, after, base.byId.size);
  };
  const extra = createLexemeIndexBuilder();
  for (const [position, document] of documents) if (document) indexDocument(extra, position, document);
  return withMemos({
    ...base,
    tools: all,
    orders: ordersOf(
      reordered(base.orders.newest, 'newest'),
      reordered(base.orders.name, 'name'),
      reordered(base.orders.price, 'price'),
    ),
    lexemes: patchedLexemeIndex(lexemeRoot, new Set(documents.keys()), extra.finish()),
    version: marks.version,
    fullVersion: marks.fullVersion,
    seen: marks.seen,
    unlisted,
    previous: { snapshot: base, changed },
    patchBase: { ...base.patchBase, patchedDocuments: documents },
  });
}

/**
 * An order without the changed positions, each listed one put back right after the tool
 * PostgreSQL puts before it (`after`: that tool's position, -1 for the first → the changed one).
 */
export function reorder(
  order: Int32Array,
  changed: ReadonlyMap<number, unknown>,
  after: ReadonlyMap<number, number>,
  size: number,
): Int32Array {
  // Flags in typed arrays: the walk over every listed tool reads them, not the maps.
  let largest = 0;
  for (const position of order) largest = Math.max(largest, position);
  const skip = new Uint8Array(largest + 1);
  const followed = new Uint8Array(largest + 1);
  for (const position of changed.keys()) if (position <= largest) skip[position] = 1;
  for (const position of after.keys()) if (position >= 0 && position <= largest) followed[position] = 1;
  const out = new Int32Array(size);
  let length = 0;
  const follow = (position: number) => {
    for (let next = after.get(position); next !== undefined; next = after.get(next)) out[length++] = next;
  };
  follow(-1);
  for (let index = 0; index < order.length; index++) {
    const position = order[index]!;
    if (skip[position] === 1) continue;
    out[length++] = position;
    if (followed[position] === 1) follow(position);
  }
  if (length !== size) throw new Error('A patched order does not hold every listed tool once');
  return out;
}
