import { resolve, join } from 'node:path';
import { tsImport } from 'tsx/esm/api';
const load = (p) => tsImport('/work/wt-perf/' + p, import.meta.url);
const { openDatabase, selectRows } = await load('apps/server/src/db/client.ts');
const { sql } = await import('/work/wt-perf/apps/server/node_modules/drizzle-orm/index.js');
const options = process.env.DATABASE_URL ? { kind: 'postgres', url: process.env.DATABASE_URL } : { kind: 'pglite', dataDir: join(resolve(process.env.DATA_DIR), 'pglite') };
const database = await openDatabase(options);
const db = database.db;
async function time(name, q, n = 3) { const ts = []; let rows; for (let i = 0; i < n; i++) { const t = performance.now(); rows = await selectRows(db, q); ts.push(performance.now() - t); } ts.sort((a,b)=>a-b); console.log(name, ts[Math.floor(n/2)].toFixed(1), 'ms rows', rows.length); }
await time('look', sql`select pg_snapshot_xmin(pg_current_snapshot())::text as horizon, v.version::text as version, t.id, t.available_quantity from catalog_version v left join tools t on t.change_xid >= 999999999::bigint and t.archived_at is null where v.id = 1`, 5);
await time('load no windows', sql`select t.id, t.name, t.description, t.image_url, t.price_cents, t.available_quantity, t.minimum_purchase, t.listed_quantity, t.sku, t.pack_size, t.max_per_order, t.price_breaks, t.created_at, t.slug, t.brand_id, t.category_id, b.name as brand_name, b.slug as brand_slug, c.name as category_name, c.slug as category_slug, c.parent_id as category_parent_id from tools t left join brands b on b.id = t.brand_id left join categories c on c.id = t.category_id where t.archived_at is null`);
await time('ranks only', sql`select t.id, row_number() over (order by t.created_at desc, t.id desc) as newest_rank, row_number() over (order by t.name, t.id) as name_rank, row_number() over (order by t.price_cents, t.id) as price_rank from tools t where t.archived_at is null`);
await time('name order ids', sql`select id from tools where archived_at is null order by name, id`);
await database.close();
