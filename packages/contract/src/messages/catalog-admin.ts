/** Zod-free constants and messages of the admin catalogue: product list, categories, CSV import/export. */

/** GET /api/admin/tools pages. */
export const ADMIN_TOOL_PAGE = { defaultLimit: 25, maxLimit: 100, maxPage: 10_000, queryMax: 100 } as const;

/** How the admin product list may be ordered ('-' = descending). */
export const ADMIN_TOOL_SORTS = ['oldest', 'newest', 'name', '-name', 'sku', 'price', '-price', 'stock', '-stock'] as const;
export type AdminToolSort = (typeof ADMIN_TOOL_SORTS)[number];

/**
 * Stock filters: `out` cannot fill one minimum order, `low` can but fewer than
 * LOW_STOCK_MINIMUM_ORDERS of them, `in` can fill at least one (low ones included).
 */
export const ADMIN_STOCK_FILTERS = ['in', 'low', 'out'] as const;
export type AdminStockFilter = (typeof ADMIN_STOCK_FILTERS)[number];
export const LOW_STOCK_MINIMUM_ORDERS = 10;

export const adminStockLabels: Record<AdminStockFilter, string> = { in: 'In stock', low: 'Low stock', out: 'Out of stock' };
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
  importUnknownColumn: (column: string) => `Unknown column "${column}"; the columns are ${CATALOG_CSV_COLUMNS.join(', ')}`,
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
