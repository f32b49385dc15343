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
} as const;

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
} as const;
