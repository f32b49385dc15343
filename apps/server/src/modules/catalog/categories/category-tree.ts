import { sql } from 'drizzle-orm';
import type { CategoryNode } from '@tools-bd/contract';
import { selectRows, type Database } from '../../../db/client.ts';

interface CategoryCountRow {
  id: string;
  name: string;
  slug: string;
  parent_id: string | null;
  name_bn: string | null;
  products: number;
}

/** Name and slug, and the Bangla name only when there is one (the English answer stays as it was). */
const named = (row: CategoryCountRow) =>
  row.name_bn !== null ? { name: row.name, slug: row.slug, nameBn: row.name_bn } : { name: row.name, slug: row.slug };

/**
 * The category tree in sort order; each count is the products on sale (not archived) in the
 * category and its sub-categories. One grouped query over the category index of tools.
 */
export async function loadCategoryTree(db: Database): Promise<CategoryNode[]> {
  const rows = await selectRows<CategoryCountRow>(
    db,
    sql`select c.id, c.name, c.slug, c.parent_id, c.name_bn, coalesce(t.products, 0)::int as products
        from categories c
        left join (select category_id, count(*) as products from tools where archived_at is null group by category_id) t
          on t.category_id = c.id
        order by c.sort_order, c.name`,
  );
  const topLevel = rows.filter((row) => row.parent_id === null);
  return topLevel.map((parent) => {
    const children = rows
      .filter((row) => row.parent_id === parent.id)
      .map((child) => ({ ...named(child), count: Number(child.products), children: [] }));
    const count = Number(parent.products) + children.reduce((sum, child) => sum + child.count, 0);
    return { ...named(parent), count, children };
  });
}
