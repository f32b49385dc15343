import { z } from 'zod';
import { idSchema } from './common/schemas.ts';
import {
  ADMIN_STOCK_FILTERS,
  ADMIN_TOOL_PAGE,
  ADMIN_TOOL_SORTS,
  CATALOG_IMPORT_ACTIONS,
  CATALOG_IMPORT_LIMITS,
  CATEGORY_LIMITS,
  catalogAdminMessages,
} from './messages/catalog-admin.ts';
import { catalogMessages } from './catalog/messages.ts';
import { normalizeSearchText } from './catalog/schemas.ts';
import { adminToolListSchema } from './admin.ts';

// Shapes of the admin catalogue: the paged product list, category management, CSV import.
export * from './messages/catalog-admin.ts';

const SLUG_FORMAT = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const wholeNumberParameter = (min: number, max: number, message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{1,9}$/, message)
    .transform(Number)
    .pipe(z.number().min(min, message).max(max, message));

/**
 * GET /api/admin/tools: every product (archived ones too), a page at a time; `q` matches names
 * and SKUs, `category` includes its sub-categories, `stock` is in / low / out.
 */
export const adminToolListQuerySchema = z.object({
  q: z
    .string({ error: catalogMessages.searchTooLong })
    .max(ADMIN_TOOL_PAGE.queryMax, catalogMessages.searchTooLong)
    .transform(normalizeSearchText)
    .optional(),
  category: z.string({ error: catalogMessages.slugInvalid }).max(200, catalogMessages.slugInvalid).regex(SLUG_FORMAT, catalogMessages.slugInvalid).optional(),
  stock: z.enum(ADMIN_STOCK_FILTERS, { error: catalogAdminMessages.stockFilterInvalid }).optional(),
  sort: z.enum(ADMIN_TOOL_SORTS, { error: catalogAdminMessages.adminSortInvalid }).optional(),
  page: wholeNumberParameter(1, ADMIN_TOOL_PAGE.maxPage, catalogMessages.pageInvalid).optional(),
  limit: wholeNumberParameter(1, ADMIN_TOOL_PAGE.maxLimit, catalogMessages.limitInvalid).optional(),
});
export type AdminToolListQuery = z.output<typeof adminToolListQuerySchema>;

const categoryNameSchema = z
  .string({ error: catalogAdminMessages.categoryNameRequired })
  .trim()
  .min(1, catalogAdminMessages.categoryNameRequired)
  .max(CATEGORY_LIMITS.nameMax, catalogAdminMessages.categoryNameTooLong);

const categorySlugSchema = z
  .string({ error: catalogAdminMessages.categorySlugInvalid })
  .trim()
  .max(CATEGORY_LIMITS.slugMax, catalogAdminMessages.categorySlugInvalid)
  .regex(SLUG_FORMAT, catalogAdminMessages.categorySlugInvalid);

const sortOrderSchema = z
  .number({ error: catalogAdminMessages.categorySortOrderInvalid })
  .int(catalogAdminMessages.categorySortOrderInvalid)
  .min(0, catalogAdminMessages.categorySortOrderInvalid)
  .max(CATEGORY_LIMITS.sortOrderMax, catalogAdminMessages.categorySortOrderInvalid);

/** The parent category by slug; null (or left out when adding) makes a top-level category. */
const parentSchema = z.string({ error: catalogAdminMessages.categoryParentNotFound }).regex(SLUG_FORMAT, catalogAdminMessages.categoryParentNotFound).nullable();

/** POST /api/categories. Without a slug one is made from the name ("Hand Tools" → hand-tools). */
export const newCategorySchema = z.object({
  name: categoryNameSchema,
  slug: categorySlugSchema.optional(),
  parent: parentSchema.optional(),
  sortOrder: sortOrderSchema.optional(),
});
export type NewCategory = z.infer<typeof newCategorySchema>;

/** PATCH /api/categories/{slug or id}: rename, change the slug, move (parent) or reorder; at least one. */
export const categoryUpdateSchema = z
  .object({ name: categoryNameSchema.optional(), slug: categorySlugSchema.optional(), parent: parentSchema.optional(), sortOrder: sortOrderSchema.optional() })
  .refine((change) => Object.values(change).some((value) => value !== undefined), { message: catalogAdminMessages.categoryNothingToUpdate });
export type CategoryUpdate = z.infer<typeof categoryUpdateSchema>;

/** A category is named in the path by its slug or its id. */
export const categoryRefParamsSchema = z.object({ ref: z.string().min(1).max(200) });

/** One category as the admin sees it: `products` counts its own products, archived ones included; `onSale` its and its children's products on sale. */
export const adminSubCategorySchema = z.object({
  id: idSchema,
  name: z.string(),
  slug: z.string(),
  parent: z.string().nullable(),
  sortOrder: z.number().int(),
  products: z.number().int(),
  onSale: z.number().int(),
  children: z.array(z.never()),
});
export const adminCategorySchema = adminSubCategorySchema.extend({ children: z.array(adminSubCategorySchema) });
export type AdminCategory = z.infer<typeof adminCategorySchema>;
export type AdminSubCategory = z.infer<typeof adminSubCategorySchema>;
export const adminCategoryTreeSchema = z.array(adminCategorySchema);

export const categoryDeleteResultSchema = z.object({ acknowledged: z.boolean(), deletedCount: z.number().int() });

/** POST /api/admin/catalog/import?dryRun=: the CSV text (a header line, then one product a line). */
export const catalogImportRequestSchema = z.object({
  text: z
    .string({ error: catalogAdminMessages.importEmpty })
    .max(CATALOG_IMPORT_LIMITS.maxChars, catalogAdminMessages.importTooLarge)
    .refine((text) => text.trim() !== '', catalogAdminMessages.importEmpty),
});
export type CatalogImportRequest = z.infer<typeof catalogImportRequestSchema>;

/** Dry run unless `dryRun=false` is asked for explicitly. */
export const catalogImportQuerySchema = z.object({
  dryRun: z
    .enum(['true', 'false'], { error: catalogAdminMessages.importDryRunInvalid })
    .default('true')
    .transform((value) => value === 'true'),
});

export const catalogImportRowSchema = z.object({
  /** The row's line in the text (1 = the header). */
  line: z.number().int(),
  sku: z.string(),
  name: z.string(),
  action: z.enum(CATALOG_IMPORT_ACTIONS),
  /** Why the row is refused (action `error`), else null. */
  message: z.string().nullable(),
  /** For `update`: the columns whose values change. */
  changes: z.array(z.string()),
});
export type CatalogImportRow = z.infer<typeof catalogImportRowSchema>;

export const catalogImportResultSchema = z.object({
  /** True when the rows were written (dryRun=false and no row had an error). */
  applied: z.boolean(),
  summary: z.object({ create: z.number().int(), update: z.number().int(), unchanged: z.number().int(), error: z.number().int() }),
  rows: z.array(catalogImportRowSchema),
});
export type CatalogImportResult = z.infer<typeof catalogImportResultSchema>;

/** 400 from applying an import with bad rows: nothing was written; the rows say which and why. */
export const catalogImportRefusalSchema = z.object({ message: z.string(), rows: z.array(catalogImportRowSchema).optional() });

/** The answer of GET /api/admin/tools: one page as an array, the paging facts in headers. */
export const adminToolPageSchema = adminToolListSchema.meta({
  description: 'One page of the admin product list',
  headers: {
    'x-total-count': { type: 'integer', description: 'Products matching the search and filters, on all pages' },
    link: { type: 'string', description: 'RFC 8288 links to the rel="next" and rel="prev" pages, when there are such pages' },
  },
});
