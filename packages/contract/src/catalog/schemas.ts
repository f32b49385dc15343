import { z } from 'zod';
import { idSchema } from '../common/schemas.ts';
import {
  ADMIN_STOCK_FILTERS,
  ADMIN_TOOL_PAGE,
  ADMIN_TOOL_SORTS,
  CATALOG_IMPORT_ACTIONS,
  CATALOG_IMPORT_LIMITS,
  CATEGORY_LIMITS,
  SITE_IMAGE_PREFIXES,
  SUGGESTION_LIMIT,
  TOOL_LIMITS,
  TOOL_PAGE,
  TOOL_SORTS,
  DEFAULT_WEIGHT_GRAMS,
  catalogAdminMessages,
  catalogMessages,
} from './messages.ts';
import { checkToolRules, priceBreaksToCents, SKU_PATTERN } from './rules.ts';
import { dollarsToCents } from '../orders/rules.ts';
import { settingsMessages } from '../settings/messages.ts';
import { isVatRate } from '../invoices/rules.ts';

/** A price break as the API shows it: from `minQuantity` units on, each costs `price` (dollars). */
export const priceBreakSchema = z.object({
  minQuantity: z.number().int(),
  price: z.number(),
});

/**
 * A category or a brand as a product names it: what to show and the slug to filter or link by.
 * `nameBn`: a category's Bangla name, only when it has one (Bangla pages show it, else `name`).
 */
export const namedSlugSchema = z.object({ name: z.string(), slug: z.string(), nameBn: z.string().optional() });
export type NamedSlug = z.infer<typeof namedSlugSchema>;

/** A tool as the shop shows it with the API's field names, plus slug, brand and category. `price` is in dollars. */
export const toolSchema = z.object({
  _id: idSchema,
  name: z.string(),
  img: z.string(),
  /** WebP copies of an uploaded picture, 160, 480 and 960 px wide (never wider than it); empty for drawings and outside pictures. */
  imgVariants: z.array(z.object({ width: z.number().int(), url: z.string() })),
  description: z.string(),
  /**
   * What the caller pays per unit: a member of an approved company with a price list gets the
   * list's price; null when the shop hides prices from the caller (guestPrices: hide).
   */
  price: z.number().nullable(),
  /** The public price, only where it differs from `price` (a company's price list). */
  listPrice: z.number().optional(),
  availableItem: z.number().int(),
  minPurse: z.number().int(),
  /** Unique, from the name: /tools/{slug} pages and GET /api/tools/by-slug/{slug}. */
  slug: z.string(),
  brand: namedSlugSchema.nullable(),
  category: namedSlugSchema.nullable(),
  /** The code buyers order by (quick order), unique and upper-case. */
  sku: z.string(),
  /** Quantities are whole multiples of it. */
  packSize: z.number().int(),
  /** The most one order may take; null: only the stock limits it. */
  maxPerOrder: z.number().int().nullable(),
  /** Volume prices, minQuantity ascending, each price below the one before (the first below `price`). */
  priceBreaks: z.array(priceBreakSchema),
  /** The product's VAT rate in percent: 0, 5, 7.5, 10 or 15. */
  vatRate: z.number(),
  /** What one unit weighs, in grams: delivery fees are charged by weight. */
  weightGrams: z.number().int(),
  /** The Bangla name and description, only when the product has them (Bangla pages show them, else the English). */
  nameBn: z.string().optional(),
  descriptionBn: z.string().optional(),
});
export type Tool = z.infer<typeof toolSchema>;

/**
 * Bangla product content as an admin sends it: trimmed and NFC-normalised (ড় has two encodings,
 * which search must see as one); empty or null leaves the product without one.
 */
const banglaTextSchema = (max: number, message: string) =>
  z
    .string({ error: message })
    .transform((text) => text.normalize('NFC').trim())
    .pipe(z.string().max(max, message))
    .nullable()
    .transform((text) => (text ? text : null));
export const toolListSchema = z.array(toolSchema);

/** GET /api/tools/by-slug/{slug}: the tool with its category path, top-level category first. */
export const toolDetailSchema = toolSchema.extend({ categoryPath: z.array(namedSlugSchema) });
export type ToolDetail = z.infer<typeof toolDetailSchema>;

/**
 * Search text as the server reads it: NFC (a Bengali letter typed in either of its encodings is
 * one letter), control characters (NUL included) become spaces, runs of spaces one.
 */
export function normalizeSearchText(text: string): string {
  return (
    text
      .normalize('NFC')
      // eslint-disable-next-line no-control-regex -- matching control characters is the point
      .replace(/[\u0000-\u001f\u007f]/g, ' ')
      .trim()
      .replace(/\s+/g, ' ')
  );
}

