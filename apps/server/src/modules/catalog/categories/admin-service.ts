import { eq, sql } from 'drizzle-orm';
import { catalogAdminMessages, type AdminCategory, type CategoryUpdate, type NewCategory } from '@tools-bd/contract';
import { selectRows, type Database } from '../../../db/client.ts';
import { categories } from '../../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../../lib/http-errors.ts';

/** "Hand Tools & Saws" → "hand-tools-saws" (the SQL slugify of 0006, for category names). */
export function slugifyName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
}

const UUID_FORMAT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True when `error` (or what Drizzle wraps) is PostgreSQL's `code` on `constraint`. */
function isViolation(error: unknown, code: string, constraint: string): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const {
      code: found,
      constraint: violated,
      message,
      cause,
    } = current as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
    if (found === code && (violated === constraint || (typeof message === 'string' && message.includes(constraint))))
      return true;
    current = cause;
  }
  return false;
}

interface CategoryRow {
  id: string;
  name: string;
  name_bn: string | null;
  slug: string;
  parent_id: string | null;
  parent_slug: string | null;
  sort_order: number;
  products: number;
  on_sale: number;
}

/** Every category with its own product count (archived included, what blocks removal) and its products on sale. */
export async function loadAdminCategoryTree(db: Database): Promise<AdminCategory[]> {
  const rows = await selectRows<CategoryRow>(
    db,
    sql`select c.id, c.name, c.name_bn, c.slug, c.parent_id, p.slug as parent_slug, c.sort_order,
               coalesce(t.products, 0)::int as products, coalesce(t.on_sale, 0)::int as on_sale
        from categories c
        left join categories p on p.id = c.parent_id
        left join (select category_id, count(*) as products, count(*) filter (where archived_at is null) as on_sale
                   from tools where category_id is not null group by category_id) t on t.category_id = c.id
        order by c.sort_order, c.name`,
  );
  const node = (row: CategoryRow) => ({
    id: row.id,
    name: row.name,
    ...(row.name_bn !== null ? { nameBn: row.name_bn } : {}),
    slug: row.slug,
    parent: row.parent_slug,
    sortOrder: Number(row.sort_order),
    products: Number(row.products),
    onSale: Number(row.on_sale),
    children: [] as never[],
  });
  return rows
    .filter((row) => row.parent_id === null)
    .map((parent) => {
      const children = rows.filter((row) => row.parent_id === parent.id).map(node);
      return {
        ...node(parent),
        onSale: Number(parent.on_sale) + children.reduce((sum, child) => sum + child.onSale, 0),
        children,
      };
    });
}

type Executor = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The category a path names by id or slug, locked for the rest of the transaction. */
async function lockCategory(tx: Executor, ref: string) {
  const where = UUID_FORMAT.test(ref) ? eq(categories.id, ref.toLowerCase()) : eq(categories.slug, ref);
  const [row] = await tx.select().from(categories).where(where).limit(1).for('update');
  if (!row) throw notFound(catalogAdminMessages.categoryNotFound);
  return row;
}

/** The parent named by slug, locked: it must exist and be top-level (two levels only). */
async function lockParent(tx: Executor, slug: string) {
  const [parent] = await tx.select().from(categories).where(eq(categories.slug, slug)).limit(1).for('update');
  if (!parent) throw badRequest(catalogAdminMessages.categoryParentNotFound);
  if (parent.parentId !== null) throw badRequest(catalogAdminMessages.categoryParentIsChild);
  return parent;
}

async function withUniqueSlug<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isViolation(error, '23505', 'categories_slug_key')) throw conflict(catalogAdminMessages.categorySlugTaken);
    throw error;
  }
}

/**
 * A changed category name or place changes what its products are found by: the search fields
 * of 0006 are kept per tool by a trigger that runs when category_id is written.
 */
async function refreshSearchFields(tx: Executor, categoryId: string) {
  await tx.execute(
    sql`update tools set category_id = category_id
        where category_id in (select id from categories where id = ${categoryId} or parent_id = ${categoryId})`,
  );
}

export interface CategoryAdminOptions {
  /** Called after every change (the public tree and listings are cached). */
  onChange?: () => void;
}

