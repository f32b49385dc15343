/** The home page shows the first this-many tools of the catalogue. */
export const HOME_TOOL_COUNT = 4;

/** GET /api/tools pages: `limit` runs 1..max, default `defaultLimit`; search text up to `queryMax` characters. */
export const TOOL_PAGE = { defaultLimit: 60, maxLimit: 100, maxPage: 10_000, queryMax: 100 } as const;

/** How GET /api/tools may order its answer; `relevance` needs a search text (without one it is `newest`). */
export const TOOL_SORTS = ['relevance', 'newest', 'oldest', 'name', 'price', '-price'] as const;

/** The type-ahead answers at most this many suggestions. */
export const SUGGESTION_LIMIT = 8;

/** Limits of the add/edit product forms (the price column holds integer cents). */
export const TOOL_LIMITS = {
  nameMax: 120,
  descriptionMax: 2000,
  imageAddressMax: 2048,
  /** Dollars. */
  priceMax: 1_000_000,
  quantityMax: 10_000_000,
  skuMin: 3,
  skuMax: 32,
  priceBreaksMax: 5,
  /** A product weighs at least a gram and at most a tonne. */
  weightGramsMax: 1_000_000,
} as const;

/** A product's weight in grams when none is given (what delivery fees are charged by). */
export const DEFAULT_WEIGHT_GRAMS = 1_000;

/** Uploaded product pictures: one JPEG, PNG or WebP file of at most 5 MB, recognised by its content. */
export const UPLOAD_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  accept: 'image/jpeg,image/png,image/webp',
} as const;

/** Site paths that may hold product pictures: the demo drawings and admin uploads. */
export const SITE_IMAGE_PREFIXES = ['/images/', '/uploads/'] as const;

export const catalogMessages = {
  toolNotFound: 'Tool not found',
  orderButton: 'Order',
  /** The alert the admin sees once a new product is saved. */
  toolAdded: 'Item Successfully Added!',
  nameRequired: 'Product name is required',
  nameTooLong: 'Product name is too long',
  descriptionRequired: 'Description is required',
  descriptionTooLong: 'Description is too long',
  nameBnTooLong: 'Bangla name is too long',
  descriptionBnTooLong: 'Bangla description is too long',
  priceRequired: 'Price is required',
  priceNotNumber: 'Price must be a number',
  pricePositive: 'Price must be more than 0',
  priceCents: 'Price can have at most 2 decimals',
  priceTooHigh: 'Price is too high',
  availableItemRequired: 'Available quantity is required',
  availableItemNotNumber: 'Available quantity must be a number',
  availableItemWhole: 'Available quantity must be a whole number',
  availableItemNegative: 'Available quantity can not be negative',
  availableItemTooHigh: 'Available quantity is too high',
  quentityRequired: 'Quantity is required',
  quentityNotNumber: 'Quantity must be a number',
  quentityWhole: 'Quantity must be a whole number',
  quentityNegative: 'Quantity can not be negative',
  quentityTooHigh: 'Quantity is too high',
  minPurseRequired: 'Minimum order is required',
  minPurseNotNumber: 'Minimum order must be a number',
  minPurseWhole: 'Minimum order must be a whole number',
  minPurseAtLeastOne: 'Minimum order must be at least 1',
  minPurseAboveAvailable: 'Minimum order can not be more than the available quantity',
  imgRequired: 'Image is required',
  imgInvalid: 'Image must be a secure web address (https://) or an uploaded picture',
  nothingToUpdate: 'Send at least one of price, availableItem, minPurse, sku, packSize, maxPerOrder or priceBreaks',
  skuInvalid: 'SKU must be 3 to 32 letters, digits or dashes',
  skuTaken: 'Another product already has this SKU',
  packSizeRequired: 'Pack size is required',
  packSizeNotNumber: 'Pack size must be a number',
  packSizeWhole: 'Pack size must be a whole number of at least 1',
  packSizeTooHigh: 'Pack size is too high',
  minPurseNotPackMultiple: 'Minimum order must be a multiple of the pack size',
  maxPerOrderNotNumber: 'Max per order must be a number',
  maxPerOrderWhole: 'Max per order must be a whole number of at least 1',
  maxPerOrderTooHigh: 'Max per order is too high',
  maxPerOrderNotPackMultiple: 'Max per order must be a multiple of the pack size',
  maxPerOrderBelowMinimum: 'Max per order can not be less than the minimum order',
  priceBreaksTooMany: 'A product has at most 5 price breaks',
  priceBreakQuantityRequired: 'Each price break needs a quantity',
  priceBreakQuantityWhole: 'Each price break quantity must be a whole number',
  priceBreakQuantitiesAscending: 'Price break quantities must go up from one break to the next',
  priceBreakAboveMinimum: 'Each price break quantity must be more than the minimum order',
  priceBreakPackMultiple: 'Each price break quantity must be a multiple of the pack size',
  priceBreakPricesDescending: 'Each price break price must be below the one before it, the first below the base price',
  archivedToolUnchangeable: 'This product is archived and can not be changed',
  uploadMissing: 'Choose an image file to upload',
  uploadNotImage: 'The file must be a JPEG, PNG or WebP image',
  uploadTooLarge: 'The image must be at most 5 MB',
  uploadOneFile: 'Upload one image at a time',
  pageInvalid: 'page must be a whole number from 1 to 10000',
  limitInvalid: 'limit must be a whole number from 1 to 100',
  sortInvalid: 'sort must be one of relevance, newest, oldest, name, price, -price',
  priceFilterInvalid: 'minPrice and maxPrice must be amounts in dollars, like 12 or 12.50',
  priceRangeInvalid: 'minPrice can not be more than maxPrice',
  inStockInvalid: 'inStock must be true or false',
  slugInvalid: 'category and brand must be slugs, like hand-tools',
  searchTooLong: 'Search text is too long',
  uploadMalformed: 'The upload did not arrive whole: choose the image and try again',
  weightGrams: `Weight must be a whole number of grams from 1 to ${TOOL_LIMITS.weightGramsMax.toLocaleString('en-US')}`,
} as const;

