import { sql } from 'drizzle-orm';
import { catalogMessages } from '@tools-bd/contract';
import { notFound } from '../../../lib/http-errors.ts';
import { selectRowsPrepared, type Database } from '../../../db/client.ts';
import { hashedJson, type HashedJson } from './tool-json.ts';
import { toToolResponse, type AnswerView } from './tool-views.ts';
import type { ListedView, SnapshotTool } from './snapshot-rows.ts';
import type { AnswerArena } from './answer-arena.ts';

/**
 * The answers of the tools the in-memory catalogue keeps without their JSON (past
 * `CATALOG_ANSWERS_KEPT` tools, the newest keep theirs): read from the database by id, a page's
 * in one query, and built exactly as a load builds them (the same row, toToolResponse, the same
 * text and hash), with the stock the copy shows, so lists, counts and answers agree as before.
 * See docs/decisions/031.
 *
 * Kept only when asked for twice: a tool asked for again (a product page, a page of a search)
 * keeps its answer, up to `maxKept`, the older half dropped when full; the tools of random pages,
 * asked for once, leave only young garbage behind. Answers held as bytes (answer-arena.ts) are
 * kept so only for searches, whose tools come back: a random page's would only churn the map. Keeping every answer read (decision 025)
 * kept each long enough to reach the old generation and then dropped it.
 */

/** Cold answers kept (about 1 kB each). */
const DEFAULT_KEPT = 5_000;
/** Tools asked for once remembered (by position), to tell the second ask; forgotten all at once past this. */
const ASKED_ONCE = 20_000;

export interface ToolAnswers {
  /**
   * The answers of these tools of the copy, in their order: kept as text, held as bytes in the
   * copy's `arena`, or read in one query. Those read, and with `remember` (a search's: asked for
   * again and again) those held, are kept once asked for twice.
   */
  answersOf(tools: readonly SnapshotTool[], arena: AnswerArena | null, remember?: boolean): Promise<HashedJson[]>;
  /** A copy replaced the previous one: positions now name other tools. */
  clear(): void;
}

/** What an answer was built from: a stock change replaces the tool's `view`, a patch the tool. */
interface Kept {
  view: ListedView;
  json: HashedJson;
}

/**
 * The rows of these tools' answers: the columns of tool-views.ts without Drizzle's mapping of
 * each row (a large share of a page read here), in one statement text for any number of ids, so
 * it stays prepared on either database.
 */
export async function answerRowsOf(db: Database, ids: string[]): Promise<AnswerView[]> {
  const rows = await selectRowsPrepared<AnswerView>(
    db,
    sql`select t.id, t.name, t.description, t.image_url as "imageUrl", t.price_cents as "priceCents",
          t.available_quantity as "availableQuantity", t.minimum_purchase as "minimumPurchase", t.sku,
          t.pack_size as "packSize", t.max_per_order as "maxPerOrder", t.price_breaks as "priceBreaks",
          t.vat_rate_basis_points as "vatRateBasisPoints", t.weight_grams as "weightGrams", t.name_bn as "nameBn",
          t.description_bn as "descriptionBn", t.slug, b.name as "brandName", b.slug as "brandSlug",
          c.name as "categoryName", c.slug as "categorySlug", c.name_bn as "categoryNameBn"
        from tools t left join brands b on b.id = t.brand_id left join categories c on c.id = t.category_id
        where t.id = any(${sql.param(ids)}::uuid[])`,
  );
  // jsonb as Drizzle reads it: text on drivers that do not parse it.
  for (const row of rows)
    if (typeof row.priceBreaks === 'string') row.priceBreaks = JSON.parse(row.priceBreaks) as AnswerView['priceBreaks'];
  return rows;
}

export function createToolAnswers(db: Database, maxKept = DEFAULT_KEPT): ToolAnswers {
  const kept = new Map<SnapshotTool, Kept>();
  let askedOnce = new Set<number>();

  const keep = (tool: SnapshotTool, json: HashedJson) => {
    // The older half dropped at once: one pass, where dropping the oldest one at a time walked
    // the holes earlier deletes leave at the front of the map's table, every time.
    if (kept.size >= maxKept) {
      let dropped = 0;
      for (const key of kept.keys()) {
        kept.delete(key);
        if (++dropped >= maxKept / 2) break;
      }
    }
    kept.set(tool, { view: tool.view, json });
  };
  /** Kept when asked for a second time. */
  const asked = (tool: SnapshotTool, json: HashedJson) => {
    if (askedOnce.has(tool.position)) keep(tool, json);
    else {
      if (askedOnce.size >= ASKED_ONCE) askedOnce = new Set();
      askedOnce.add(tool.position);
    }
  };

  return {
    async answersOf(list, arena, remember = false) {
      const answers: (HashedJson | undefined)[] = new Array(list.length);
      const missing: number[] = [];
      for (const [index, tool] of list.entries()) {
        if (tool.json) {
          answers[index] = tool.json;
          continue;
        }
        const known = kept.size > 0 ? kept.get(tool) : undefined;
        if (known && known.view === tool.view) {
          answers[index] = known.json;
          continue;
        }
        const held = arena?.answerOf(tool);
        if (held) {
          answers[index] = held;
          if (remember) asked(tool, held);
        } else missing.push(index);
      }
      if (missing.length === 0) return answers as HashedJson[];
      const rows = await answerRowsOf(
        db,
        missing.map((index) => list[index]!.id),
      );
      const rowById = new Map(rows.map((row) => [row.id, row]));
      for (const index of missing) {
        const tool = list[index]!;
        const row = rowById.get(tool.id);
        // Deleted since the copy was read: the reload that follows (0037's full_version) drops it.
        if (!row) throw notFound(catalogMessages.toolNotFound);
        // The stock the copy shows, so that the answer agrees with its lists and counts.
        row.availableQuantity = tool.view.availableQuantity;
        const json = hashedJson(JSON.stringify(toToolResponse(row)));
        answers[index] = json;
        asked(tool, json);
      }
      return answers as HashedJson[];
    },
    clear() {
      kept.clear();
      askedOnce = new Set();
    },
  };
}
