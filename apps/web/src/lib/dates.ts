/**
 * Dates as en-US's medium style writes them ("Nov 23, 2026"), without Intl: building an
 * Intl.DateTimeFormat loads ICU's date data, a long task on a phone's main thread (Lighthouse's
 * 4x slower CPU), and the product page paid it while hydrating, for its reviews.
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

const toDate = (value: string | Date) => (typeof value === 'string' ? new Date(value) : value);

/** The day in the browser's time zone. */
export function formatDate(value: string | Date): string {
  const date = toDate(value);
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

/** The day in UTC: a page rendered on the server shows the same date the browser then renders. */
export function formatUtcDate(value: string | Date): string {
  const date = toDate(value);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