// Zod-free constants and messages of the admin catalogue: product list, categories, CSV import/export.
/** GET /api/admin/tools pages. */
export const ADMIN_TOOL_PAGE = { defaultLimit: 25, maxLimit: 100, maxPage: 10_000, queryMax: 100 } as const;

/** How the admin product list may be ordered ('-' = descending). */
export const ADMIN_TOOL_SORTS = [
  'oldest',
  'newest',
  'name',
  '-name',
  'sku',
  'price',
  '-price',
  'stock',
  '-stock',
] as const;
export type AdminToolSort = (typeof ADMIN_TOOL_SORTS)[number];

/**
 * Stock filters: `out` cannot fill one minimum order, `low` can but fewer than
 * LOW_STOCK_MINIMUM_ORDERS of them, `in` can fill at least one (low ones included).
 */
export const ADMIN_STOCK_FILTERS = ['in', 'low', 'out'] as const;
export type AdminStockFilter = (typeof ADMIN_STOCK_FILTERS)[number];
export const LOW_STOCK_MINIMUM_ORDERS = 10;

export const adminStockLabels: Record<AdminStockFilter, string> = {
  in: 'In stock',
  low: 'Low stock',
  out: 'Out of stock',
};
export const adminToolSortLabels: Record<AdminToolSort, string> = {
  oldest: 'Oldest first',
  newest: 'Newest first',
  name: 'Name A–Z',
  '-name': 'Name Z–A',
  sku: 'SKU',
  price: 'Price, low to high',
  '-price': 'Price, high to low',
  stock: 'Stock, low to high',
  '-stock': 'Stock, high to low',
};

/** Category names and the category tree's limits (two levels: a top-level category and its children). */
export const CATEGORY_LIMITS = { nameMax: 120, slugMax: 80, sortOrderMax: 1_000_000 } as const;

/** CSV import: at most this many characters of text and data rows; the body limit leaves room for JSON escapes. */
export const CATALOG_IMPORT_LIMITS = { maxChars: 2_000_000, maxRows: 5_000 } as const;

