/** The home page shows this many tools (SPEC.md section 9). */
export const HOME_TOOL_COUNT = 4;

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
  /** SPEC.md section 7: the alert after POST /tools. */
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
} as const;
