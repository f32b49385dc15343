import { openDatabase, selectRows, type DatabaseHandle } from '../src/db/client.ts';
import { sql } from 'drizzle-orm';

/**
 * Embedded test databases, reused within a test process. Starting PGlite from the migrated dump
 * costs most of a CPU-second; putting a used one back as the dump left it (every table emptied
 * and refilled with the rows the migrations wrote, every sequence where it was) costs a few
 * milliseconds. A database whose schema a test changed is closed rather than reused.
 */

interface Baseline {
  /** TRUNCATE, the migrations' own rows, the sequences' values: one script. */
  resetScript: string;
  /** Tables, columns, indexes, triggers and functions of the public schema, as the dump has them. */
  schema: string;
}

const idle: DatabaseHandle[] = [];
let baseline: Promise<Baseline> | undefined;

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

async function schemaFingerprint(handle: DatabaseHandle): Promise<string> {
  const [row] = await selectRows<{ schema: string }>(
    handle.db,
    sql`select concat_ws('|',
      (select string_agg(concat_ws(':', c.relname, c.relkind::text, c.relnatts), ',' order by c.relname)
         from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public'),
      (select string_agg(t.tgname::text, ',' order by t.tgname) from pg_trigger t where not t.tgisinternal),
      (select string_agg(p.proname::text, ',' order by p.proname)
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public')
    ) as schema`,
  );
  return row?.schema ?? '';
}

/** Read off a database fresh from the dump: what every reused one is put back to. */
async function readBaseline(handle: DatabaseHandle): Promise<Baseline> {
  const tables = await selectRows<{ name: string; columns: string[] }>(
    handle.db,
    sql`select c.relname as name,
          array_agg(a.attname::text order by a.attnum) filter (where a.attgenerated = '') as columns
        from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
        join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
        where n.nspname = 'public' and c.relkind in ('r', 'p')
        group by c.relname order by c.relname`,
  );
  // Replica mode: no trigger fires and no foreign key is checked while the rows go back.
  const script = [
    'SET session_replication_role = replica;',
    `TRUNCATE ${tables.map((table) => quote(table.name)).join(', ')} RESTART IDENTITY CASCADE;`,
  ];
  for (const table of tables) {
    const columns = table.columns.map(quote).join(', ');
    const [row] = await selectRows<{ rows: string | null }>(
      handle.db,
      sql.raw(`select json_agg(json_build_array(${columns}))::text as rows from ${quote(table.name)}`),
    );
    if (!row?.rows) continue;
    const [types] = await selectRows<{ types: string[] }>(
      handle.db,
      sql.raw(
        `select array_agg(format_type(a.atttypid, a.atttypmod) order by a.attnum) as types from pg_attribute a
         where a.attrelid = ${literal(quote(table.name))}::regclass and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''`,
      ),
    );
    const picks = table.columns.map((_, index) => `(value->>${index})::${types!.types[index]}`).join(', ');
    script.push(
      `INSERT INTO ${quote(table.name)} (${columns}) OVERRIDING SYSTEM VALUE SELECT ${picks} FROM json_array_elements(${literal(row.rows)}::json) AS value;`,
    );
  }
  const sequences = await selectRows<{ name: string; value: string | null }>(
    handle.db,
    sql`select sequencename as name, last_value::text as value from pg_sequences where schemaname = 'public'`,
  );
  for (const sequence of sequences) {
    script.push(
      sequence.value === null
        ? `SELECT setval(${literal(quote(sequence.name))}, 1, false);`
        : `SELECT setval(${literal(quote(sequence.name))}, ${sequence.value}, true);`,
    );
  }
  script.push('SET session_replication_role = DEFAULT;');
  return { resetScript: script.join('\n'), schema: await schemaFingerprint(handle) };
}

/** An embedded database as the migrated dump left it; `release` gives it back for the next test shop. */
export async function pooledDatabase(dump: Blob): Promise<{ handle: DatabaseHandle; release: () => Promise<void> }> {
  const handle = idle.pop() ?? (await openDatabase({ kind: 'pglite', loadDataDir: dump }));
  baseline ??= readBaseline(handle);
  const { resetScript, schema } = await baseline;
  let released = false;
  return {
    handle,
    release: async () => {
      if (released) return;
      released = true;
      try {
        if ((await schemaFingerprint(handle)) !== schema) throw new Error('the test changed the schema');
        await handle.execScript('DISCARD ALL');
        await handle.execScript(resetScript);
        idle.push(handle);
      } catch {
        await handle.close().catch(() => {});
      }
    },
  };
}