/** A whole number in a query string, within bounds; anything else (empty, "1.5", "2e3", "-1") answers `message`. */
const wholeNumberParameter = (min: number, max: number, message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{1,9}$/, message)
    .transform(Number)
    .pipe(z.number().min(min, message).max(max, message));

/** Dollars in a query string (at most 2 decimals), turned into integer cents. */
const dollarParameter = z
  .string({ error: catalogMessages.priceFilterInvalid })
  .regex(/^\d{1,7}(\.\d{1,2})?$/, catalogMessages.priceFilterInvalid)
  .transform((dollars) => Math.round(Number(dollars) * 100));

const slugParameter = z
  .string({ error: catalogMessages.slugInvalid })
  .max(200, catalogMessages.slugInvalid)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, catalogMessages.slugInvalid);

/**
 * GET /api/tools: search, filters, order and page. Unknown parameters are ignored; a repeated
 * one or a bad value answers 400. An empty `q` is no search.
 */
export const toolListQuerySchema = z
  .object({
    q: z
      .string({ error: catalogMessages.searchTooLong })
      .max(TOOL_PAGE.queryMax, catalogMessages.searchTooLong)
      .transform(normalizeSearchText)
      .optional(),
    category: slugParameter.optional(),
    brand: slugParameter.optional(),
    minPrice: dollarParameter.optional(),
    maxPrice: dollarParameter.optional(),
    inStock: z.enum(['true', 'false'], { error: catalogMessages.inStockInvalid }).optional(),
    sort: z.enum(TOOL_SORTS, { error: catalogMessages.sortInvalid }).optional(),
    page: wholeNumberParameter(1, TOOL_PAGE.maxPage, catalogMessages.pageInvalid).optional(),
    limit: wholeNumberParameter(1, TOOL_PAGE.maxLimit, catalogMessages.limitInvalid).optional(),
  })
  .refine((query) => query.minPrice === undefined || query.maxPrice === undefined || query.minPrice <= query.maxPrice, {
    message: catalogMessages.priceRangeInvalid,
    path: ['minPrice'],
  });
export type ToolListQueryInput = z.input<typeof toolListQuerySchema>;
export type ToolListQuery = z.output<typeof toolListQuerySchema>;

/** The answer of GET /api/tools: the sketch's array (one page), with the paging facts in headers. */
export const toolPageSchema = toolListSchema.meta({
  description: 'One page of tools on sale, in the asked order',
  headers: {
    'x-total-count': { type: 'integer', description: 'Tools matching the search and filters, on all pages' },
    link: {
      type: 'string',
      description: 'RFC 8288 links to the rel="next" and rel="prev" pages, when there are such pages',
    },
    'x-did-you-mean': {
      type: 'string',
      description:
        'Only when a search (q) found nothing: the name of the nearest product, percent-encoded UTF-8 (decodeURIComponent), to offer as "Did you mean …"',
    },
  },
});

/** GET /api/categories: the category tree; `count` is the products on sale in it and its sub-categories. */
export const subCategorySchema = z.object({
  name: z.string(),
  slug: z.string(),
  /** Only when the category has a Bangla name. */
  nameBn: z.string().optional(),
  count: z.number().int(),
  /** Always empty: categories have two levels. Kept so every node has the same shape. */
  children: z.array(z.never()),
});
export const categoryNodeSchema = subCategorySchema.extend({ children: z.array(subCategorySchema) });
export type CategoryNode = z.infer<typeof categoryNodeSchema>;
export const categoryTreeSchema = z.array(categoryNodeSchema);

/** GET /api/brands: the brands with products on sale, by name; `count` is how many. */
export const brandSchema = z.object({ name: z.string(), slug: z.string(), count: z.number().int() });
export type Brand = z.infer<typeof brandSchema>;
export const brandListSchema = z.array(brandSchema);

