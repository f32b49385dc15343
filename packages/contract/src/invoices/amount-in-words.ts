/**
 * An amount written out in English words, as tax invoices print the total: Bangladeshi taka
 * with crore and lakh ("Taka Twelve Lakh Thirty-Four Thousand … and Eighty-Nine Paisa Only"),
 * US dollars with million and thousand. Zod-free; amounts are integer minor units.
 */
import type { ShopCurrency } from '../settings/messages.ts';

const ONES = ['Zero', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven', 'Twelve', 'Thirteen', 'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen'];
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
  return fraction > 0 ? `${dollars} and ${belowHundred(fraction)} ${fraction === 1 ? 'Cent' : 'Cents'} Only` : `${dollars} Only`;
}
