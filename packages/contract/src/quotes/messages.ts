/** Zod-free facts and messages of quotes: a price asked for a large order, answered, and accepted as an order. */

export const QUOTE_STATUSES = ['requested', 'quoted', 'accepted', 'rejected', 'expired', 'withdrawn'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** Statuses a quote is still open in: the buyer waits for prices, or may accept them. */
export const OPEN_QUOTE_STATUSES = ['requested', 'quoted'] as const satisfies readonly QuoteStatus[];

export const QUOTE_EVENT_TYPES = [
  'requested',
  'quoted',
  'message',
  'accepted',
  'rejected',
  'expired',
  'withdrawn',
] as const;
export type QuoteEventType = (typeof QUOTE_EVENT_TYPES)[number];

/** Who wrote a message of a quote: its buyer's side, or the shop. */
export const QUOTE_AUTHORS = ['buyer', 'shop'] as const;
export type QuoteAuthor = (typeof QUOTE_AUTHORS)[number];

export const QUOTE_LIMITS = {
  /** A message of either side, in characters. */
  messageMax: 2_000,
  /** The buyer's note with the request, the shop's with its prices, a rejection's. */
  noteMax: 2_000,
  /** How far ahead a quote may be valid, in Dhaka days from today. */
  validDaysMax: 90,
  /** The admin list's page. */
  pageSize: 20,
  /** The highest price per unit a quote may give, in dollars (a tool's own highest price). */
  priceMax: 1_000_000,
} as const;

export const quoteMessages = {
  quoteNotFound: 'Quote not found',
  notYours: 'This quote is not yours',
  notPricedYet: 'This quote has not been priced yet',
  expired: 'This quote has expired',
  noLongerOpen: 'This quote is no longer open',
  /** The shop changed its prices while the buyer was accepting the earlier ones. */
  changed: 'This quote has changed: read it again before accepting',
  tooManyOpenQuotes: (count: number) => `You have ${count} open quotes`,
  messageInvalid: 'A message has 1 to 2,000 characters',
  noteInvalid: 'A note has at most 2,000 characters',
  validUntilInvalid: 'validUntil must be a date (YYYY-MM-DD) from today to 90 days ahead',
  linesInvalid: 'lines must price every line of the quote, each product once',
  priceInvalid: 'price must be at least 0.01, in whole cents',
  quantityInvalid: 'quantity must be a whole number of at least 1',
  statusInvalid: 'status must be requested, quoted, accepted, rejected, expired or withdrawn',
  pageInvalid: 'page must be 1 or more',
} as const;

export const quoteStatusLabels: Record<QuoteStatus, string> = {
  requested: 'Requested',
  quoted: 'Quoted',
  accepted: 'Accepted',
  rejected: 'Rejected',
  expired: 'Expired',
  withdrawn: 'Withdrawn',
};

export const quoteEventLabels: Record<QuoteEventType, string> = {
  requested: 'Quote requested',
  quoted: 'Prices sent',
  message: 'Message',
  accepted: 'Accepted: order placed',
  rejected: 'Rejected',
  expired: 'Expired',
  withdrawn: 'Withdrawn by the shop',
};
