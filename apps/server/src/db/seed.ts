import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { selectRows, type Database } from './client.ts';
import { brands, categories, reviews, tools } from './schema.ts';
import { seedBrands, seedCategories, seedReviews, seedTools } from './seed-data.ts';

export const TOOL_IMAGE_PATH = '/images/tools/';

/**
 * Fills an empty shop with the demo catalogue and reviews, once: a catalogue that already
 * has tools (or once had them) is left alone, so a second start keeps the owner's data.
 */
export async function seedDemoData(db: Database, log?: Pick<FastifyBaseLogger, 'info'>): Promise<boolean> {
  return db.transaction(async (tx) => {
    const ids = await ensureDemoCategoriesAndBrands(tx as unknown as Database);
    const [existing] = await selectRows<{ any: boolean }>(
      tx as unknown as Database,
      sql`select exists (select 1 from tools) as any`,
    );
    if (existing?.any) {
      await fileUnfiledDemoTools(tx as unknown as Database, ids);
      return false;
    }
    // Staggered timestamps keep the catalogue order and "newest review first" meaningful.
    const start = Date.now() - seedTools.length * 60_000;
    await tx.insert(tools).values(
      seedTools.map((tool, index) => ({
        name: tool.name,
        nameBn: tool.nameBn,
        description: tool.description,
        imageUrl: `${TOOL_IMAGE_PATH}${tool.image}`,
        priceCents: tool.priceCents,
        availableQuantity: tool.stock,
        minimumPurchase: tool.minimumPurchase,
        listedQuantity: tool.stock,
        brandId: ids.brands.get(tool.brand) ?? null,
        categoryId: ids.categories.get(tool.category) ?? null,
        sku: tool.sku,
        packSize: tool.packSize ?? 1,
        maxPerOrder: tool.maxPerOrder ?? null,
        priceBreaks: tool.priceBreaks ?? [],
        createdAt: new Date(start + index * 60_000),
      })),
    );
    await tx.insert(reviews).values(
      seedReviews.map((review, index) => ({
        itemName: review.itemName,
        body: review.body,
        rating: review.rating,
        createdAt: new Date(start + index * 60_000),
      })),
    );
    log?.info({ tools: seedTools.length, reviews: seedReviews.length }, 'seeded the demo catalogue');
    return true;
  });
}

interface CatalogueIds {
  brands: Map<string, string>;
  categories: Map<string, string>;
}

/**
 * The demo categories and brands, added where missing (by slug) and never changed: an owner's
 * own categories and brands stay as they are.
 */
export async function ensureDemoCategoriesAndBrands(db: Database): Promise<CatalogueIds> {
  await db
    .insert(categories)
    .values(
      seedCategories.map((category, index) => ({
        name: category.name,
        nameBn: category.nameBn,
        slug: category.slug,
        sortOrder: index,
      })),
    )
    .onConflictDoNothing({ target: categories.slug });
  const parents = await db.select({ id: categories.id, slug: categories.slug }).from(categories);
  const parentIds = new Map(parents.map((row) => [row.slug, row.id]));
  await db
    .insert(categories)
    .values(
      seedCategories.flatMap((parent) =>
        parent.children.map((child, index) => ({
          name: child.name,
          nameBn: child.nameBn,
          slug: child.slug,
          parentId: parentIds.get(parent.slug) ?? null,
          sortOrder: index,
        })),
      ),
    )
    .onConflictDoNothing({ target: categories.slug });
  await db.insert(brands).values(seedBrands).onConflictDoNothing();
  const [categoryRows, brandRows] = await Promise.all([
    db.select({ id: categories.id, slug: categories.slug }).from(categories),
    db.select({ id: brands.id, slug: brands.slug }).from(brands),
  ]);
  return {
    categories: new Map(categoryRows.map((row) => [row.slug, row.id])),
    brands: new Map(brandRows.map((row) => [row.slug, row.id])),
  };
}

/** A shop seeded before categories existed: its demo products (same names, not yet filed) get their category and brand. */
async function fileUnfiledDemoTools(db: Database, ids: CatalogueIds) {
  // One look for them first: `name` is indexed for listed tools only, so each update by name
  // alone reads every row (a quarter of a second at a million products, on every start).
  const unfiled = await db
    .selectDistinct({ name: tools.name })
    .from(tools)
    .where(
      sql`${tools.name} = any(${sql.param(seedTools.map((tool) => tool.name))}::text[]) and ${tools.categoryId} is null and ${tools.brandId} is null`,
    );
  const names = new Set(unfiled.map((row) => row.name));
  for (const tool of seedTools.filter((candidate) => names.has(candidate.name))) {
    await db
      .update(tools)
      .set({ brandId: ids.brands.get(tool.brand) ?? null, categoryId: ids.categories.get(tool.category) ?? null })
      .where(sql`${tools.name} = ${tool.name} and ${tools.categoryId} is null and ${tools.brandId} is null`);
  }
}