/** GET /api/search/suggest?q=: at most SUGGESTION_LIMIT entries for a type-ahead. */
export const suggestQuerySchema = z.object({
  q: z
    .string({ error: catalogMessages.searchTooLong })
    .max(TOOL_PAGE.queryMax, catalogMessages.searchTooLong)
    .transform(normalizeSearchText)
    .default(''),
});
export const suggestionSchema = z.object({
  type: z.enum(['tool', 'category']),
  name: z.string(),
  slug: z.string(),
  /** The Bangla name, only when the product or category has one. */
  nameBn: z.string().optional(),
  /** The product's SKU; null for a category. */
  sku: z.string().nullable(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;
export const suggestionListSchema = z.array(suggestionSchema).max(SUGGESTION_LIMIT);

export const slugParamsSchema = z.object({ slug: z.string().max(200) });

/**
 * A number field: missing (or an empty form input, which arrives as NaN) says "required",
 * anything else that is not a number says "must be a number".
 */
const numberField = (requiredMessage: string, notNumberMessage: string) =>
  z.number({
    error: (issue) =>
      issue.input === undefined ||
      issue.input === null ||
      (typeof issue.input === 'number' && Number.isNaN(issue.input))
        ? requiredMessage
        : notNumberMessage,
  });

/** True when a dollar amount has at most two decimals, so it converts to cents exactly. */
export function isWholeCents(dollars: number): boolean {
  const cents = dollars * 100;
  return Math.abs(cents - Math.round(cents)) < 1e-6;
}

/** An image address: an https URL (the CSP allows no plain-http images), or a path of the shop's own pictures (/images/…, /uploads/…). */
export function isImageAddress(value: string): boolean {
  if (/\s|\\/.test(value)) return false;
  if (value.startsWith('/')) {
    const path = value.split(/[?#]/)[0] ?? '';
    // Inside the picture folders, and no ".." (plain or encoded, which browsers resolve alike).
    return SITE_IMAGE_PREFIXES.some((prefix) => path.startsWith(prefix)) && !/(^|\/)(\.|%2e){2}(\/|$)/i.test(path);
  }
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && Boolean(url.hostname);
  } catch {
    return false;
  }
}

export const toolPriceSchema = numberField(catalogMessages.priceRequired, catalogMessages.priceNotNumber)
  .positive(catalogMessages.pricePositive)
  .max(TOOL_LIMITS.priceMax, catalogMessages.priceTooHigh)
  .refine(isWholeCents, catalogMessages.priceCents);

export const availableItemSchema = numberField(
  catalogMessages.availableItemRequired,
  catalogMessages.availableItemNotNumber,
)
  .int(catalogMessages.availableItemWhole)
  .min(0, catalogMessages.availableItemNegative)
  .max(TOOL_LIMITS.quantityMax, catalogMessages.availableItemTooHigh);

export const quentitySchema = numberField(catalogMessages.quentityRequired, catalogMessages.quentityNotNumber)
  .int(catalogMessages.quentityWhole)
  .min(0, catalogMessages.quentityNegative)
  .max(TOOL_LIMITS.quantityMax, catalogMessages.quentityTooHigh);

export const minPurseSchema = numberField(catalogMessages.minPurseRequired, catalogMessages.minPurseNotNumber)
  .int(catalogMessages.minPurseWhole)
  .min(1, catalogMessages.minPurseAtLeastOne)
  .max(TOOL_LIMITS.quantityMax, catalogMessages.minPurseAboveAvailable);

/** Empty means "generate one" (`TBD-000123`); anything else is stored upper-case. */
export const skuSchema = z
  .string({ error: catalogMessages.skuInvalid })
  .trim()
  .toUpperCase()
  .refine((sku) => sku === '' || SKU_PATTERN.test(sku), catalogMessages.skuInvalid);

export const packSizeSchema = numberField(catalogMessages.packSizeRequired, catalogMessages.packSizeNotNumber)
  .int(catalogMessages.packSizeWhole)
  .min(1, catalogMessages.packSizeWhole)
  .max(TOOL_LIMITS.quantityMax, catalogMessages.packSizeTooHigh);

/** Null (or left out when adding) means no cap but the stock. */
export const maxPerOrderSchema = numberField(catalogMessages.maxPerOrderNotNumber, catalogMessages.maxPerOrderNotNumber)
  .int(catalogMessages.maxPerOrderWhole)
  .min(1, catalogMessages.maxPerOrderWhole)
  .max(TOOL_LIMITS.quantityMax, catalogMessages.maxPerOrderTooHigh)
  .nullable();

export const priceBreakInputSchema = z.object({
  minQuantity: numberField(catalogMessages.priceBreakQuantityRequired, catalogMessages.priceBreakQuantityWhole)
    .int(catalogMessages.priceBreakQuantityWhole)
    .min(1, catalogMessages.priceBreakQuantityWhole)
    .max(TOOL_LIMITS.quantityMax, catalogMessages.priceBreakQuantityWhole),
  price: toolPriceSchema,
});
export type PriceBreakInput = z.infer<typeof priceBreakInputSchema>;

export const priceBreaksSchema = z
  .array(priceBreakInputSchema)
  .max(TOOL_LIMITS.priceBreaksMax, catalogMessages.priceBreaksTooMany);

/** What one unit weighs, in whole grams, from 1 g to a tonne. */
export const weightGramsSchema = z
  .number({ error: catalogMessages.weightGrams })
  .int(catalogMessages.weightGrams)
  .min(1, catalogMessages.weightGrams)
  .max(TOOL_LIMITS.weightGramsMax, catalogMessages.weightGrams);

/** A product's VAT rate in percent, one of VAT_RATES; left out when adding, the shop's default rate applies. */
export const toolVatRateSchema = z
  .number({ error: settingsMessages.vatRate })
  .refine(isVatRate, settingsMessages.vatRate);

export const toolImageSchema = z
  .string({ error: catalogMessages.imgRequired })
  .trim()
  .min(1, catalogMessages.imgRequired)
  .max(TOOL_LIMITS.imageAddressMax, catalogMessages.imgInvalid)
  .refine(isImageAddress, catalogMessages.imgInvalid);

/**
 * POST /api/tools, and the add-product form (every field the admin fills in, name and description included).
 * Field names are the sketch's: `quentity` is the quantity listed when the product is added.
 */
export const newToolSchema = z
  .object({
    name: z
      .string({ error: catalogMessages.nameRequired })
      .trim()
      .min(1, catalogMessages.nameRequired)
      .max(TOOL_LIMITS.nameMax, catalogMessages.nameTooLong),
    description: z
      .string({ error: catalogMessages.descriptionRequired })
      .trim()
      .min(1, catalogMessages.descriptionRequired)
      .max(TOOL_LIMITS.descriptionMax, catalogMessages.descriptionTooLong),
    price: toolPriceSchema,
    availableItem: availableItemSchema,
    quentity: quentitySchema,
    minPurse: minPurseSchema,
    img: toolImageSchema,
    sku: skuSchema.optional(),
    packSize: packSizeSchema.default(1),
    maxPerOrder: maxPerOrderSchema.optional(),
    priceBreaks: priceBreaksSchema.default([]),
    vatRate: toolVatRateSchema.optional(),
    weightGrams: weightGramsSchema.default(DEFAULT_WEIGHT_GRAMS),
    nameBn: banglaTextSchema(TOOL_LIMITS.nameMax, catalogMessages.nameBnTooLong).optional(),
    descriptionBn: banglaTextSchema(TOOL_LIMITS.descriptionMax, catalogMessages.descriptionBnTooLong).optional(),
  })
  .refine((tool) => tool.minPurse <= tool.availableItem, {
    path: ['minPurse'],
    message: catalogMessages.minPurseAboveAvailable,
  })
  .superRefine((tool, context) => {
    const problem = checkToolRules({
      priceCents: dollarsToCents(tool.price),
      minPurse: tool.minPurse,
      packSize: tool.packSize,
      maxPerOrder: tool.maxPerOrder,
      priceBreaks: priceBreaksToCents(tool.priceBreaks),
    });
    if (problem) context.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  });
export type NewTool = z.infer<typeof newToolSchema>;

/**
 * PATCH /api/tools/{id}: an admin's change of price, stock, minimum or selling rules; at least
 * one of them. The minimum may not exceed the stock, except that a stock of 0 marks the product
 * sold out. The selling rules are judged by the server on the product as it would become
 * (`checkToolRules`), since a change of one field can break a rule with a field not sent.
 */
export const toolUpdateSchema = z
  .object({
    price: toolPriceSchema.optional(),
    availableItem: availableItemSchema.optional(),
    minPurse: minPurseSchema.optional(),
    /** An empty SKU is refused here: a product keeps the one it has. */
    sku: skuSchema.refine((sku) => sku !== '', catalogMessages.skuInvalid).optional(),
    packSize: packSizeSchema.optional(),
    maxPerOrder: maxPerOrderSchema.optional(),
    priceBreaks: priceBreaksSchema.optional(),
    vatRate: toolVatRateSchema.optional(),
    weightGrams: weightGramsSchema.optional(),
    /** null or empty removes it. */
    nameBn: banglaTextSchema(TOOL_LIMITS.nameMax, catalogMessages.nameBnTooLong).optional(),
    descriptionBn: banglaTextSchema(TOOL_LIMITS.descriptionMax, catalogMessages.descriptionBnTooLong).optional(),
  })
  .refine((change) => Object.values(change).some((value) => value !== undefined), {
    message: catalogMessages.nothingToUpdate,
  })
  .refine(
    (change) =>
      change.minPurse === undefined ||
      change.availableItem === undefined ||
      change.availableItem === 0 ||
      change.minPurse <= change.availableItem,
    { path: ['minPurse'], message: catalogMessages.minPurseAboveAvailable },
  );
export type ToolUpdate = z.infer<typeof toolUpdateSchema>;

/** DELETE /api/tools/{id}: a product with orders is archived (kept for its orders), one without is erased. */
export const toolDeleteResultSchema = z.object({
  acknowledged: z.boolean(),
  /** 1 when the product was erased, 0 when it was archived instead. */
  deletedCount: z.number().int(),
  archived: z.boolean(),
});
export type ToolDeleteResult = z.infer<typeof toolDeleteResultSchema>;

/** POST /api/uploads: where the uploaded picture is served. */
export const uploadResultSchema = z.object({ url: z.string() });
export type UploadResult = z.infer<typeof uploadResultSchema>;

// The admin catalogue: the paged product list, category management, CSV import.

/** GET /api/admin/tools: one page of every product, archived ones included and flagged (query below). */ const adminToolSchema =
  toolSchema.extend({
    /** Admins always see the public price. */
    price: z.number(),
    /** The `quentity` the product was added with (none for the demo catalogue's older rows). */
    quentity: z.number().int().nullable(),
    archived: z.boolean(),
    /** How many orders refer to it: with any, Delete archives instead of erasing. */
    orderCount: z.number().int(),
  });
export type AdminTool = z.infer<typeof adminToolSchema>;
export const adminToolListSchema = z.array(adminToolSchema);

const SLUG_FORMAT = /^[a-z0-9]+(-[a-z0-9]+)*$/;

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
  category: z
    .string({ error: catalogMessages.slugInvalid })
    .max(200, catalogMessages.slugInvalid)
    .regex(SLUG_FORMAT, catalogMessages.slugInvalid)
    .optional(),
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
const parentSchema = z
  .string({ error: catalogAdminMessages.categoryParentNotFound })
  .regex(SLUG_FORMAT, catalogAdminMessages.categoryParentNotFound)
  .nullable();

/** POST /api/categories. Without a slug one is made from the name ("Hand Tools" → hand-tools). */
const categoryNameBnSchema = banglaTextSchema(CATEGORY_LIMITS.nameMax, catalogAdminMessages.categoryNameBnTooLong);

export const newCategorySchema = z.object({
  name: categoryNameSchema,
  nameBn: categoryNameBnSchema.optional(),
  slug: categorySlugSchema.optional(),
  parent: parentSchema.optional(),
  sortOrder: sortOrderSchema.optional(),
});
export type NewCategory = z.infer<typeof newCategorySchema>;

/** PATCH /api/categories/{slug or id}: rename, change the slug, move (parent) or reorder; at least one. */
export const categoryUpdateSchema = z
  .object({
    name: categoryNameSchema.optional(),
    /** null or empty removes it. */
    nameBn: categoryNameBnSchema.optional(),
    slug: categorySlugSchema.optional(),
    parent: parentSchema.optional(),
    sortOrder: sortOrderSchema.optional(),
  })
  .refine((change) => Object.values(change).some((value) => value !== undefined), {
    message: catalogAdminMessages.categoryNothingToUpdate,
  });
export type CategoryUpdate = z.infer<typeof categoryUpdateSchema>;

/** A category is named in the path by its slug or its id. */
export const categoryRefParamsSchema = z.object({ ref: z.string().min(1).max(200) });

/** One category as the admin sees it: `products` counts its own products, archived ones included; `onSale` its and its children's products on sale. */
export const adminSubCategorySchema = z.object({
  id: idSchema,
  name: z.string(),
  /** The Bangla name, only when it has one. */
  nameBn: z.string().optional(),
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
  summary: z.object({
    create: z.number().int(),
    update: z.number().int(),
    unchanged: z.number().int(),
    error: z.number().int(),
  }),
  rows: z.array(catalogImportRowSchema),
});
export type CatalogImportResult = z.infer<typeof catalogImportResultSchema>;

/** 400 from applying an import with bad rows: nothing was written; the rows say which and why. */
export const catalogImportRefusalSchema = z.object({
  message: z.string(),
  rows: z.array(catalogImportRowSchema).optional(),
});

/** The answer of GET /api/admin/tools: one page as an array, the paging facts in headers. */
export const adminToolPageSchema = adminToolListSchema.meta({
  description: 'One page of the admin product list',
  headers: {
    'x-total-count': { type: 'integer', description: 'Products matching the search and filters, on all pages' },
    link: {
      type: 'string',
      description: 'RFC 8288 links to the rel="next" and rel="prev" pages, when there are such pages',
    },
  },
});