/** The columns of the catalogue CSV, in export order. `sku` identifies a row; a column left out of an import keeps the product's value. */
export const CATALOG_CSV_COLUMNS = [
  'sku',
  'name',
  'category',
  'brand',
  'price',
  'stock',
  'minPurse',
  'packSize',
  'maxPerOrder',
  'priceBreaks',
  'vatRate',
  'description',
  'img',
  'weight_grams',
  'name_bn',
  'description_bn',
] as const;
export type CatalogCsvColumn = (typeof CATALOG_CSV_COLUMNS)[number];

/** What one import row does: a new product, a change, nothing (same as stored), or a refusal. */
export const CATALOG_IMPORT_ACTIONS = ['create', 'update', 'unchanged', 'error'] as const;
export type CatalogImportAction = (typeof CATALOG_IMPORT_ACTIONS)[number];

export const catalogAdminMessages = {
  adminSortInvalid: `sort must be one of ${ADMIN_TOOL_SORTS.join(', ')}`,
  stockFilterInvalid: 'stock must be in, low or out',
  categoryNotFound: 'Category not found',
  categoryNameRequired: 'Category name is required',
  categoryNameTooLong: 'Category name is too long',
  categoryNameBnTooLong: 'Bangla category name is too long',
  categorySlugInvalid: 'Slug must be lower-case letters and digits joined by single dashes, like hand-tools',
  categorySlugTaken: 'Another category already has this slug',
  categoryParentNotFound: 'The parent category does not exist',
  categoryParentIsChild: 'Categories have two levels: the parent must be a top-level category',
  categoryHasChildrenCannotMove: 'A category with sub-categories can not become a sub-category',
  categoryOwnParent: 'A category can not be its own parent',
  categorySortOrderInvalid: 'Sort order must be a whole number from 0 to 1000000',
  categoryNothingToUpdate: 'Send at least one of name, slug, parent or sortOrder',
  categoryHasProducts: (count: number) =>
    `This category holds ${count} ${count === 1 ? 'product' : 'products'} (archived ones included): move them to another category first`,
  categoryHasChildren: (count: number) =>
    `This category has ${count} ${count === 1 ? 'sub-category' : 'sub-categories'}: move or remove them first`,
  categoryAdded: 'Category added',
  categorySaved: 'Category saved',
  categoryRemoved: 'Category removed',
  importEmpty: 'Paste CSV text or choose a CSV file',
  importTooLarge: `The CSV may hold at most ${CATALOG_IMPORT_LIMITS.maxChars.toLocaleString('en-US')} characters`,
  importTooManyRows: `The CSV may hold at most ${CATALOG_IMPORT_LIMITS.maxRows.toLocaleString('en-US')} rows`,
  importNoRows: 'The CSV has a header but no rows',
  importMissingSkuColumn: 'The first line must be a header naming the columns, sku among them',
  importUnknownColumn: (column: string) =>
    `Unknown column "${column}"; the columns are ${CATALOG_CSV_COLUMNS.join(', ')}`,
  importDuplicateColumn: (column: string) => `The column "${column}" appears twice`,
  importUnclosedQuote: 'A quoted cell is not closed',
  importDryRunInvalid: 'dryRun must be true or false',
  importHasErrors: (count: number) => `${count} ${count === 1 ? 'row has' : 'rows have'} errors: nothing was imported`,
  rowSkuRequired: 'SKU is required',
  rowSkuDuplicate: (line: number) => `The same SKU is on line ${line}`,
  rowWrongCellCount: (expected: number, found: number) => `Expected ${expected} cells, found ${found}`,
  rowUnknownCategory: (category: string) => `Unknown category "${category}"`,
  rowRequired: (column: string) => `${column} is required for a new product`,
  rowNotNumber: (column: string) => `${column} must be a number`,
  rowPriceBreaksInvalid: 'priceBreaks must look like 48:235.00|144:220.00 (quantity:price, separated by |)',
  rowArchived: 'This SKU belongs to an archived product, which can not be changed',
  rowBrandTooLong: 'Brand name is too long',
} as const;
