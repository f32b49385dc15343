/** Zod-free facts and messages of dealer price lists. */

export const PRICE_LIST_LIMITS = {
  nameMax: 120,
  /** The most per-tool entries one list may carry. */
  pricesMax: 20_000,
} as const;

export const pricingMessages = {
  priceListNotFound: 'Price list not found',
  /** DELETE while a company is assigned the list (the companies keep their prices until reassigned). */
  priceListInUse: 'This price list is assigned to a company: give the company another list (or none) first',
  nameRequired: 'Price list name is required',
  nameTooLong: 'Price list name is too long',
  discountPercentInvalid: 'discountPercent must be a number from 0 to 90 with at most two decimals',
  pricesInvalid: 'prices must be a list of {toolId, price, priceBreaks?}',
  pricesTooMany: 'A price list may fix at most 20000 product prices',
  toolIdInvalid: 'toolId must be a product id',
  toolUnknown: 'A product in prices does not exist',
  toolTwice: 'A product appears twice in prices',
  nothingToUpdate: 'Send at least one of name, discountPercent or prices',
  /** 403 to ordering and cart writes while the shop hides prices from everyone but the trade. */
  tradeOnly: 'Prices and ordering are for trade accounts',
  /** Where a price would be, while the shop hides prices from guests. */
  signInForPrices: 'Sign in with a trade account to see prices',
} as const;
