/** Dollars as the sketch shows them: the amount followed by $ (e.g. "45.99$"). */
export function formatPrice(dollars: number): string {
  return `${dollars.toFixed(2)}$`;
}

/** A dollar amount in the usual form (e.g. "$1,234.50"), for totals and payments. */
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
export function formatDollars(dollars: number): string {
  return usd.format(dollars);
}
