/**
 * An amount written out in Bangla words, as Bangla invoices print the total: lakh and crore
 * ("এক লক্ষ তেইশ হাজার চারশো ছাপ্পান্ন টাকা পঞ্চাশ পয়সা মাত্র"). Zod-free; amounts are integer
 * minor units. Bangla says every number below a hundred with a word of its own (৫৬ is ছাপ্পান্ন, not
 * "পঞ্চাশ ছয়"), so the whole table is written out. Every text is NFC (য় as য + nukta).
 */
import type { ShopCurrency } from '../settings/messages.ts';

/** 0–99. */
const BELOW_HUNDRED: readonly string[] = [
  // 0–9
  'শূন্য',
  'এক',
  'দুই',
  'তিন',
  'চার',
  'পাঁচ',
  'ছয়',
  'সাত',
  'আট',
  'নয়',
  // 10–19
  'দশ',
  'এগারো',
  'বারো',
  'তেরো',
  'চৌদ্দ',
  'পনেরো',
  'ষোলো',
  'সতেরো',
  'আঠারো',
  'উনিশ',
  // 20–29
  'বিশ',
  'একুশ',
  'বাইশ',
  'তেইশ',
  'চব্বিশ',
  'পঁচিশ',
  'ছাব্বিশ',
  'সাতাশ',
  'আটাশ',
  'ঊনত্রিশ',
  // 30–39
  'ত্রিশ',
  'একত্রিশ',
  'বত্রিশ',
  'তেত্রিশ',
  'চৌত্রিশ',
  'পঁয়ত্রিশ',
  'ছত্রিশ',
  'সাঁইত্রিশ',
  'আটত্রিশ',
  'ঊনচল্লিশ',
  // 40–49
  'চল্লিশ',
  'একচল্লিশ',
  'বিয়াল্লিশ',
  'তেতাল্লিশ',
  'চুয়াল্লিশ',
  'পঁয়তাল্লিশ',
  'ছেচল্লিশ',
  'সাতচল্লিশ',
  'আটচল্লিশ',
  'ঊনপঞ্চাশ',
  // 50–59
  'পঞ্চাশ',
  'একান্ন',
  'বাহান্ন',
  'তিপ্পান্ন',
  'চুয়ান্ন',
  'পঞ্চান্ন',
  'ছাপ্পান্ন',
  'সাতান্ন',
  'আটান্ন',
  'ঊনষাট',
  // 60–69
  'ষাট',
  'একষট্টি',
  'বাষট্টি',
  'তেষট্টি',
  'চৌষট্টি',
  'পঁয়ষট্টি',
  'ছেষট্টি',
  'সাতষট্টি',
  'আটষট্টি',
  'ঊনসত্তর',
  // 70–79
  'সত্তর',
  'একাত্তর',
  'বাহাত্তর',
  'তিয়াত্তর',
  'চুয়াত্তর',
  'পঁচাত্তর',
  'ছিয়াত্তর',
  'সাতাত্তর',
  'আটাত্তর',
  'ঊনআশি',
  // 80–89
  'আশি',
  'একাশি',
  'বিরাশি',
  'তিরাশি',
  'চুরাশি',
  'পঁচাশি',
  'ছিয়াশি',
  'সাতাশি',
  'আটাশি',
  'ঊননব্বই',
  // 90–99
  'নব্বই',
  'একানব্বই',
  'বিরানব্বই',
  'তিরানব্বই',
  'চুরানব্বই',
  'পঁচানব্বই',
  'ছিয়ানব্বই',
  'সাতানব্বই',
  'আটানব্বই',
  'নিরানব্বই',
];

/** Groups from the largest: each [size, name]; what is left below a thousand is said in hundreds. */
const GROUPS: readonly [number, string][] = [
  [10_000_000, 'কোটি'],
  [100_000, 'লক্ষ'],
  [1_000, 'হাজার'],
];

const belowHundred = (value: number): string => BELOW_HUNDRED[value]!;

/** 1–999 ("চারশো ছাপ্পান্ন"). */
function belowThousand(value: number): string {
  const hundreds = Math.floor(value / 100);
  const rest = value % 100;
  const parts: string[] = [];
  if (hundreds > 0) parts.push(`${belowHundred(hundreds)}শো`);
  if (rest > 0) parts.push(belowHundred(rest));
  return parts.join(' ');
}

/** A whole number in Bangla words; crores may themselves run into lakhs ("এক লক্ষ কোটি"). */
export function wholeNumberInBanglaWords(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`not a whole amount: ${value}`);
  if (value === 0) return belowHundred(0);
  const parts: string[] = [];
  let rest = value;
  for (const [size, name] of GROUPS) {
    const count = Math.floor(rest / size);
    if (count > 0) {
      parts.push(`${count >= 1000 ? wholeNumberInBanglaWords(count) : belowThousand(count)} ${name}`);
      rest %= size;
    }
  }
  if (rest > 0) parts.push(belowThousand(rest));
  return parts.join(' ');
}

const UNITS: Record<ShopCurrency, { whole: string; fraction: string }> = {
  BDT: { whole: 'টাকা', fraction: 'পয়সা' },
  USD: { whole: 'ডলার', fraction: 'সেন্ট' },
};

/**
 * "এক লক্ষ তেইশ হাজার চারশো ছাপ্পান্ন টাকা পঞ্চাশ পয়সা মাত্র"; an amount below one taka names only
 * its paisa ("পঞ্চাশ পয়সা মাত্র"), nothing at all is "শূন্য টাকা মাত্র".
 */
export function amountInBanglaWords(cents: number, currency: ShopCurrency): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`not an amount in minor units: ${cents}`);
  const whole = Math.floor(cents / 100);
  const fraction = cents % 100;
  const unit = UNITS[currency];
  const parts: string[] = [];
  if (whole > 0 || fraction === 0) parts.push(`${wholeNumberInBanglaWords(whole)} ${unit.whole}`);
  if (fraction > 0) parts.push(`${belowHundred(fraction)} ${unit.fraction}`);
  return `${parts.join(' ')} মাত্র`;
}
