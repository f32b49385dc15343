import { eq, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import {
  centsToDollars,
  priceBreakInDollars,
  vatBasisPointsToPercent,
  type NamedSlug,
  type Tool,
  imageVariantsOf,
} from '@tools-bd/contract';
import type { Database } from '../../../db/client.ts';
import { brands, categories, tools } from '../../../db/schema.ts';

/**
 * The columns a tool answer needs: the tool's own (not its search fields, which are large and
 * only read inside SQL) plus the names and slugs of its brand and category.
 */
export const toolViewColumns = {
  id: tools.id,
  name: tools.name,
  description: tools.description,
  imageUrl: tools.imageUrl,
  priceCents: tools.priceCents,
  availableQuantity: tools.availableQuantity,
  minimumPurchase: tools.minimumPurchase,
  listedQuantity: tools.listedQuantity,
  sku: tools.sku,
  packSize: tools.packSize,
  maxPerOrder: tools.maxPerOrder,
  priceBreaks: tools.priceBreaks,
  vatRateBasisPoints: tools.vatRateBasisPoints,
  weightGrams: tools.weightGrams,
  nameBn: tools.nameBn,
  descriptionBn: tools.descriptionBn,
  archivedAt: tools.archivedAt,
  createdAt: tools.createdAt,
  slug: tools.slug,
  brandName: brands.name,
  brandSlug: brands.slug,
  categoryName: categories.name,
  categorySlug: categories.slug,
  categoryParentId: categories.parentId,
  categoryNameBn: categories.nameBn,
};

export interface ToolView {
  id: string;
  name: string;
  description: string;
  imageUrl: string;
  priceCents: number;
  availableQuantity: number;
  minimumPurchase: number;
  listedQuantity: number | null;
  sku: string;
  packSize: number;
  maxPerOrder: number | null;
  priceBreaks: { minQuantity: number; unitPriceCents: number }[];
  vatRateBasisPoints: number;
  weightGrams: number;
  nameBn: string | null;
  descriptionBn: string | null;
  archivedAt: Date | null;
  createdAt: Date;
  slug: string;
  brandName: string | null;
  brandSlug: string | null;
  categoryName: string | null;
  categorySlug: string | null;
  categoryParentId: string | null;
  categoryNameBn: string | null;
}

/** What a tool's answer is made of (toToolResponse). */
export type AnswerView = Omit<ToolView, 'listedQuantity' | 'archivedAt' | 'createdAt' | 'categoryParentId'>;

/** Tools joined with their brand and category (plus any `extra` columns); add `.where(...)`, order and limit. */
export function selectToolViews<Extra extends SelectedFields>(db: Database, extra: Extra = {} as Extra) {
  return db
    .select({ ...toolViewColumns, ...extra })
    .from(tools)
    .leftJoin(brands, eq(brands.id, tools.brandId))
    .leftJoin(categories, eq(categories.id, tools.categoryId));
}

/** One tool (archived or not) with its brand and category, or undefined. */
export async function findToolView(db: Database, where: SQL): Promise<ToolView | undefined> {
  const [row] = await selectToolViews(db).where(where).limit(1);
  return row;
}

const namedSlug = (name: string | null, slug: string | null, nameBn: string | null = null): NamedSlug | null =>
  name !== null && slug !== null ? { name, slug, ...(nameBn !== null ? { nameBn } : {}) } : null;

/**
 * Maps a stored tool to the sketch's wire shape (dollars, `minPurse`, `availableItem`) plus the
 * wholesale rules, slug, brand and category. The Bangla name and description (and the category's)
 * are there only when set, last: a product without them answers exactly as before they existed,
 * and both languages share one cached answer (docs/decisions/016).
 */
export function toToolResponse(view: AnswerView): Tool & { price: number } {
  return {
    _id: view.id,
    name: view.name,
    img: view.imageUrl,
    imgVariants: imageVariantsOf(view.imageUrl),
    description: view.description,
    price: centsToDollars(view.priceCents),
    availableItem: view.availableQuantity,
    minPurse: view.minimumPurchase,
    sku: view.sku,
    packSize: view.packSize,
    maxPerOrder: view.maxPerOrder,
    priceBreaks: view.priceBreaks.map(priceBreakInDollars),
    vatRate: vatBasisPointsToPercent(view.vatRateBasisPoints),
    weightGrams: view.weightGrams,
    slug: view.slug,
    brand: namedSlug(view.brandName, view.brandSlug),
    category: namedSlug(view.categoryName, view.categorySlug, view.categoryNameBn),
    ...(view.nameBn !== null ? { nameBn: view.nameBn } : {}),
    ...(view.descriptionBn !== null ? { descriptionBn: view.descriptionBn } : {}),
  };
}
