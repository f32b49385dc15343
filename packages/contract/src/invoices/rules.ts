/**
 * The VAT arithmetic, in one home that the server's placement, the invoices and
 * the browser all call. Zod-free. Money is integer minor units (cents, paisa); a rate is integer
 * basis points (15 % = 1500, 7.5 % = 750), so nothing here is a float.
 *
 * VAT is computed per line (quantity × unit price), never per unit, and rounded half up once:
 *   - prices include VAT (the default): VAT = gross × rate / (100 % + rate), net = gross − VAT;
 *   - prices exclude VAT: VAT = net × rate, gross = net + VAT.
 * The order's VAT is the sum of its lines' VAT, so printed lines always add up to the printed total.
 */
import { VAT_RATES, type ShopCurrency, type VatRate } from '../settings/messages.ts';

/** 100 % in basis points. */
const WHOLE_BASIS_POINTS = 10_000;

/** The allowed rates in basis points (0, 500, 750, 1000, 1500): what the database stores. */
export const VAT_RATE_BASIS_POINTS: readonly number[] = VAT_RATES.map((percent) => Math.round(percent * 100));

/** The default rate of a new product and a new shop: 15 %. */
export const DEFAULT_VAT_RATE_BASIS_POINTS = 1500;

/** True for one of the allowed rates in percent (0, 5, 7.5, 10, 15). */
export function isVatRate(percent: unknown): percent is VatRate {
  return typeof percent === 'number' && (VAT_RATES as readonly number[]).includes(percent);
}

/** Percent as the wire carries it (7.5) → basis points (750). */
export const vatPercentToBasisPoints = (percent: number): number => Math.round(percent * 100);

/** Basis points (750) → percent as the wire and the screens show it (7.5). */
export const vatBasisPointsToPercent = (basisPoints: number): number => basisPoints / 100;

/**
 * numerator / denominator rounded half up, for non-negative integers. Exact while the
 * numerator stays below 2^52: a 32-bit amount times a rate of at most 10,000 does.
 */
function divideHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** One line's amounts after VAT, in minor units. `grossCents = netCents + vatCents` always. */
export interface LineVat {
  netCents: number;
  vatCents: number;
  grossCents: number;
  rateBasisPoints: number;
}

/** What a line's VAT depends on: its amount (quantity × unit price), its rate, and the shop's setting. */
export interface LineVatInput {
  /** Quantity × unit price as the shop lists it (gross when prices include VAT, net otherwise). */
  amountCents: number;
  rateBasisPoints: number;
  pricesIncludeVat: boolean;
}

/** The VAT contained in a gross amount: gross × rate / (10,000 + rate), half up. */
export function vatIncludedIn(grossCents: number, rateBasisPoints: number): LineVat {
  const vatCents = divideHalfUp(grossCents * rateBasisPoints, WHOLE_BASIS_POINTS + rateBasisPoints);
  return { netCents: grossCents - vatCents, vatCents, grossCents, rateBasisPoints };
}

/** The VAT added on top of a net amount: net × rate / 10,000, half up. */
export function vatAddedTo(netCents: number, rateBasisPoints: number): LineVat {
  const vatCents = divideHalfUp(netCents * rateBasisPoints, WHOLE_BASIS_POINTS);
  return { netCents, vatCents, grossCents: netCents + vatCents, rateBasisPoints };
}

/** A line's net, VAT and gross under the shop's setting. */
export function lineVat({ amountCents, rateBasisPoints, pricesIncludeVat }: LineVatInput): LineVat {
  return pricesIncludeVat ? vatIncludedIn(amountCents, rateBasisPoints) : vatAddedTo(amountCents, rateBasisPoints);
}

/** An order's totals: the sums of its lines (never VAT computed again on the total). */
export function orderVatTotals(lines: readonly Pick<LineVat, 'netCents' | 'vatCents' | 'grossCents'>[]): {
  netCents: number;
  vatCents: number;
  grossCents: number;
} {
  let netCents = 0;
  let vatCents = 0;
  let grossCents = 0;
  for (const line of lines) {
    netCents += line.netCents;
    vatCents += line.vatCents;
    grossCents += line.grossCents;
  }
  return { netCents, vatCents, grossCents };
}

