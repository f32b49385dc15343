/** The home page shows the first this-many tools of the catalogue. */
export const HOME_TOOL_COUNT = 4;

/** Limits of the add/edit product forms (the price column holds integer cents). */
export const TOOL_LIMITS = {
  nameMax: 120,
  descriptionMax: 2000,
  imageAddressMax: 2048,
  /** Dollars. */
  priceMax: 1_000_000,
  quantityMax: 10_000_000,
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
  nothingToUpdate: 'Send at least one of price, availableItem or minPurse',
  archivedToolUnchangeable: 'This product is archived and can not be changed',
  uploadMissing: 'Choose an image file to upload',
  uploadNotImage: 'The file must be a JPEG, PNG or WebP image',
  uploadTooLarge: 'The image must be at most 5 MB',
  uploadOneFile: 'Upload one image at a time',
  uploadMalformed: 'The upload did not arrive whole: choose the image and try again',
} as const;
