import { sql } from 'drizzle-orm';
import type { Brand } from '@tools-bd/contract';
import { selectRows, type Database } from '../../../db/client.ts';

/**
 * The brands that have products on sale (not archived), by name, each with how many: the shop's
 * brand filter offers only brands that can find something. One grouped query over the brand column.
 */
export async function loadBrands(db: Database): Promise<Brand[]> {
  const rows = await selectRows<{ name: string; slug: string; products: number }>(
    db,
    sql`select b.name, b.slug, t.products::int as products
        from brands b
        join (select brand_id, count(*) as products from tools where archived_at is null and brand_id is not null group by brand_id) t
          on t.brand_id = b.id
        order by b.name`,
  );
  return rows.map((row) => ({ name: row.name, slug: row.slug, count: Number(row.products) }));
}
