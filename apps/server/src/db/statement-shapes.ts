import { Column, Name, Param, Placeholder, SQL, StringChunk, Subquery, Table, View, isSQLWrapper } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';

/**
 * The texts of the order path's statements, built once per shape.
 *
 * Drizzle turns a statement into its text and its parameters in one walk that checks every part
 * against a dozen classes; for the statement that stores a batch of orders that walk took longer
 * than judging the batch (docs/decisions/041-statement-texts-built-once-per-shape.md). Where a
 * statement's text depends only on a few choices, its caller names them as the `shape`: the text
 * is kept after its first build, and later calls only gather the parameters, in Drizzle's order.
 *
 * Outside production every call is also built in full and compared: a text or a parameter that
 * differs throws, so the tests prove that each shape names everything its text depends on.
 */
const CHECKED = process.env.NODE_ENV !== 'production';

interface BuiltText {
  sql: string;
  typings?: unknown[];
}

const texts = new Map<string, BuiltText>();

/** Parameters of `chunks` in the order Drizzle's builder (SQL.buildQueryFromSourceParams) numbers them. */
function gatherParams(chunks: readonly unknown[], into: unknown[]): void {
  for (const chunk of chunks) {
    if (chunk === undefined || chunk instanceof StringChunk || chunk instanceof Name) continue;
    if (Array.isArray(chunk)) gatherParams(chunk, into);
    else if (chunk instanceof SQL) gatherParams(chunk.queryChunks, into);
    else if (chunk instanceof Table || chunk instanceof Column || chunk instanceof View) continue;
    else if (chunk instanceof Param) {
      if (chunk.value instanceof Placeholder) into.push(chunk);
      else {
        const value = chunk.value === null ? null : chunk.encoder.mapToDriverValue(chunk.value);
        if (value instanceof SQL) gatherParams([value], into);
        else into.push(value);
      }
    } else if (chunk instanceof Placeholder) into.push(chunk);
    else if (chunk instanceof SQL.Aliased && chunk.fieldAlias !== undefined) continue;
    else if (chunk instanceof Subquery) {
      if (!chunk._.isWith) gatherParams([chunk._.sql], into);
    } else if (isSQLWrapper(chunk)) gatherParams([chunk.getSQL()], into);
    else into.push(chunk);
  }
}

/** The parameters of `query`, numbered as Drizzle numbers them. */
function paramsOf(query: SQL): unknown[] {
  const params: unknown[] = [];
  gatherParams(query.queryChunks, params);
  return params;
}

const sameParam = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/** `query` as text and parameters; the text is built once for each `shape`. */
export function buildByShape(
  dialect: PgDialect,
  query: SQL,
  shape: string,
  checked = CHECKED,
): BuiltText & { params: unknown[] } {
  const kept = texts.get(shape);
  if (kept && !checked) return { ...kept, params: paramsOf(query) };
  const built = dialect.sqlToQuery(query);
  if (!kept) texts.set(shape, { sql: built.sql, typings: built.typings });
  else if (kept.sql !== built.sql) throw new Error(`The statement of shape "${shape}" was built with another text`);
  const params = paramsOf(query);
  if (params.length !== built.params.length || params.some((param, index) => !sameParam(param, built.params[index])))
    throw new Error(`The parameters of the statement of shape "${shape}" were gathered in another order`);
  return built;
}