// How an amount looks in the shop's currency, for screens and invoices alike (zod-free):
// US dollars keep the shop's look, the amount then `$` (`45.99$`); Bangladeshi taka show `৳`
// with Bangladeshi grouping (`৳12,34,567.89`) through Intl (en-IN, narrow symbol).
let takaFormat: Intl.NumberFormat | undefined;

/**
 * Made on the first taka amount, not when the module loads: building it loads ICU's en-IN
 * currency data, a long task on a phone's main thread (Lighthouse's 4x slower CPU) that every page
 * paid while its bundle was evaluated, in a dollar shop too.
 */
function takaFormatter(): Intl.NumberFormat {
  takaFormat ??= new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'BDT',
    currencyDisplay: 'narrowSymbol',
  });
  return takaFormat;
}

/** An amount in major units (dollars, taka) as the shop shows it. */
export function formatMoney(amount: number, currency: ShopCurrency): string {
  return currency === 'BDT' ? takaFormatter().format(amount) : `${amount.toFixed(2)}$`;
}

/** The same amount without its currency sign, grouped as the currency groups (tables whose heading names the currency). */
export function formatAmount(amount: number, currency: ShopCurrency): string {
  return currency === 'BDT' ? formatMoney(amount, currency).replace('৳', '') : amount.toFixed(2);
}

// An amount written out in English words, as tax invoices print the total: Bangladeshi taka
// with crore and lakh ("Taka Twelve Lakh Thirty-Four Thousand … and Eighty-Nine Paisa Only"),
// US dollars with million and thousand. Zod-free; amounts are integer minor units.
const ONES = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 0–99. */
function belowHundred(value: number): string {
  if (value < 20) return ONES[value]!;
  const ones = value % 10;
  return ones === 0 ? TENS[Math.floor(value / 10)]! : `${TENS[Math.floor(value / 10)]}-${ONES[ones]}`;
}

/** 0–999. */
function belowThousand(value: number): string {
  const hundreds = Math.floor(value / 100);
  const rest = value % 100;
  const parts = [];
  if (hundreds > 0) parts.push(`${ONES[hundreds]} Hundred`);
  if (rest > 0 || hundreds === 0) parts.push(belowHundred(rest));
  return parts.join(' ');
}

/** Groups from the largest: each [size, name]; what is left below the smallest is said below a thousand. */
const SOUTH_ASIAN_GROUPS: [number, string][] = [
  [10_000_000, 'Crore'],
  [100_000, 'Lakh'],
  [1_000, 'Thousand'],
];
const WESTERN_GROUPS: [number, string][] = [
  [1_000_000_000, 'Billion'],
  [1_000_000, 'Million'],
  [1_000, 'Thousand'],
];

/** A whole number in words; crores may themselves run into lakhs ("Two Hundred Crore"). */
export function wholeNumberInWords(value: number, grouping: 'south-asian' | 'western' = 'western'): string {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`not a whole amount: ${value}`);
  if (value === 0) return ONES[0]!;
  const groups = grouping === 'south-asian' ? SOUTH_ASIAN_GROUPS : WESTERN_GROUPS;
  const parts: string[] = [];
  let rest = value;
  for (const [size, name] of groups) {
    const count = Math.floor(rest / size);
    if (count > 0) {
      parts.push(`${count >= 1000 ? wholeNumberInWords(count, grouping) : belowThousand(count)} ${name}`);
      rest %= size;
    }
  }
  if (rest > 0) parts.push(belowThousand(rest));
  return parts.join(' ');
}

/** "Taka Four Thousand Five Hundred Ninety-Nine and Fifty Paisa Only" / "Forty-Five Dollars and Ninety-Nine Cents Only". */
export function amountInWords(cents: number, currency: ShopCurrency): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`not an amount in minor units: ${cents}`);
  const whole = Math.floor(cents / 100);
  const fraction = cents % 100;
  if (currency === 'BDT') {
    const taka = `Taka ${wholeNumberInWords(whole, 'south-asian')}`;
    return fraction > 0 ? `${taka} and ${belowHundred(fraction)} Paisa Only` : `${taka} Only`;
  }
  const dollars = `${wholeNumberInWords(whole, 'western')} ${whole === 1 ? 'Dollar' : 'Dollars'}`;
  return fraction > 0
    ? `${dollars} and ${belowHundred(fraction)} ${fraction === 1 ? 'Cent' : 'Cents'} Only`
    : `${dollars} Only`;
}
