/** Dollars as the sketch shows them: the amount followed by $ (e.g. "45.99$"). */
export function formatPrice(dollars: number): string {
  return `${dollars.toFixed(2)}$`;
}

// Made on first use: building an Intl formatter is slow, and the home page never needs it.
let usd: Intl.NumberFormat | undefined;

/** A dollar amount in the usual form (e.g. "$1,234.50"), for totals and payments. */
export function formatDollars(dollars: number): string {
  usd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  return usd.format(dollars);
}
