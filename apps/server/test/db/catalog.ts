import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '../../src/db/client.ts';

/** What a table is, as PostgreSQL's catalog says after normalising it. */
export interface TableShape {
  columns: Record<string, { type: string; notNull: boolean; default: string | null }>;
  /** CHECK, PRIMARY KEY, UNIQUE, FOREIGN KEY and unique indexes, as definitions without their names. */
  constraints: string[];
}

/**
 * Every ordinary table of `schemaName` (but `ignored`), read from pg_catalog. Nullability is
 * read from the column (PostgreSQL 18, as in PGlite, also lists it as a constraint). Names of
 * constraints and indexes are left out: migrations and Drizzle name them differently, and a
 * name changes nothing the shop relies on.
 */
export async function readSchema(
  db: Database,
  schemaName: string,
  ignored: string[] = [],
): Promise<Record<string, TableShape>> {
  const columns = await selectRows<{
    table: string;
    column: string;
    type: string;
    not_null: boolean;
    default: string | null;
  }>(
    db,
    sql`select c.relname as "table", a.attname as "column", format_type(a.atttypid, a.atttypmod) as "type",
               a.attnotnull as not_null, pg_get_expr(d.adbin, d.adrelid) as "default"
          from pg_class c
          join pg_namespace n on n.oid = c.relnamespace
          join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
          left join pg_attrdef d on d.adrelid = c.oid and d.adnum = a.attnum
         where n.nspname = ${schemaName} and c.relkind in ('r', 'p')`,
  );
  const constraints = await selectRows<{ table: string; definition: string }>(
    db,
    sql`select c.relname as "table", pg_get_constraintdef(con.oid) as definition
          from pg_constraint con
          join pg_class c on c.oid = con.conrelid
          join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = ${schemaName} and con.contype <> 'n'
        union all
        select c.relname, regexp_replace(pg_get_indexdef(i.indexrelid), '^.* USING ', 'UNIQUE INDEX USING ')
          from pg_index i
          join pg_class c on c.oid = i.indrelid
          join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = ${schemaName} and i.indisunique
           and not exists (select 1 from pg_constraint con where con.conindid = i.indexrelid)`,
  );

  const tables: Record<string, TableShape> = {};
  const tableNamed = (name: string) => (tables[name] ??= { columns: {}, constraints: [] });
  for (const row of columns) {
    if (ignored.includes(row.table)) continue;
    tableNamed(row.table).columns[row.column] = { type: row.type, notNull: row.not_null, default: row.default };
  }
  for (const row of constraints) {
    if (ignored.includes(row.table)) continue;
    // A table outside the search path is printed schema-qualified; the comparison wants bare names.
    tableNamed(row.table).constraints.push(row.definition.replaceAll(`REFERENCES ${schemaName}.`, 'REFERENCES '));
  }
  for (const table of Object.values(tables)) table.constraints.sort();
  return tables;
}
