/** Formatting of the simulator's card fields as the customer types, like Stripe Elements does. */

export const digitsOnly = (value: string): string => value.replace(/\D/g, '');

const isAmex = (digits: string) => /^3[47]/.test(digits);

/** Longest number the field takes: 15 digits for American Express, 19 for the others. */
const maxCardDigits = (digits: string): number => (isAmex(digits) ? 15 : 19);

/** "4242424242424242" → "4242 4242 4242 4242"; American Express as 4-6-5. */
export function formatCardNumber(value: string): string {
  const digits = digitsOnly(value);
  const kept = digits.slice(0, maxCardDigits(digits));
  if (isAmex(kept)) return [kept.slice(0, 4), kept.slice(4, 10), kept.slice(10, 15)].filter(Boolean).join(' ');
  return kept.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "1" → "1", "4" → "04", "123" → "12/3", "1230" → "12/30"; the slash comes with the third digit so backspace works. */
export function formatExpiry(value: string): string {
  let digits = digitsOnly(value).slice(0, 4);
  if (digits.length === 1 && digits > '1') digits = `0${digits}`;
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** "MM/YY" → month and four-digit year, or null while incomplete. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^(\d{2})\/(\d{2})$/.exec(value);
  if (!match) return null;
  return { month: Number(match[1]), year: 2000 + Number(match[2]) };
}

/** Up to 4 digits (American Express has 4, the others 3). */
export const formatCvc = (value: string): string => digitsOnly(value).slice(0, 4);
