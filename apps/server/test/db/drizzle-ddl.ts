import { is, SQL, sql } from 'drizzle-orm';
import { getTableConfig, PgDialect, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import { DEFERRED_FOREIGN_KEYS } from '../../src/db/schema.ts';

// Turns the Drizzle table objects of db/schema.ts into CREATE TABLE statements in a schema of
// their own, so PostgreSQL itself normalises both sides (types, defaults, CHECK expressions)
// before the drift test compares them with what the migrations built.

const dialect = new PgDialect();
const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** SQL text with its values written in (DDL takes no bind parameters). */
function render(fragment: SQL, invokeSource?: 'indexes'): string {
  return dialect.sqlToQuery(sql`${fragment}`.inlineParams(), invokeSource).sql;
}

const columnList = (columns: PgColumn[]) => columns.map((column) => quote(column.name)).join(', ');

/** A column's DEFAULT clause as the database would hold it; `$defaultFn` runs in Node, not here. */
function defaultClause(column: PgColumn): string {
  if (column.default === undefined) return '';
  const value = is(column.default, SQL) ? column.default : sql.param(column.default, column);
  return ` DEFAULT ${render(sql`${value}`)}`;
}

function tableStatements(table: PgTable, schemaName: string): { create: string; afterAll: string[] } {
  const config = getTableConfig(table);
  const qualified = `${quote(schemaName)}.${quote(config.name)}`;
  const lines = config.columns.map(
    (column) =>
      `${quote(column.name)} ${column.getSQLType()}${column.notNull ? ' NOT NULL' : ''}${defaultClause(column)}`,
  );
  const primaryColumns = config.columns.filter((column) => column.primary);
  if (primaryColumns.length > 0) lines.push(`PRIMARY KEY (${columnList(primaryColumns)})`);
  for (const primaryKey of config.primaryKeys) lines.push(`PRIMARY KEY (${columnList(primaryKey.columns)})`);
  for (const column of config.columns.filter((candidate) => candidate.isUnique)) {
    lines.push(`UNIQUE${column.uniqueType === 'not distinct' ? ' NULLS NOT DISTINCT' : ''} (${quote(column.name)})`);
  }
  for (const unique of config.uniqueConstraints) {
    lines.push(`UNIQUE${unique.nullsNotDistinct ? ' NULLS NOT DISTINCT' : ''} (${columnList(unique.columns)})`);
  }
  for (const check of config.checks) lines.push(`CHECK (${render(check.value, 'indexes')})`);

  // Foreign keys and unique indexes come once every table exists.
  const afterAll = config.foreignKeys.map((foreignKey) => {
    const reference = foreignKey.reference();
    const target = `${quote(schemaName)}.${quote(getTableConfig(reference.foreignTable).name)}`;
    const actions = `${foreignKey.onDelete ? ` ON DELETE ${foreignKey.onDelete}` : ''}${foreignKey.onUpdate ? ` ON UPDATE ${foreignKey.onUpdate}` : ''}`;
    const deferred = reference.columns.every((column) => DEFERRED_FOREIGN_KEYS.has(`${config.name}.${column.name}`))
      ? ' DEFERRABLE INITIALLY DEFERRED'
      : '';
    return `ALTER TABLE ${qualified} ADD FOREIGN KEY (${columnList(reference.columns)}) REFERENCES ${target} (${columnList(reference.foreignColumns)})${actions}${deferred}`;
  });
  // Only unique indexes change what the database accepts; the others are the migrations' business.
  for (const [position, index] of config.indexes.filter((candidate) => candidate.config.unique).entries()) {
    const parts = index.config.columns.map((part) =>
      is(part, SQL) ? render(part, 'indexes') : quote((part as { name: string }).name),
    );
    const where = index.config.where ? ` WHERE ${render(index.config.where, 'indexes')}` : '';
    const name = quote(`${config.name}_drizzle_${position}`);
    afterAll.push(
      `CREATE UNIQUE INDEX ${name} ON ${qualified} USING ${index.config.method ?? 'btree'} (${parts.join(', ')})${where}`,
    );
  }
  return { create: `CREATE TABLE ${qualified} (\n  ${lines.join(',\n  ')}\n)`, afterAll };
}

/** Every PgTable exported by a module such as db/schema.ts. */
export function tablesOf(module: Record<string, unknown>): PgTable[] {
  return Object.values(module).filter((value): value is PgTable => is(value, PgTable));
}

/** One SQL script that creates `schemaName` holding the given Drizzle tables. */
export function ddlFor(tables: PgTable[], schemaName: string): string {
  const statements = tables.map((table) => tableStatements(table, schemaName));
  return [
    `CREATE SCHEMA ${quote(schemaName)}`,
    ...statements.map((statement) => statement.create),
    ...statements.flatMap((statement) => statement.afterAll),
  ].join(';\n');
}