/** Adding, renaming, moving, reordering and removing categories (admin routes only). */
export function createCategoryAdminService(db: Database, options: CategoryAdminOptions = {}) {
  const changed = () => options.onChange?.();

  async function findNode(id: string): Promise<AdminCategory> {
    for (const top of await loadAdminCategoryTree(db)) {
      if (top.id === id) return top;
      const child = top.children.find((each) => each.id === id);
      if (child) return { ...child, children: [] };
    }
    throw notFound(catalogAdminMessages.categoryNotFound);
  }

  return {
    tree: () => loadAdminCategoryTree(db),

    /** A new category, last among its siblings unless a sort order is given. */
    async create(input: NewCategory): Promise<AdminCategory> {
      const slug = input.slug ?? slugifyName(input.name);
      if (!slug) throw badRequest(catalogAdminMessages.categorySlugInvalid);
      const id = await withUniqueSlug(() =>
        db.transaction(async (tx) => {
          const parent = input.parent ? await lockParent(tx, input.parent) : null;
          const [last] = await selectRows<{ next: number }>(
            tx as unknown as Database,
            sql`select coalesce(max(sort_order) + 1, 0)::int as next from categories where parent_id is not distinct from ${parent?.id ?? null}`,
          );
          const [row] = await tx
            .insert(categories)
            .values({
              name: input.name,
              nameBn: input.nameBn ?? null,
              slug,
              parentId: parent?.id ?? null,
              sortOrder: input.sortOrder ?? Math.min(Number(last?.next ?? 0), 1_000_000),
            })
            .returning({ id: categories.id });
          if (!row) throw new Error('category insert returned no row');
          return row.id;
        }),
      );
      changed();
      return findNode(id);
    },

    /** Rename, re-slug, move under another top-level category (or to the top), reorder. */
    async update(ref: string, change: CategoryUpdate): Promise<AdminCategory> {
      const id = await withUniqueSlug(() =>
        db.transaction(async (tx) => {
          const row = await lockCategory(tx, ref);
          let parentId = row.parentId;
          if (change.parent !== undefined) {
            if (change.parent === null) parentId = null;
            else {
              if (change.parent === row.slug) throw badRequest(catalogAdminMessages.categoryOwnParent);
              const parent = await lockParent(tx, change.parent);
              const [children] = await selectRows<{ count: number }>(
                tx as unknown as Database,
                sql`select count(*)::int as count from categories where parent_id = ${row.id}`,
              );
              if (Number(children?.count ?? 0) > 0)
                throw badRequest(catalogAdminMessages.categoryHasChildrenCannotMove);
              parentId = parent.id;
            }
          }
          await tx
            .update(categories)
            .set({
              name: change.name ?? row.name,
              nameBn: change.nameBn !== undefined ? change.nameBn : row.nameBn,
              slug: change.slug ?? row.slug,
              parentId,
              sortOrder: change.sortOrder ?? row.sortOrder,
            })
            .where(eq(categories.id, row.id));
          if ((change.name !== undefined && change.name !== row.name) || parentId !== row.parentId)
            await refreshSearchFields(tx, row.id);
          return row.id;
        }),
      );
      changed();
      return findNode(id);
    },

    /** Only an empty category goes: one with products (archived ones too) or sub-categories answers 409. */
    async remove(ref: string): Promise<{ acknowledged: boolean; deletedCount: number }> {
      await db.transaction(async (tx) => {
        const row = await lockCategory(tx, ref);
        const [counts] = await selectRows<{ children: number; products: number }>(
          tx as unknown as Database,
          sql`select (select count(*) from categories where parent_id = ${row.id})::int as children,
                     (select count(*) from tools where category_id = ${row.id})::int as products`,
        );
        const products = Number(counts?.products ?? 0);
        const children = Number(counts?.children ?? 0);
        if (products > 0) throw conflict(catalogAdminMessages.categoryHasProducts(products));
        if (children > 0) throw conflict(catalogAdminMessages.categoryHasChildren(children));
        try {
          await tx.delete(categories).where(eq(categories.id, row.id));
        } catch (error) {
          // A product filed into it by a write that committed after the count.
          if (isViolation(error, '23503', 'tools_category_id'))
            throw conflict(catalogAdminMessages.categoryHasProducts(1));
          throw error;
        }
      });
      changed();
      return { acknowledged: true, deletedCount: 1 };
    },
  };
}

export type CategoryAdminService = ReturnType<typeof createCategoryAdminService>;
